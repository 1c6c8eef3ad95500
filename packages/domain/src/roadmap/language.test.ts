/**
 * Romanian of the roadmap, held to the question bank's rules (docs/question-authoring.md rule 6,
 * bank/glossary.ts) with the checks of testing/romanian.ts: no English word outside the glossary,
 * none of the refused terms, the team addressed as "voi", never "tu". Every template and shared
 * text is checked, and so is every text of generated roadmaps (which add the bank's quoted
 * answers, the strategy engine's problems and the filled numbers).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STEPS } from '../bank/index.js';
import { englishWords, loadSpellers, refusedTerms, usesTu } from '../testing/romanian.js';
import { perfectAnswers, sameLetterAnswers, unscoredAnswer } from '../testing/answers.js';
import { generateRoadmap } from '../report/report.js';
import { SHARED_TEXTS, TASK_TEMPLATES, templateTexts } from './templates.js';

beforeAll(loadSpellers, 30_000);

/** A template's Romanian with its placeholders removed. */
const bare = (text: string): string => text.replace(/\{\w+\}/g, ' ');

const templateRomanian: [string, string][] = [
  ...TASK_TEMPLATES.flatMap((t) =>
    templateTexts(t.texts).map(([field, l]): [string, string] => [`${t.name}.${field}`, bare(l.ro)]),
  ),
  ...SHARED_TEXTS.map(([name, l]): [string, string] => [name, bare(l.ro)]),
];

/** Roadmaps in Romanian for answer sets that reach every kind of task. */
const generatedRomanian: [string, string][] = [
  ['perfect', perfectAnswers(STEPS)],
  ['option A', STEPS.flatMap((s) => sameLetterAnswers(s, 'A'))],
  ['option B', STEPS.flatMap((s) => sameLetterAnswers(s, 'B'))],
  ['option D', STEPS.flatMap((s) => sameLetterAnswers(s, 'D'))],
  ['not yet', STEPS.flatMap((s) => s.questions.map(unscoredAnswer))],
].flatMap(([name, answers]) =>
  generateRoadmap(answers as never, 'ro').tasks.flatMap((t) =>
    [t.title, t.description, t.expectedResults, ...t.targetKpis, ...t.recommendedTools].map(
      (text, i): [string, string] => [`${name as string} #${t.orderIndex}.${i}`, text],
    ),
  ),
);

describe('Romanian roadmap texts', () => {
  it('checks every template text and a few hundred generated ones', () => {
    expect(templateRomanian.length).toBeGreaterThan(250);
    expect(generatedRomanian.length).toBeGreaterThan(300);
  });

  it.each(templateRomanian)('%s uses no English word outside the glossary', (_name, text) => {
    expect(englishWords(text)).toEqual([]);
  });

  it.each(templateRomanian)('%s uses the one term per concept and "voi", never "tu"', (_name, text) => {
    expect(refusedTerms(text)).toEqual([]);
    expect(usesTu(text)).toBe(false);
  });

  it('generated roadmaps: no English word, refused term or "tu" form in any text', () => {
    const problems = generatedRomanian.flatMap(([name, text]) => {
      const found = [...englishWords(text), ...refusedTerms(text), ...(usesTu(text) ? ['tu'] : [])];
      return found.length > 0 ? [`${name}: ${found.join(', ')} in “${text}”`] : [];
    });
    expect(problems).toEqual([]);
  });
});
