/**
 * Prints the whole report of the three worked-example companies (`testing/profiles.ts`) as plain
 * text, in English and Romanian, into docs/reports/<profile>.<locale>.txt: the executive summary,
 * the overview's advice, every step's feedback with its activities, the triggered strategies, the
 * prompts and the roadmap. What a reader checks before calling the advice done (issue 20): the
 * reports must differ where the answers differ and never advise what the company already does.
 *
 * Run: `pnpm --filter @hai/domain reports`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../src/i18n/locale.js';
import { allPrompts } from '../src/report/prompts/build.js';
import { buildReport } from '../src/report/report.js';
import { summaryText } from '../src/report/summary.js';
import { stepInWords } from '../src/report/step-words.js';
import { contextFacts, factMid } from '../src/report/answers.js';
import { PROFILES, profileAnswers } from '../src/testing/profiles.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const out = join(root, 'docs/reports');
mkdirSync(out, { recursive: true });

const plain = (html: string) =>
  html
    .replace(/<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();

for (const p of PROFILES) {
  const answers = profileAnswers(p);
  for (const locale of LOCALES as readonly Locale[]) {
    const r = buildReport(answers, locale);
    const lines: string[] = [`# ${p.id} (${locale}): ${p.description}`, ''];
    if (r.summary) lines.push(summaryText(r.summary), '');
    const o = r.overview;
    if (o.summary)
      lines.push(
        `## Focus: ${o.summary.focus} | ${o.summary.priority} | ${o.summary.timeline} | ${o.summary.investment}`,
        '',
      );
    lines.push('## Steps', '');
    for (const f of r.feedback) {
      lines.push(`### ${f.stepOrder}. ${f.stepName} — ${f.status ?? 'not scored'}`);
      lines.push(stepInWords(f, locale), plain(f.feedbackText));
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
    lines.push(`## Roadmap (${r.roadmap.tasks.length} tasks)`, '');
    for (const t of r.roadmap.tasks)
      lines.push(
        `### ${t.orderIndex + 1}. ${t.title} [${t.priority}, ${t.timeline}, ${t.budget}] (${t.category})`,
        t.description,
        `Tools: ${t.recommendedTools.join('; ')}`,
        `KPIs: ${t.targetKpis.join('; ')}`,
        `Expected: ${t.expectedResults}`,
        '',
      );
    const file = join(out, `${p.id}.${locale}.txt`);
    writeFileSync(file, lines.join('\n'));
    console.log(`wrote ${file} (${lines.join(' ').split(/\s+/).length} words)`);
  }
}
