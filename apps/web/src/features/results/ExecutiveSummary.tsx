/**
 * The executive summary (domain-design.md §5), first on the overview: the score,
 * level and coverage; the three biggest gaps with their numbers; the first actions at 30, 60 and
 * 90 days; and the recommended investment (beside the band's usual range when the company's budget
 * could reach it). Every sentence comes translated from the server (`overallScore.executiveSummary`), the same words the e-mail and the
 * PDF's first page carry.
 */
import type { OverallScoreView } from '../../lib/trpc';

type Summary = NonNullable<OverallScoreView['executiveSummary']>;

export function ExecutiveSummary({ summary }: { summary: Summary }) {
  return (
    <section className="card exec-summary" aria-labelledby="exec-heading" data-testid="executive-summary">
      <h2 id="exec-heading" className="section-title">
        {summary.title}
      </h2>
      <p className="exec-summary__headline" data-testid="exec-headline">
        {summary.headline}
      </p>
      <div className="exec-summary__grid">
        <div>
          <h3 className="exec-summary__subheading">{summary.gapsTitle}</h3>
          <ol className="exec-summary__list" data-testid="exec-gaps">
            {summary.gaps.map((g) => (
              <li key={g.stepId} data-step={g.stepId}>
                {g.text}
              </li>
            ))}
          </ol>
        </div>
        {summary.actions.length > 0 && (
          <div>
            <h3 className="exec-summary__subheading">{summary.actionsTitle}</h3>
            <ul className="exec-summary__list exec-summary__actions" data-testid="exec-actions">
              {summary.actions.map((a) => (
                <li key={a.day} data-day={a.day}>
                  {a.text}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="exec-summary__budget">
          <h3 className="exec-summary__subheading">{summary.investmentTitle}</h3>
          <p className="exec-summary__investment" data-testid="exec-investment">
            {summary.investment.text}
          </p>
        </div>
      </div>
    </section>
  );
}
