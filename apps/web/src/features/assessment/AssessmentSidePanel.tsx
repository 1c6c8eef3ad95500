/**
 * The assessment's side panel (product-spec §2 "Assessment"): the step wheel,
 * "X of 12 completed", the overall progress bar (answered of the company's path) and the current
 * step's bar (answered of its asked questions), and the legend of the answer scale. Self-contained: it reads the chat's `assessment.current` view from the
 * query cache (no request of its own) and renders nothing until the chat has loaded. Under 900 px
 * it is a <details> collapsed by default ("Progress: 3 of 12 steps"), above the chat; from 900 px
 * it is open and its summary hidden. Drawn by the server, which cannot know the width, it is open
 * and closed by the stylesheet below 900 px until the app takes over.
 */
import { useEffect, useState } from 'react';
import { useLocale } from '../../app/useLocale';
import { ProgressBar } from '../ui/ProgressBar';
import { ScaleLegend } from './ScaleLegend';
import { WHEEL_TEXTS } from './wheel/texts';
import { useWheelData } from './wheel/useWheelData';
import { Wheel } from './wheel/Wheel';
import './wheel/wheel.css';

const WIDE = '(min-width: 900px)';

/**
 * Whether the window is at least 900 px wide, following resizes; null where no window can be
 * measured (the server's first screen of the assessment, apps/web/src/prerender/entry.tsx).
 */
function useWide(): boolean | null {
  const [wide, setWide] = useState(() => {
    const query = window.matchMedia?.(WIDE);
    return query ? query.matches : null;
  });
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query) return;
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** The side panel; `className` is added to its root for the page's layout. */
export function AssessmentSidePanel({ className }: { className?: string }) {
  const locale = useLocale();
  const texts = WHEEL_TEXTS[locale];
  const data = useWheelData();
  const wide = useWide();
  // Unmeasured, it is drawn open and the stylesheet closes it below 900 px (`--unsized`), which
  // looks the same as the app's own closed panel there: no change when the app takes over.
  const [open, setOpen] = useState(wide ?? true);
  // Crossing 900 px resets the panel: open beside the chat, collapsed above it (adjusted while
  // rendering, not in an effect).
  const [wasWide, setWasWide] = useState(wide);
  if (wasWide !== wide) {
    setWasWide(wide);
    setOpen(wide ?? true);
  }

  if (!data) return null;
  const { completedSteps: done, totalSteps: total } = data;
  return (
    <section
      className={`side-panel${wide === null ? ' side-panel--unsized' : ''}${className ? ` ${className}` : ''}`}
      aria-label={texts.title}
      data-testid="side-panel"
    >
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="side-panel__summary" data-testid="side-panel-summary">
          {texts.summary(done, total)}
        </summary>
        <div className="side-panel__body">
          <Wheel steps={data.steps} texts={texts} label={texts.wheelLabel(done, total, data.currentName)} />
          <div className="side-panel__facts">
            <h2 className="side-panel__title">{texts.title}</h2>
            <p className="side-panel__count" data-testid="wheel-completed">
              {texts.completed(done, total)}
            </p>
            <div className="side-panel__bar">
              <div className="side-panel__bar-head">
                <span>{texts.overallLabel}</span>
                <span>{texts.overallValue(data.answered, data.totalQuestions)}</span>
              </div>
              <ProgressBar
                value={data.answered}
                max={data.totalQuestions}
                label={texts.overallLabel}
                testId="wheel-overall-progress"
              />
              {data.minutesLeft !== null && (
                <p className="side-panel__minutes muted" data-testid="minutes-left">
                  {texts.minutesLeft(data.minutesLeft)}
                </p>
              )}
            </div>
            {data.currentName && (
              <div className="side-panel__bar">
                <div className="side-panel__bar-head">
                  <span>
                    {texts.stepLabel}: {data.currentName}
                  </span>
                  <span>{texts.stepValue(data.stepAnswered, data.stepQuestions)}</span>
                </div>
                <ProgressBar
                  value={data.stepAnswered}
                  max={data.stepQuestions}
                  label={texts.stepLabel}
                  thin
                  testId="wheel-step-progress"
                />
              </div>
            )}
            <ScaleLegend locale={locale} testId="scale-legend" />
          </div>
        </div>
      </details>
    </section>
  );
}
