/**
 * The results e-mail (product-spec §2 "Results", §9), HTML and
 * text, in the recipient's language: the executive summary first (score, level, coverage, the
 * three biggest gaps, the first actions at 30/60/90 days, the investment), then the overall score
 * and level, the band's focus, the 12 steps (you against the ideal, status, and the split and
 * practised activities in words), the steps furthest from their target and a link to the results
 * page. Every fact comes from the domain's report model, so the
 * e-mail states what the page shows; every text from the user or the report is escaped.
 */
import {
  BAND_LABELS,
  stepInWords,
  type Band,
  type CompareOutput,
  type Locale,
  type Report,
  type StepFeedbackView,
} from '@hai/domain';
import { HELLO, esc, layout } from './templates.js';
import { sinceLastTimeHtml, sinceLastTimeText } from './since-last-time.js';

/** Who the e-mail is for and where the results page is. */
export interface ResultsEmailInput {
  firstName: string;
  companyName: string;
  report: Report;
  /** `{APP_URL}/{locale}/results`. */
  resultsUrl: string;
  /**
   * The comparison with the user's earlier completed assessment, shown as a
   * "since last time" section after the executive summary; absent or null for a first assessment.
   */
  sinceLastTime?: CompareOutput | null;
}

type StatusKey = 'on-target' | 'above-target' | 'below-target' | 'notImplemented' | 'insufficient' | 'none';

const T = {
  en: {
    subject: 'Your results',
    intro: (company: string) =>
      `Here are the HAI Marketing Wheel results for ${company}: how your marketing divides the work between AI and people, step by step.`,
    score: 'Overall score',
    level: 'Level',
    basedOn: (n: number) => `Based on ${n} ${n === 1 ? 'category' : 'categories'}`,
    nothingScored: 'Nothing to score yet: none of your answers counts towards a category.',
    focus: 'Focus',
    priority: 'Priority',
    timeline: 'Timeline',
    investment: 'Investment',
    steps: 'The 12 steps',
    step: 'Step',
    you: 'You (AI / human)',
    ideal: 'Ideal (AI / human)',
    status: 'Status',
    youText: 'you',
    idealText: 'ideal',
    ai: 'AI',
    human: 'human',
    statuses: {
      'on-target': 'On target',
      'above-target': 'Adjustment needed: too much human',
      'below-target': 'Adjustment needed: too much AI',
      notImplemented: 'Not implemented yet',
      insufficient: 'Not enough answers',
      none: 'Not answered',
    } satisfies Record<StatusKey, string>,
    furthestHeading: 'Steps furthest from their target',
    furthest: (name: string, you: number, target: number, tooHuman: boolean) =>
      `${name}: ${you}% human work against an ideal of ${target}% (${tooHuman ? 'too much human' : 'too much AI'}). ${
        tooHuman
          ? 'Priority: more AI for the repetitive work of this step.'
          : 'Priority: more human involvement in the decisions of this step.'
      }`,
    button: 'See your full results',
    more: 'The results page also holds the feedback for every step, your AI prompts and the strategy recommendations.',
    why: 'You receive this email because you asked for your results in HAI Marketing Wheel.',
  },
  ro: {
    subject: 'Rezultatele voastre',
    intro: (company: string) =>
      `Iată rezultatele HAI Marketing Wheel pentru ${company}: cum împarte marketingul vostru munca între AI și oameni, pas cu pas.`,
    score: 'Scor general',
    level: 'Nivel',
    basedOn: (n: number) => `Bazat pe ${n} ${n === 1 ? 'categorie' : 'categorii'}`,
    nothingScored: 'Nimic de evaluat încă: niciunul dintre răspunsuri nu contează pentru o categorie.',
    focus: 'Focus',
    priority: 'Prioritate',
    timeline: 'Orizont de timp',
    investment: 'Investiție',
    steps: 'Cei 12 pași',
    step: 'Pas',
    you: 'Actual (AI / uman)',
    ideal: 'Ideal (AI / uman)',
    status: 'Stare',
    youText: 'actual',
    idealText: 'ideal',
    ai: 'AI',
    human: 'uman',
    statuses: {
      'on-target': 'La țintă',
      'above-target': 'Ajustare necesară: prea multă muncă umană',
      'below-target': 'Ajustare necesară: prea mult AI',
      notImplemented: 'Neimplementat încă',
      insufficient: 'Prea puține răspunsuri',
      none: 'Fără răspuns',
    } satisfies Record<StatusKey, string>,
    furthestHeading: 'Pașii cei mai departe de țintă',
    furthest: (name: string, you: number, target: number, tooHuman: boolean) =>
      `${name}: ${you}\u00a0% muncă umană, față de un ideal de ${target}\u00a0% (${tooHuman ? 'prea multă muncă umană' : 'prea mult AI'}). ${
        tooHuman
          ? 'Prioritate: mai mult AI pentru munca repetitivă din acest pas.'
          : 'Prioritate: mai multă implicare umană în deciziile acestui pas.'
      }`,
    button: 'Vedeți rezultatele complete',
    more: 'Pagina de rezultate conține și feedbackul pentru fiecare pas, prompturile AI și recomandările de strategie.',
    why: 'Primiți acest email pentru că ați cerut rezultatele în HAI Marketing Wheel.',
  },
} as const satisfies Record<Locale, unknown>;

