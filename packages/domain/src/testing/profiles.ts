/**
 * Three worked-example companies (issue 20 "Done when"): an AI-heavy consumer retailer, a
 * human-heavy B2B consultancy and a mixed software start-up, each a complete assessment on the
 * real bank — deterministic answers to every activity and a context of its own — for the unit
 * tests that check their reports word by word, the browser tests and the blind reading of the
 * reports (`pnpm --filter @hai/domain reports`).
 */
import { STEPS } from '../bank/index.js';
import type { ContextFactKey } from '../bank/context-facts.js';
import { PRACTISED_KEYS, type OptionKey, type PractisedKey } from '../bank/types.js';
import { answerKey, contextAnswer, type GeneratedAnswer } from './answers.js';

/** A worked-example company: who it is, its context, and how it answers each activity. */
export interface Profile {
  id: 'ai-heavy' | 'human-heavy' | 'mixed';
  /** One line a reader can picture. */
  description: string;
  context: Readonly<Record<ContextFactKey, string | null>>;
  /**
   * The answer to the `i`-th activity of the bank (0..166, bank order) whose ideal is `ideal`:
   * a letter A–D or E.
   */
  answer: (ideal: PractisedKey, i: number) => OptionKey;
}

const shift = (ideal: PractisedKey, by: number): PractisedKey =>
  PRACTISED_KEYS[Math.max(0, Math.min(3, PRACTISED_KEYS.indexOf(ideal) + by))]!;

/** The three companies. */
export const PROFILES: readonly Profile[] = [
  {
    id: 'ai-heavy',
    description:
      'A 120-person online retailer selling to consumers, paid social first, that automated most of its marketing in two years',
    context: {
      'company.size': '50-249',
      'business.model': 'b2c',
      'sales.model': 'online',
      'customer.records': 'crm',
      industry: 'retail',
      'marketing.budget': '1m-5m',
      'content.volume': '100+',
      'content.weakestStage': 'retention',
      'peso.lead': 'paid',
      'channel.best': 'paidSocial',
      'channel.untapped': 'email',
      'team.size': '6-20',
      'funnel.visitorToLead': '1-2',
      'funnel.leadToCustomer': '6-12',
      'funnel.retention': '20-40',
    },
    // One or two scale steps more machine than the ideal, every fourth activity at it; nothing missing.
    answer: (ideal, i) => (i % 4 === 3 ? ideal : shift(ideal, 1 + (i % 2))),
  },
  {
    id: 'human-heavy',
    description:
      'A 25-person B2B consultancy that wins work through events and referrals and does its marketing by hand',
    context: {
      'company.size': '10-49',
      'business.model': 'b2b',
      'sales.model': 'sales-team',
      'customer.records': 'other-tool',
      industry: 'services',
      'marketing.budget': '<50k',
      'content.volume': '<10',
      'content.weakestStage': 'tofu',
      'peso.lead': 'earned',
      'channel.best': 'events',
      'channel.untapped': 'seo',
      'team.size': '2-5',
      'funnel.visitorToLead': '<0.5',
      'funnel.leadToCustomer': '12+',
      'funnel.retention': '60-80',
    },
    // One or two steps more human than the ideal; every fifth activity not done yet.
    answer: (ideal, i) => (i % 5 === 4 ? 'E' : shift(ideal, -1 - (i % 2))),
  },
  {
    id: 'mixed',
    description:
      'An 8-person software start-up selling to businesses and consumers, strong on SEO, uneven everywhere else',
    context: {
      'company.size': '1-9',
      'business.model': 'both',
      'sales.model': 'online',
      'customer.records': 'crm',
      industry: 'software',
      'marketing.budget': '<50k',
      'content.volume': '10-30',
      'content.weakestStage': 'bofu',
      'peso.lead': 'owned',
      'channel.best': 'seo',
      'channel.untapped': 'paidSearch',
      'team.size': '1',
      'funnel.visitorToLead': '0.5-1',
      'funnel.leadToCustomer': '<1',
      'funnel.retention': null,
    },
    // A third at the ideal, a third one step more machine, a third one step more human, some not done.
    answer: (ideal, i) =>
      i % 3 === 0 ? ideal : i % 3 === 1 ? shift(ideal, 1) : i % 7 === 2 ? 'E' : shift(ideal, -1),
  },
];

/** The profile's complete assessment: every activity by its rule, every context question by its context. */
export function profileAnswers(profile: Profile): GeneratedAnswer[] {
  let i = 0;
  return STEPS.flatMap((s) =>
    s.questions.map((q) =>
      q.kind === 'activity'
        ? answerKey(q, profile.answer(q.activity.ideal, i++))
        : contextAnswer(q, profile.context[q.fact]),
    ),
  );
}

/** A profile by id. */
export function profile(id: Profile['id']): Profile {
  return PROFILES.find((p) => p.id === id)!;
}
