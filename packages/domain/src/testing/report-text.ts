/**
 * The whole report of a worked-example company (`profiles.ts`) as plain text, in one language: the
 * executive summary, the overview's focus, every step's feedback with its activities, the
 * triggered strategies, the prompts and the roadmap — what a reader checks before calling the
 * advice done, written to docs/reports/<profile>.<locale>.txt by
 * `pnpm --filter @hai/domain reports` and kept current by a test.
 */
import type { Locale } from '../i18n/locale.js';
import { contextFacts, factMid } from '../report/answers.js';
import { allPrompts } from '../report/prompts/build.js';
import { buildReport } from '../report/report.js';
import { stepInWords } from '../report/step-words.js';
import { summaryText } from '../report/summary.js';
import { profileAnswers, type Profile } from './profiles.js';

const plain = (html: string) =>
  html
    .replace(/<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();

/** The report of `p` in `locale`, as the plain text of docs/reports. */
export function reportText(p: Profile, locale: Locale): string {
  const answers = profileAnswers(p);
  const r = buildReport(answers, locale);
  const lines: string[] = [`# ${p.id} (${locale}): ${p.description}`, ''];
  if (r.summary) lines.push(summaryText(r.summary), '');
  const o = r.overview;
  if (o.summary)
    lines.push(
      `## Focus (the level's description): ${o.summary.focus} | ${o.summary.priority} | ${o.summary.timeline} | ${o.summary.investment}`,
      '',
    );
  lines.push('## Recommendations from the answers', '', ...o.recommendations.map((x) => `- ${x.text}`), '');
  lines.push('## Steps', '');
  for (const f of r.feedback) {
    lines.push(`### ${f.stepOrder}. ${f.stepName} — ${f.status ?? 'not scored'}`);
    lines.push(stepInWords(f, locale), plain(f.feedbackText));
    if (f.notApplicableText) lines.push(`- NOT ASKED: ${f.notApplicableText}`);
    for (const a of f.offIdeal)
      lines.push(`- MOVE ${a.direction}: ${a.activity} [${a.answerKey} → ${a.idealKey}] ${a.lever}`);
    for (const a of f.notYet) lines.push(`- START: ${a.activity} ${a.lever}`);
    lines.push('');
  }
  lines.push('## Strategies', '');
  for (const s of r.strategies.strategies.filter((x) => x.triggered)) {
    lines.push(`### ${s.name} [${s.priority}, ${s.timeline}, ${s.budget}]`, s.impact);
    for (const t of s.tactics) lines.push(`- ${t}`);
    lines.push('Problems:', ...s.details.problems.map((x) => `  · ${x}`));
    if (s.details.note) lines.push(`Note: ${s.details.note}`);
    lines.push('');
  }
  lines.push('## Prompts', '');
  const employees = factMid(contextFacts(answers), 'company.size') ?? null;
  for (const pr of allPrompts(answers, { companyName: 'Example Ltd', jobTitle: 'CMO', employees }, locale))
    lines.push(`### ${pr.stepNumber}. ${pr.title}`, pr.context, '', pr.aiRole, '');
  const deferred = r.roadmap.tasks.filter((t) => t.whenBudgetAllows).length;
  lines.push(
    `## Roadmap (${r.roadmap.tasks.length} tasks; funded €${r.roadmap.investmentEur.join('–')} within a third of €${r.roadmap.budgetYearlyEur}${r.roadmap.budgetAssumed ? ' (assumed)' : ''}; ${deferred} when budget allows, €${r.roadmap.deferredEur.join('–')})`,
    '',
  );
  for (const t of r.roadmap.tasks)
    lines.push(
      `### ${t.orderIndex + 1}. ${t.title} [${t.priority}, ${t.timeline}, ${t.budget}] (${t.category})`,
      t.description,
      `Tools: ${t.recommendedTools.join('; ')}`,
      `KPIs: ${t.targetKpis.join('; ')}`,
      `Expected: ${t.expectedResults}`,
      '',
    );
  return lines.join('\n');
}
