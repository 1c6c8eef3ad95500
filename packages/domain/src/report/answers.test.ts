/**
 * What the report reads from the answers (domain-design.md §4–§5): the context facts with their
 * band midpoints, the activities away from their ideal with the lever of the direction they need,
 * and the activities not practised yet with their `start` lever.
 */
import { describe, expect, it } from 'vitest';
import { STEPS, getStep, factQuestionId } from '../bank/index.js';
import { answerKey, answersBy, contextAnswer } from '../testing/answers.js';
import { fixtureStep } from '../testing/fixture-step.js';
import { scoreStep } from '../scoring/step.js';
import { contextFacts, factMid, notYetActivities, offIdealActivities, scaleText } from './answers.js';

describe('contextFacts and factMid', () => {
  const q = (fact: Parameters<typeof factQuestionId>[0]) =>
    STEPS.flatMap((s) => s.questions).find((x) => x.id === factQuestionId(fact))!;

  it('reads each context answer as its band and the band midpoint', () => {
    const facts = contextFacts([
      contextAnswer(q('company.size'), '50-249'),
      contextAnswer(q('funnel.visitorToLead'), '0.5-1'),
      contextAnswer(q('peso.lead'), 'owned'),
    ]);
    expect(facts).toEqual({
      'company.size': '50-249',
      'funnel.visitorToLead': '0.5-1',
      'peso.lead': 'owned',
    });
    expect(factMid(facts, 'company.size')).toBe(150);
    expect(factMid(facts, 'funnel.visitorToLead')).toBe(0.75);
    expect(factMid(facts, 'peso.lead')).toBeUndefined(); // a category, not a number
  });

  it('leaves "we don\'t know" out, and a later "we don\'t know" removes an earlier value', () => {
    const size = q('company.size');
    expect(contextFacts([contextAnswer(size, null)])).toEqual({});
    expect(contextFacts([contextAnswer(size, '1-9'), contextAnswer(size, null)])).toEqual({});
    expect(factMid({}, 'company.size')).toBeUndefined();
  });

  it('ignores activity answers', () => {
    expect(contextFacts(answersBy(STEPS[0]!, () => 'A'))).toEqual({
      'company.size': '10-49',
      'sales.model': 'sales-team',
    });
  });
});

describe('offIdealActivities', () => {
  // target 55 % human; ideals A B C D C B
  const step = fixtureStep('AMPLIFICARE', 55, ['A', 'B', 'C', 'D', 'C', 'B']);
  const answer = (letters: string) => step.activities.map((q, i) => answerKey(q, letters[i] as 'A'));

  it('lists the activities off their ideal, furthest first, with the lever of the way they must move', () => {
    const answers = answer('DBACAB'); // A→D +3, B ok, C→A −2, D→C −1, C→A −2, B ok
    const off = offIdealActivities(step, scoreStep(step, answers));
    expect(off.map((a) => [a.question.id, a.answer, a.steps, a.direction])).toEqual([
      ['amplificare-a1', 'D', 3, 'toward-human'],
      ['amplificare-a3', 'A', 2, 'toward-machine'],
      ['amplificare-a5', 'A', 2, 'toward-machine'],
    ]);
  });

  it('keeps only the direction asked for, and never offers a lever the way the answer already is', () => {
    const r = scoreStep(step, answer('DBACAB'));
    const human = offIdealActivities(step, r, 'toward-human');
    expect(human.map((a) => a.question.id)).toEqual(['amplificare-a1']);
    const machine = offIdealActivities(step, r, 'toward-machine', 5);
    expect(machine.map((a) => a.question.id)).toEqual(['amplificare-a3', 'amplificare-a5', 'amplificare-a4']);
    for (const a of machine) expect(a.answer < a.question.activity.ideal).toBe(true);
  });

  it('quotes nothing when every practised activity is at its ideal', () => {
    expect(offIdealActivities(step, scoreStep(step, answer('ABCDCB')))).toEqual([]);
  });
});

describe('notYetActivities', () => {
  it('lists the activities answered E, the heaviest first, each with its start lever', () => {
    const viziune = getStep('VIZIUNE')!;
    const answers = answersBy(viziune, (ideal, i) => (i % 2 === 0 ? 'E' : ideal));
    const notYet = notYetActivities(viziune, scoreStep(viziune, answers), 20);
    const weights = notYet.map((a) => a.question.activity.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(notYet).toHaveLength(Math.ceil(viziune.activities.length / 2));
    for (const a of notYet) expect(a.lever).toBe(a.question.activity.levers.start);
  });
});

describe('scaleText', () => {
  it('is the scale option text in both languages', () => {
    expect(scaleText('A')).toEqual({
      en: 'People do it (they may use reports and dashboards)',
      ro: 'Oamenii o fac (pot folosi rapoarte și dashboarduri)',
    });
    expect(scaleText('E').en).toBe("We don't do this yet");
  });
});
