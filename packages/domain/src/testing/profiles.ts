/**
 * Five worked-example companies: an AI-heavy consumer retailer, a human-heavy B2B consultancy, a
 * mixed software start-up, a micro consumer business with no sales team and no CRM, and a small
 * B2B service firm, each a complete assessment on the
 * real bank — deterministic answers to every activity and a context of its own — for the unit
 * tests that check their reports word by word, the browser tests and the blind reading of the
 * reports (`pnpm --filter @hai/domain reports`).
 */
import { STEPS } from '../bank/index.js';
import type { ContextFactKey } from '../bank/context-facts.js';
import { PRACTISED_KEYS, type OptionKey, type PractisedKey } from '../bank/types.js';
import { answerKey, contextAnswer, type GeneratedAnswer } from './answers.js';
import { isApplicable, profileOf, type ContextFacts } from '../bank/profile.js';

/** A worked-example company: who it is, its context, and how it answers each activity. */
export interface Profile {
  id: 'ai-heavy' | 'human-heavy' | 'mixed' | 'micro-consumer' | 'b2b-service';
  /** One line a reader can picture. */
  description: string;
  context: Readonly<Record<ContextFactKey, string | null>>;
  /**
   * The answer to the `i`-th activity of the bank (0-based, bank order, counting only those the
   * company is asked) whose ideal is `ideal`, with its question id: a letter A–D or E.
   */
  answer: (ideal: PractisedKey, i: number, id: string) => OptionKey;
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
  {
    id: 'micro-consumer',
    description:
      'An 8-person family bakery with two shops, selling to consumers in person; the owner does the marketing alone with social media and a newsletter, keeps customers in the newsletter tool, and has no sales team and no CRM',
    context: {
      'company.size': '1-9',
      'business.model': 'b2c',
      'sales.model': 'in-person',
      'customer.records': 'other-tool',
      industry: 'retail',
      'marketing.budget': '<50k',
      'content.volume': '10-30',
      'content.weakestStage': 'retention',
      'peso.lead': 'shared',
      'channel.best': 'organicSocial',
      'channel.untapped': 'email',
      'team.size': '1',
      'funnel.visitorToLead': null,
      'funnel.leadToCustomer': null,
      'funnel.retention': '40-60',
    },
    // The owner decides and writes by hand, uses ChatGPT for drafts and images, schedules posts,
    // and has not started the data, forecasting and most tooling work.
    answer: (ideal, i, id) => {
      const step = id.slice(0, id.indexOf('-'));
      if (MICRO_ANSWERS[id]) return MICRO_ANSWERS[id]!;
      if (step === 'predictii' || step === 'integrare' || step === 'sisteme') return i % 4 === 0 ? 'A' : 'E';
      if (step === 'impact') return i % 3 === 0 ? 'E' : 'A';
      if (step === 'transformare') return i % 2 === 0 ? 'A' : 'E';
      return ideal === 'A' ? 'A' : i % 3 === 2 ? 'E' : 'A';
    },
  },
  {
    id: 'b2b-service',
    description:
      'A 30-person B2B IT services firm with two sales people and a CRM; marketing is two people and a freelancer, strong on automation in the CRM, light on research and planning',
    context: {
      'company.size': '10-49',
      'business.model': 'b2b',
      'sales.model': 'sales-team',
      'customer.records': 'crm',
      industry: 'software',
      'marketing.budget': '50k-250k',
      'content.volume': '<10',
      'content.weakestStage': 'bofu',
      'peso.lead': 'owned',
      'channel.best': 'partnerships',
      'channel.untapped': 'seo',
      'team.size': '2-5',
      'funnel.visitorToLead': '0.5-1',
      'funnel.leadToCustomer': '6-12',
      'funnel.retention': '80+',
    },
    // Systems, integration and predictions one step more machine than the ideal (the CRM does a
    // lot alone); vision, clarity and decisions one step more human; every sixth activity not
    // done yet; the rest at the ideal.
    answer: (ideal, i, id) => {
      const step = id.slice(0, id.indexOf('-'));
      if (i % 6 === 5) return 'E';
      if (step === 'sisteme' || step === 'integrare' || step === 'predictii') return shift(ideal, 1);
      if (step === 'viziune' || step === 'claritate' || step === 'decizie') return shift(ideal, -1);
      return ideal;
    },
  },
];

/**
 * The micro bakery's answers where its owner's practice is known: the activities done with AI
 * (drafts, images, scheduling) and those not done yet; the others follow its rule.
 */
const MICRO_ANSWERS: Readonly<Record<string, OptionKey>> = {
  'amplificare-blog-drafts': 'B',
  'amplificare-post-images': 'C',
  'amplificare-scheduled-publishing': 'D',
  'amplificare-localisation': 'E',
  'amplificare-seo-optimisation': 'E',
  'amplificare-long-to-short': 'B',
  'amplificare-content-calendar': 'A',
  'amplificare-customer-stories': 'A',
  'convergenta-ad-bidding': 'D',
  'convergenta-social-comments': 'A',
  'convergenta-press-pitching': 'E',
  'convergenta-influencer-selection': 'A',
  'convergenta-ai-search-visibility': 'E',
  'convergenta-mention-monitoring': 'E',
  'integrare-triggered-messages': 'D',
  'integrare-welcome-sequence': 'B',
  'sisteme-send-timing': 'D',
  'claritate-feedback-themes': 'A',
  'claritate-competitor-messages': 'A',
  'claritate-interview-insights': 'E',
  'claritate-market-overview': 'E',
};

/** The profile's complete assessment: every question it is asked, activities by its rule, context questions by its context. */
export function profileAnswers(profile: Profile): GeneratedAnswer[] {
  const asked = profileOf(
    Object.fromEntries(
      Object.entries(profile.context).filter((e): e is [string, string] => e[1] !== null),
    ) as ContextFacts,
  );
  let i = 0;
  return STEPS.flatMap((s) =>
    s.questions.flatMap((q) =>
      q.kind === 'context'
        ? [contextAnswer(q, profile.context[q.fact])]
        : isApplicable(q, asked)
          ? [answerKey(q, profile.answer(q.activity.ideal, i++, q.id))]
          : [],
    ),
  );
}

/** A profile by id. */
export function profile(id: Profile['id']): Profile {
  return PROFILES.find((p) => p.id === id)!;
}
