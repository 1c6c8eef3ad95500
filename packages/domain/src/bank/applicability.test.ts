/**
 * Applicability over every company profile the context answers can give (domain-design.md §9):
 * the profiles are few (size × business model × how customers buy × customer records × team), so
 * the bank's own guarantees are checked on all of them, not on a sample.
 */
import { describe, expect, it } from 'vitest';
import { MACHINE_SHARE } from './scale.js';
import { STEPS, QUESTIONS, factQuestionId, getQuestion } from './index.js';
import {
  APPLICABILITY_CONDITIONS,
  APPLICABILITY_CONDITION_KEYS,
  type CompanyProfile,
} from './applicability.js';
import {
  applicableActivities,
  assessmentPath,
  isApplicable,
  notApplicableActivities,
  profileOf,
  profileOfAnswers,
  everyApplicabilityFacts,
} from './profile.js';

const PROFILES: CompanyProfile[] = everyApplicabilityFacts().map(profileOf);
const MIN_APPLICABLE_PER_STEP = 8;
const TOLERANCE = 5;

describe('applicability', () => {
  it('reads only the applicability facts, whose questions come before every activity they decide', () => {
    for (const q of QUESTIONS) {
      if (q.kind !== 'activity') continue;
      for (const c of q.activity.appliesWhen ?? []) {
        for (const fact of APPLICABILITY_CONDITIONS[c].facts) {
          const asked = getQuestion(factQuestionId(fact))!;
          expect(asked.questionNumber, `${q.id} reads ${fact}`).toBeLessThan(q.questionNumber);
        }
      }
    }
  });

  it('keeps every activity for a company that said nothing, or answered "we don\'t know"', () => {
    const unknown = profileOfAnswers([]);
    for (const step of STEPS)
      expect(applicableActivities(step, unknown)).toHaveLength(step.activities.length);
  });

  it('uses every condition it declares, each with a reason in both languages', () => {
    const used = new Set(
      QUESTIONS.flatMap((q) => (q.kind === 'activity' ? (q.activity.appliesWhen ?? []) : [])),
    );
    for (const c of APPLICABILITY_CONDITION_KEYS) {
      expect(used.has(c), c).toBe(true);
      expect(APPLICABILITY_CONDITIONS[c].reason.en).not.toBe('');
      expect(APPLICABILITY_CONDITIONS[c].reason.ro).not.toBe('');
    }
  });

  it(`leaves every step at least ${MIN_APPLICABLE_PER_STEP} applicable activities for every profile`, () => {
    for (const profile of PROFILES)
      for (const step of STEPS)
        expect(
          applicableActivities(step, profile).length,
          `${step.key} ${JSON.stringify(profile)}`,
        ).toBeGreaterThanOrEqual(MIN_APPLICABLE_PER_STEP);
  });

  it(`keeps the mean of the applicable ideals within ${TOLERANCE} points of the step's target for every profile (all ideals read on target)`, () => {
    for (const profile of PROFILES)
      for (const step of STEPS) {
        const ideals = applicableActivities(step, profile).map((q) => 100 - MACHINE_SHARE[q.activity.ideal]);
        const human = ideals.reduce((a, b) => a + b, 0) / ideals.length;
        expect(
          Math.abs(human - step.targetHumanPercent),
          `${step.key} ${JSON.stringify(profile)}`,
        ).toBeLessThanOrEqual(TOLERANCE);
      }
  });

  it('asks the micro consumer business with no sales people, no CRM and one marketer fewer questions, and says why', () => {
    const micro = profileOf({
      'company.size': '1-9',
      'business.model': 'b2c',
      'sales.model': 'in-person',
      'customer.records': 'other-tool',
      'team.size': '1',
    });
    const large = profileOf({
      'company.size': '250-999',
      'business.model': 'b2b',
      'sales.model': 'both',
      'customer.records': 'crm',
      'team.size': '21-50',
    });
    expect(assessmentPath(large).total).toBe(QUESTIONS.length);
    expect(assessmentPath(micro).total).toBeLessThan(QUESTIONS.length);
    const lead = getQuestion('sisteme-lead-routing');
    expect(lead?.kind).toBe('activity');
    if (lead?.kind === 'activity') expect(isApplicable(lead, micro)).toBe(false);
    const colaborare = STEPS.find((s) => s.key === 'COLABORARE')!;
    const reasons = notApplicableActivities(colaborare, micro).flatMap((n) => n.conditions);
    expect(reasons).toContain('marketing-team');
    expect(reasons).toContain('sales-team');
  });

  it('numbers the path of a profile densely, step by step, and walks it both ways', () => {
    for (const profile of PROFILES.slice(0, 200)) {
      const path = assessmentPath(profile);
      path.questions.forEach((q, i) => {
        expect(path.positionOf(q.questionNumber)).toBe(i + 1);
        expect(path.nextAfter(i === 0 ? 0 : path.questions[i - 1]!.questionNumber)).toBe(q);
        expect(path.previousBefore(q.questionNumber)).toBe(i === 0 ? undefined : path.questions[i - 1]);
      });
      expect(path.nextAfter(path.last.questionNumber)).toBeUndefined();
      expect(Object.values(path.stepCounts).reduce((a, b) => a + b, 0)).toBe(path.total);
    }
  });
});
