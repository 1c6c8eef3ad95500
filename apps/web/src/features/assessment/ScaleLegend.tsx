/**
 * The one answer scale of the activity questions (domain-design.md §2): its five
 * answers with their letters, from people alone to AI or automation alone. `intro` adds the
 * explanation shown once, before the first question; without it, it is the legend kept beside the
 * chat while answering. Texts come from the bank (`@hai/domain`), so the reading-time model counts
 * what is shown here.
 */
import type { Locale } from '@hai/domain';
import { ANSWER_SCALE, SCALE_INTRO } from '@hai/domain';

interface Props {
  locale: Locale;
  /** Show the explanation (title and paragraphs) above the list. */
  intro?: boolean;
  testId?: string;
}

export function ScaleLegend({ locale, intro = false, testId }: Props) {
  const headingId = `${testId ?? 'scale'}-heading`;
  return (
    <section
      className={`scale-legend${intro ? ' scale-legend--intro' : ''}`}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h2 id={headingId} className="scale-legend__title">
        {(intro ? SCALE_INTRO.title : SCALE_INTRO.legendTitle)[locale]}
      </h2>
      {intro && SCALE_INTRO.body.map((p) => <p key={p.en}>{p[locale]}</p>)}
      <ol className="scale-legend__list">
        {ANSWER_SCALE.map((p) => (
          <li key={p.key} className="scale-legend__item">
            <span className="scale-legend__key" aria-hidden="true">
              {p.key}
            </span>
            <span className="scale-legend__text">
              <span className="sr-only">{p.key}: </span>
              {p.text[locale]}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
