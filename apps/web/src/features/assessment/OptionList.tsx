/**
 * Option bubbles (spec §2, §4): single choice picks one, multiple choice toggles (an exclusive
 * option clears the others); a selected option that takes input shows its field, validated live.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@hai/domain';
import type { QuestionView } from '../../lib/trpc';
import { inputErrors, toggleOption, type Draft } from './answer';

interface Props {
  question: QuestionView;
  draft: Draft;
  locale: Locale;
  disabled: boolean;
  onChange: (draft: Draft) => void;
}

export function OptionList({ question, draft, locale, disabled, onChange }: Props) {
  const { t } = useTranslation('assessment');
  const [focusId, setFocusId] = useState<string | null>(null);
  const errors = inputErrors(question, draft, locale);
  const multiple = question.questionType === 'multiple_choice';

  const toggle = (id: string) => {
    const selected = toggleOption(question, draft.selected, id);
    onChange({ ...draft, selected });
    // Typing follows a click on an option that takes a value.
    setFocusId(selected.includes(id) ? id : null);
  };
  const placeholder = (o: QuestionView['options'][number]) =>
    o.inputType === 'text'
      ? t('placeholderText')
      : o.inputMin !== null && o.inputMax !== null
        ? t(o.inputType === 'decimal' ? 'placeholderDecimal' : 'placeholderRange', {
            min: o.inputMin,
            max: o.inputMax,
          })
        : t('placeholderNumber');
  const setInput = (id: string, value: string) => {
    onChange({ ...draft, inputs: { ...draft.inputs, [id]: value } });
  };

  return (
    <div
      className="options"
      role="group"
      aria-label={multiple ? t('chooseMany') : t('chooseOne')}
      data-testid="options"
    >
      {question.options.map((o) => {
        const selected = draft.selected.includes(o.id);
        const error = errors[o.id];
        // Shown once something is typed: a message appearing on blur would move the options
        // under the pointer. An empty field only keeps the submit button disabled.
        const showError = error !== undefined && (draft.inputs[o.id] ?? '') !== '';
        const errorId = `err-${o.id}`;
        return (
          <div key={o.id} className={`option${selected ? ' option--selected' : ''}`}>
            <button
              type="button"
              className="option__bubble"
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => toggle(o.id)}
              data-testid={`option-${o.id}`}
              data-option
            >
              <span
                className={`option__mark option__mark--${multiple ? 'check' : 'radio'}`}
                aria-hidden="true"
              />
              <span className="option__key" aria-hidden="true">
                {o.key}
              </span>
              <span className="option__text">{o.optionText}</span>
            </button>
            {selected && o.requiresInput && (
              <div className="option__input">
                <input
                  className="input"
                  type="text"
                  inputMode={
                    o.inputType === 'integer' ? 'numeric' : o.inputType === 'decimal' ? 'decimal' : 'text'
                  }
                  maxLength={o.inputType === 'text' ? (o.maxLength ?? undefined) : 12}
                  aria-label={t('inputLabel', { option: o.optionText })}
                  placeholder={placeholder(o)}
                  autoFocus={focusId === o.id}
                  value={draft.inputs[o.id] ?? ''}
                  onChange={(e) => setInput(o.id, e.target.value)}
                  aria-invalid={showError || undefined}
                  aria-describedby={showError ? errorId : undefined}
                  disabled={disabled}
                  data-testid={`input-${o.id}`}
                />
                {showError && (
                  <p id={errorId} className="field__error" role="alert" data-testid={`input-error-${o.id}`}>
                    {error}
                  </p>
                )}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
