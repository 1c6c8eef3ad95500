/**
 * One step's prompt (spec §2 Results "Prompts"): a disclosure heading (step number, name, title),
 * the context and the AI role as plain paragraphs, and the copy button. A refused clipboard
 * shows the prompt selected in a read-only field (see clipboard.ts) with what to do next.
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { PromptView } from '@hai/domain';
import { Button } from '../../ui/Button';
import { COPY_NOTICE_MS, copyText, promptText, selectAndCopy, type CopyOutcome } from './clipboard';

interface Props {
  prompt: PromptView;
  open: boolean;
  onToggle: () => void;
}

/** Plain text with paragraphs separated by blank lines; single line breaks kept (report.css). */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i} className="prompt-card__para">
            {p}
          </p>
        ))}
    </>
  );
}

export function PromptCard({ prompt: p, open, onToggle }: Props) {
  const { t } = useTranslation('report');
  const [copied, setCopied] = useState(false);
  const [fallback, setFallback] = useState<Exclude<CopyOutcome, 'clipboard'> | null>(null);
  const [showField, setShowField] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const n = p.stepNumber;
  const bodyId = `prompt-body-${n}`;
  const text = promptText(p);

  async function copy() {
    setCopied(false);
    const outcome = await copyText(text, navigator.clipboard as Clipboard | undefined, () => {
      // The field must be in the document, with the text, before it can be selected.
      flushSync(() => setShowField(true));
      return field.current ? selectAndCopy(field.current, document) : false;
    });
    setFallback(outcome === 'clipboard' ? null : outcome);
    if (outcome === 'manual') return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_NOTICE_MS);
  }

  return (
    <li className={`card prompt-card${open ? ' prompt-card--open' : ''}`} data-testid={`prompt-${n}`}>
      <h3 className="prompt-card__heading">
        <button
          type="button"
          className="report-toggle prompt-card__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          data-testid={`prompt-toggle-${n}`}
        >
          <span className="prompt-card__num" aria-hidden="true">
            {n}
          </span>
          <span className="prompt-card__titles">
            <span className="prompt-card__step">
              {t('prompts.step', { number: n })} · {p.stepName}
            </span>
            <span className="prompt-card__title" data-testid="prompt-title">
              {p.title}
            </span>
          </span>
          <span className="report-chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} className="prompt-card__body" hidden={!open}>
        <section className="prompt-card__section" data-testid="prompt-context">
          <h4 className="report-subheading">{t('prompts.context')}</h4>
          <Paragraphs text={p.context} />
        </section>
        <section className="prompt-card__section" data-testid="prompt-ai-role">
          <h4 className="report-subheading">{t('prompts.aiRole')}</h4>
          <Paragraphs text={p.aiRole} />
        </section>
        <div className="prompt-card__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void copy()}
            aria-label={t('prompts.copyLabel', { number: n, name: p.stepName })}
            data-testid={`copy-prompt-${n}`}
          >
            <svg className="prompt-card__copy-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="9" y="9" width="11" height="11" rx="2" />
              <path d="M5 15V6a2 2 0 0 1 2-2h9" />
            </svg>
            {t('prompts.copy')}
          </Button>
          <p
            className="prompt-card__notice"
            role="status"
            aria-live="polite"
            data-testid={`copy-notice-${n}`}
          >
            {copied ? t('prompts.copied') : ''}
          </p>
        </div>
        <div aria-live="polite" className="prompt-card__fallback-message">
          {fallback && (
            <p
              className={`alert alert--${fallback === 'manual' ? 'warning' : 'info'}`}
              data-testid={`copy-fallback-${n}`}
            >
              {t(fallback === 'manual' ? 'prompts.fallbackManual' : 'prompts.fallbackCopied')}
            </p>
          )}
        </div>
        {showField && (
          <textarea
            ref={field}
            className="input prompt-card__field"
            readOnly
            value={text}
            rows={8}
            aria-label={t('prompts.fallbackLabel', { number: n })}
            data-testid={`copy-field-${n}`}
          />
        )}
      </div>
    </li>
  );
}
