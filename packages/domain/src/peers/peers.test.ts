/**
 * The peer benchmark's pure part: the company key, a completed assessment's
 * profile (the results' numbers, size class and industry), the mid-rank percentile against a
 * brute-force count, and the band wording of product-spec §4.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTIONS, STEPS } from '../bank/index.js';
import { contextAnswer, perfectAnswers, sameLetterAnswers } from '../testing/answers.js';
import { BANDS } from '../scoring/constants.js';
import { scoreOverall } from '../scoring/overall.js';
import { roundHalfAwayFromZero } from '../scoring/math.js';
import { PEER_DIMENSIONS } from '../schemas/peers.js';
import { BAND_DESCRIBED_SHARE, companyKeyOf, midRankPercentile, peerProfileOf } from './index.js';

/** The answers with the context question of `fact` answered `value` (null: "rather not say"). */
function withFact(
  answers: ReturnType<typeof perfectAnswers>,
  fact: string,
  value: string | null,
): ReturnType<typeof perfectAnswers> {
  const q = QUESTIONS.find((x) => x.kind === 'context' && x.fact === fact)!;
  return answers.map((a) => (a.questionId === q.id ? contextAnswer(q, value) : a));
}

describe('companyKeyOf', () => {
  it('counts spellings that differ only in case and spacing as one company, and no more', () => {
    expect(companyKeyOf('  Acme   Distribuție SRL ')).toBe('acme distribuție srl');
    expect(companyKeyOf('ACME\tDISTRIBUȚIE  srl')).toBe('acme distribuție srl');
    expect(companyKeyOf('Acme')).not.toBe(companyKeyOf('Acme SRL'));
  });
});

describe('peerProfileOf', () => {
  it("gives the results' numbers: the overall score and each step's rounded score", () => {
    const answers = perfectAnswers(STEPS);
    const profile = peerProfileOf(answers);
    expect(profile.scores.overall).toBe(100);
    for (const s of STEPS) expect(profile.scores[s.key]).toBe(100);
    expect(Object.keys(profile.scores)).toEqual([...PEER_DIMENSIONS]);
    // The sample context: 10–49 employees, software.
    expect(profile).toMatchObject({ sizeClass: 'small', industry: 'software' });
  });

  it('leaves a step that is not scored without a score and counts it 0 overall, as the results do', () => {
    const answers = STEPS.flatMap((s, i) => sameLetterAnswers(s, i === 0 ? 'E' : 'A'));
    const profile = peerProfileOf(answers);
    const overall = scoreOverall(STEPS, answers);
    expect(profile.scores[STEPS[0]!.key]).toBeNull();
    expect(profile.scores.overall).toBe(overall.overallScore);
    STEPS.slice(1).forEach((s, i) =>
      expect(profile.scores[s.key]).toBe(roundHalfAwayFromZero(overall.steps[i + 1]!.score!)),
    );
  });

  it('maps the size bands to the size classes of domain-design §4, and "rather not say" to none', () => {
    const base = perfectAnswers(STEPS);
    const cases: [string | null, string | null][] = [
      ['1-9', 'micro'],
      ['10-49', 'small'],
      ['50-249', 'medium'],
      ['250-999', 'large'],
      ['1000+', 'large'],
      [null, null],
    ];
    for (const [band, sizeClass] of cases)
      expect(peerProfileOf(withFact(base, 'company.size', band)).sizeClass).toBe(sizeClass);
    expect(peerProfileOf(withFact(base, 'industry', 'retail')).industry).toBe('retail');
    expect(peerProfileOf(withFact(base, 'industry', null)).industry).toBeNull();
  });
});

describe('midRankPercentile', () => {
  it('is the mean of the strict and weak shares, rounded half away from zero, within 1..99', () => {
    // 24 companies, 10 below, 3 equal (the user's included): (10 + 1.5) / 24 = 47.9 % → 48.
    expect(midRankPercentile(10, 3, 24)).toBe(48);
    // Alone in the group: 50. Top of 20: (19 + 0.5) / 20 = 97.5 % → 98.
    expect(midRankPercentile(0, 1, 1)).toBe(50);
    expect(midRankPercentile(19, 1, 20)).toBe(98);
    // Top of 105: (104 + 0.5) / 105 = 99.5 % would round to 100 ("higher than 100 %"): kept at 99;
    // bottom of 105: 0.5 / 105 = 0.48 % would round to 0: kept at 1.
    expect(midRankPercentile(104, 1, 105)).toBe(99);
    expect(midRankPercentile(0, 1, 105)).toBe(1);
  });

  it('matches a brute-force count over any group that holds the score', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 0, maxLength: 240 }),
        fc.integer({ min: 0, max: 100 }),
        (others, mine) => {
          const group = [...others, mine];
          const below = group.filter((s) => s < mine).length;
          const equal = group.filter((s) => s === mine).length;
          const p = midRankPercentile(below, equal, group.length);
          const strict = (100 * below) / group.length;
          const weak = (100 * (below + equal)) / group.length;
          expect(p).toBe(Math.min(99, Math.max(1, roundHalfAwayFromZero((strict + weak) / 2))));
        },
      ),
    );
  });
});

describe('BAND_DESCRIBED_SHARE', () => {
  it("states product-spec §4's wording for every band", () => {
    expect(Object.keys(BAND_DESCRIBED_SHARE).sort()).toEqual([...BANDS].sort());
    expect(BAND_DESCRIBED_SHARE).toEqual({
      pioneer: { position: 'top', percent: 5 },
      advanced: { position: 'top', percent: 25 },
      average: { position: 'middle', percent: 50 },
      early_stage: { position: 'bottom', percent: 25 },
      urgent: { position: 'bottom', percent: 10 },
    });
  });
});