/** Level colours, green to red (as on the results page); the label always stands beside them. */
const BAND_COLOR: Record<Band, string> = {
  pioneer: '#15803d',
  advanced: '#4d7c0f',
  average: '#b45309',
  early_stage: '#c2410c',
  urgent: '#b91c1c',
};
const STATUS_COLOR: Record<StatusKey, string> = {
  'on-target': '#15803d',
  'above-target': '#b45309',
  'below-target': '#b91c1c',
  notImplemented: '#52606d',
  insufficient: '#52606d',
  none: '#52606d',
};

function statusOf(f: StepFeedbackView): StatusKey {
  if (f.status) return f.status;
  if (f.allAnswersAreOptionE) return 'notImplemented';
  return f.insufficient ? 'insufficient' : 'none';
}

/**
 * A percentage in running text as `locale` writes it: en `35%`, ro `35 %` with a no-break space
 * (never split at a line end). The overall score stands alone as `62%`, as on the results page.
 */
const percent = (value: number, locale: Locale) => (locale === 'ro' ? `${value}\u00a0%` : `${value}%`);

const split = (ai: number | null, human: number | null, locale: Locale) =>
  ai === null || human === null ? '—' : `${percent(ai, locale)} / ${percent(human, locale)}`;

/** The results e-mail in `locale`: `{ subject, html, text }`. */
export function resultsEmail(locale: Locale, input: ResultsEmailInput) {
  const t = T[locale];
  const { report } = input;
  const { overallScore, categoryCount, band } = report.overall;
  const scored = band !== null && categoryCount > 0;
  const subject = scored
    ? `${t.subject}: ${overallScore}% (${BAND_LABELS[band][locale]}) — HAI Marketing Wheel`
    : `${t.subject} — HAI Marketing Wheel`;
  const summary = report.overview.summary;
  const focusRows = summary
    ? ([
        [t.focus, summary.focus],
        [t.priority, summary.priority],
        [t.timeline, summary.timeline],
        [t.investment, summary.investment],
      ] as const)
    : [];
  // The steps furthest from their target; the band's generic list is left to
  // the results page, the summary above says what this company should do.
  const lists = [
    {
      heading: t.furthestHeading,
      items: report.overview.furthestSteps.map((s) =>
        t.furthest(s.stepName, s.yourHumanPercent, s.targetHumanPercent, s.gap > 0),
      ),
    },
  ].filter((l) => l.items.length > 0);

  const cell = 'padding:8px 6px;border-bottom:1px solid #e4e7eb;vertical-align:top';
  const head = `${cell};text-align:left;font-size:12px;color:#52606d;text-transform:uppercase`;
  const scoreHtml = scored
    ? `<p style="margin:24px 0 4px;font-size:14px;color:#52606d">${esc(t.score)}</p>
<p style="margin:0;font-size:40px;font-weight:bold;line-height:1.1">${overallScore}%</p>
<p style="margin:8px 0 0">${esc(t.level)}: <strong style="display:inline-block;padding:2px 10px;border-radius:999px;background:${BAND_COLOR[band]};color:#ffffff">${esc(BAND_LABELS[band][locale])}</strong></p>
<p style="margin:4px 0 0;font-size:14px;color:#52606d">${esc(t.basedOn(categoryCount))}</p>`
    : `<p>${esc(t.nothingScored)}</p>`;
  const focusHtml = focusRows.length
    ? `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:24px 0;background:#f0fdfa;border-radius:8px;font-size:15px">${focusRows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:6px 12px;font-weight:bold;white-space:nowrap;vertical-align:top">${esc(k)}</td><td style="padding:6px 12px">${esc(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const rows = report.feedback
    .map((f) => {
      const s = statusOf(f);
      const words = stepInWords(f, locale);
      const main = `<tr><td style="${cell}">${f.stepOrder}. ${esc(f.stepName)}</td><td style="${cell}">${split(f.yourAiPercent, f.yourHumanPercent, locale)}</td><td style="${cell}">${split(f.targetAiPercent, f.targetHumanPercent, locale)}</td><td style="${cell};color:${STATUS_COLOR[s]};font-weight:bold">${esc(t.statuses[s])}</td></tr>`;
      return words
        ? `${main}\n<tr><td colspan="4" style="padding:0 6px 10px;border-bottom:1px solid #e4e7eb;font-size:13px;color:#52606d">${esc(words)}</td></tr>`
        : main;
    })
    .join('\n');
  const exec = report.summary;
  const execHtml = exec
    ? `<div style="margin:24px 0;padding:16px 20px;border:1px solid #99f6e4;border-radius:8px;background:#f0fdfa" data-section="executive-summary">
<h2 style="font-size:18px;margin:0 0 8px">${esc(exec.title)}</h2>
<p style="margin:0 0 12px">${esc(exec.headline)}</p>
<h3 style="font-size:15px;margin:12px 0 4px">${esc(exec.gapsTitle)}</h3>
<ol style="padding-left:20px;margin:0">${exec.gaps.map((g) => `<li style="margin-bottom:6px">${esc(g.text)}</li>`).join('')}</ol>
${
  exec.actions.length
    ? `<h3 style="font-size:15px;margin:12px 0 4px">${esc(exec.actionsTitle)}</h3>
<ul style="padding-left:20px;margin:0">${exec.actions.map((a) => `<li style="margin-bottom:6px">${esc(a.text)}</li>`).join('')}</ul>`
    : ''
}
<h3 style="font-size:15px;margin:12px 0 4px">${esc(exec.investmentTitle)}</h3>
<p style="margin:0">${esc(exec.investment.text)}</p>
</div>`
    : '';
  const html = layout(
    locale,
    subject,
    `<p>${esc(HELLO[locale](input.firstName))}</p><p>${esc(t.intro(input.companyName))}</p>
${execHtml}
${input.sinceLastTime ? sinceLastTimeHtml(input.sinceLastTime, locale) : ''}
${scoreHtml}
${focusHtml}
<h2 style="font-size:18px;margin:28px 0 8px">${esc(t.steps)}</h2>
<table width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px;line-height:1.4">
<thead><tr><th scope="col" style="${head}">${esc(t.step)}</th><th scope="col" style="${head}">${esc(t.you)}</th><th scope="col" style="${head}">${esc(t.ideal)}</th><th scope="col" style="${head}">${esc(t.status)}</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${lists
  .map(
    (l) =>
      `<h2 style="font-size:18px;margin:28px 0 8px">${esc(l.heading)}</h2><ul style="padding-left:20px;margin:0">${l.items.map((r) => `<li style="margin-bottom:8px">${esc(r)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p style="text-align:center;margin:32px 0 16px"><a href="${esc(input.resultsUrl)}" style="background:#0f766e;color:#ffffff;padding:14px 28px;border-radius:8px;text-decoration:none;font-weight:bold">${esc(t.button)}</a></p>
<p style="font-size:13px;color:#52606d;word-break:break-all;text-align:center">${esc(input.resultsUrl)}</p>
<p style="font-size:14px">${esc(t.more)}</p>
<p style="font-size:13px;color:#52606d">${esc(t.why)}</p>`,
  );

  const pct = (ai: number, human: number) =>
    `${percent(ai, locale)} ${t.ai} / ${percent(human, locale)} ${t.human}`;
  const text = [
    HELLO[locale](input.firstName),
    '',
    t.intro(input.companyName),
    '',
    ...(exec
      ? [
          exec.title.toLocaleUpperCase(locale),
          exec.headline,
          '',
          exec.gapsTitle,
          ...exec.gaps.map((g, i) => `${i + 1}. ${g.text}`),
          ...(exec.actions.length ? ['', exec.actionsTitle, ...exec.actions.map((a) => `- ${a.text}`)] : []),
          '',
          exec.investmentTitle,
          exec.investment.text,
          '',
        ]
      : []),
    ...(input.sinceLastTime ? sinceLastTimeText(input.sinceLastTime, locale) : []),
    ...(scored
      ? [`${t.score}: ${overallScore}%`, `${t.level}: ${BAND_LABELS[band][locale]}`, t.basedOn(categoryCount)]
      : [t.nothingScored]),
    '',
    ...(focusRows.length ? [...focusRows.map(([k, v]) => `${k}: ${v}`), ''] : []),
    t.steps.toLocaleUpperCase(locale),
    ...report.feedback.map(
      (f) =>
        `${f.stepOrder}. ${f.stepName}: ${
          f.yourAiPercent === null || f.yourHumanPercent === null
            ? ''
            : `${t.youText} ${pct(f.yourAiPercent, f.yourHumanPercent)}; `
        }${t.idealText} ${pct(f.targetAiPercent, f.targetHumanPercent)}. ${t.statuses[statusOf(f)]}${
          stepInWords(f, locale) ? `\n   ${stepInWords(f, locale)}` : ''
        }`,
    ),
    '',
    ...lists.flatMap((l) => [l.heading.toLocaleUpperCase(locale), ...l.items.map((r) => `- ${r}`), '']),
    `${t.button}: ${input.resultsUrl}`,
    t.more,
    '',
    t.why,
    '',
    '— HAI Marketing Wheel',
    '',
  ].join('\n');
  return { subject, html, text };
}
