/**
 * Typed shape of the question bank, version 3 (domain-design.md §2).
 *
 * The bank is data, kept by entity: one folder a step under `./steps/<key>/`, holding the step's
 * texts, its activity and context questions (built with the helpers of `./define.ts`, which derive
 * ids, letters and the answer scale), its feedback, prompt template and roadmap tasks. Ids are
 * stable forever once shipped, because stored answers reference them.
 */
import type { StepFeedbackTexts } from '../report/feedback/types.js';
import type { StepPromptTemplate } from '../report/prompts/types.js';
import type { StepTasks } from '../roadmap/types.js';
import type { ApplicabilityCondition } from './applicability.js';
import type { ContextFactKey } from './context-facts.js';

import type { Localized } from '../i18n/localized.js';

export type { Localized };

/** The 12 step keys, in `globalOrder` (product-spec §1). */
export const STEP_KEYS = [
  'VIZIUNE',
  'CLARITATE',
  'DECIZIE',
  'AMPLIFICARE',
  'CURAJ',
  'CONVERGENTA',
  'COLABORARE',
  'SISTEME',
  'PREDICTII',
  'INTEGRARE',
  'TRANSFORMARE',
  'IMPACT',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/** Option letters: A..E on the answer scale; context questions may go further. */
export type OptionKey = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J';

/**
 * The letters of the answer scale that mean "practised" (domain-design.md §2): A people do it,
 * B people lead and AI or automation assists, C AI or automation leads and people review, D AI or
 * automation alone. E ("we don't do this yet") is not practised.
 */
export const PRACTISED_KEYS = ['A', 'B', 'C', 'D'] as const;
export type PractisedKey = (typeof PRACTISED_KEYS)[number];

/**
 * Risk flags of an activity (domain-design.md §2): what the governance rules read when the answer
 * is C or D (AI or automation leads or works alone).
 * - `personal-data`: customer or employee personal data goes through the tool (GDPR);
 * - `ai-act-disclosure`: people meet AI-generated content or an AI system that must be disclosed
 *   (EU AI Act art. 50);
 * - `automated-decision`: a decision with legal or similar effect on a person (GDPR art. 22);
 * - `brand-safety`: what is published or where it appears can harm the brand;
 * - `bias`: the outcome can treat groups of people unequally.
 */
export const RISK_FLAGS = [
  'personal-data',
  'ai-act-disclosure',
  'automated-decision',
  'brand-safety',
  'bias',
] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/**
 * Topics the bank must cover (six of them added by the first review of the bank): the
 * activity that covers one names it in `topic`, and the integrity test checks each is covered.
 */
export const REQUIRED_TOPICS = [
  'ai-roi',
  'genai-customer-data',
  'ai-act-disclosure',
  'bias',
  'brand-safety',
  'ai-search-visibility',
] as const;
export type RequiredTopic = (typeof REQUIRED_TOPICS)[number];

/**
 * The three lever texts of an activity (domain-design.md §2), each ≤ 35 words, concrete, no
 * virtue words. A direction the ideal makes unreachable has no text: an activity whose ideal is A
 * cannot be more human than its ideal, so it has no `towardMachine`; one whose ideal is D has no
 * `towardHuman`.
 */
export interface Levers {
  /** For an answer more human than the ideal: how AI or automation can take more, with a control. */
  towardMachine?: Localized;
  /** For an answer more machine than the ideal: where a person must stay, and why. */
  towardHuman?: Localized;
  /** For "we don't do this yet": why the activity matters and the first step. */
  start: Localized;
  /**
   * Only with ideal A, for the answer one step short of it (B: people lead, AI or automation
   * drafts, suggests or does part of the work): which part AI gives back to people in this
   * activity, and what it may still supply (reports, dashboards, summaries of data). ≤ 30 words,
   * followed in the report by the rationale (`report/lever.ts`).
   */
  takeAiOut?: Localized;
  /**
   * Only with ideal D, for the answer one step short of it (C: AI or automation does most of it,
   * people check): how it runs alone in this activity — which cases still go to a person, and what
   * is sampled how often. ≤ 30 words, followed in the report by the rationale (`report/lever.ts`).
   */
  letItRun?: Localized;
}

/**
 * A lever as a roadmap task: the task's short title and the tool or template that does
 * the work.
 */
export interface LeverTask {
  /** Imperative, names the activity: "Let AI transcribe and tag your customer interviews"; ≤ 10 words en, ≤ 13 ro. */
  title: Localized;
  /** The tool, template or format the task uses, a noun phrase of ≤ 6 words: "Transcription tool with theme tagging". */
  tool: Localized;
  /**
   * `light`: the task needs no new tool or outside project — a line on a checklist, a one-page
   * rule, a named person who takes a decision or a check back, a meeting in place of a report, a
   * spreadsheet's own function, a setting in a tool the company already uses. The roadmap
   * prices it as people's own time (`TASK_BUDGET_EUR.light`) and funds it before outside work.
   * Absent: priced by its lever (`roadmap/budget.ts`).
   */
  cost?: 'light';
}

/** The task of each lever of an activity: the same keys as its {@link Levers}. */
export interface LeverTasks {
  towardMachine?: LeverTask;
  towardHuman?: LeverTask;
  start: LeverTask;
}

/** An activity as its author writes it (the input of `activity()` in `./define.ts`). */
export interface ActivityInput {
  /** Kebab-case, unique in the bank; the question id is `<step key lower>-<slug>`. Never reused. */
  slug: string;
  /** "Who writes the first drafts of your ad copy?": ≤ 12 words, names one concrete activity. */
  stem: Localized;
  /** The answer this step's ideal split asks of the activity. */
  ideal: PractisedKey;
  /** Why that is the ideal, one sentence. */
  rationale: Localized;
  levers: Levers;
  /** Each lever as a roadmap task: title and tool (domain-design.md §6). */
  tasks: LeverTasks;
  risks?: readonly RiskFlag[];
  /** The required topic this activity covers, if any. */
  topic?: RequiredTopic;
  /**
   * When the activity exists at all (domain-design.md §9; `./applicability.ts`): every condition
   * must hold for the company's context answers, an unknown fact holding. Absent: it applies to
   * every company. An activity that does not apply is not asked and counts nowhere.
   */
  appliesWhen?: readonly ApplicabilityCondition[];
  /**
   * How much a gap here matters, 1 (nice to have) to 3 (foundational); orders the "not yet
   * practised" activities the feedback names first. Default 2.
   */
  weight?: 1 | 2 | 3;
}

/** A free input attached to an option (shown when the option is selected; spec §3, §5). */
export type OptionInput =
  | {
      /** `integer`: a whole number; `decimal`: at most one decimal (a decimal comma is accepted). */
      type: 'integer' | 'decimal';
      /** Inclusive bounds; `null` means unbounded on that side. */
      min: number | null;
      max: number | null;
    }
  | {
      /** Free text, kept and shown back, never scored. */
      type: 'text';
      maxLength: number;
    };

/** One answer option, as the chat shows it. */
export interface OptionDef {
  /** Stable id, `<question id>-<key lowercased>`, e.g. `viziune-purpose-b`. */
  id: string;
  key: OptionKey;
  text: Localized;
  /**
   * Machine share of the work when this option describes the company, 0..100 (AI and rule-based
   * automation alike; human = 100 − machine): the scale's 0, 33, 67, 100 for A..D. `null` for E
   * ("we don't do this yet") and for every option of a context question.
   */
  machineShare: number | null;
  /** Context options: the fact's value this option stands for; `null` for "we don't know". */
  value?: string | null;
  /** Cannot be combined with other options in a multi-select answer. */
  exclusive?: boolean;
  input?: OptionInput;
}

/** What an activity question carries besides its wire shape. */
export interface ActivityDef extends Omit<ActivityInput, 'stem' | 'weight'> {
  weight: 1 | 2 | 3;
}

/** An activity question: one activity on the answer scale (options A..E). */
export interface ActivityQuestion {
  /** `<step key lower>-<slug>`, e.g. `viziune-purpose`. */
  id: string;
  kind: 'activity';
  type: 'single_choice';
  text: Localized;
  options: OptionDef[];
  activity: ActivityDef;
}

/**
 * A context question (domain-design.md §2): one fact the strategy engine needs, as banded single
 * choices that take one tap, "we don't know" (or "we'd rather not say") always last. Never scored.
 */
export interface ContextQuestion {
  id: string;
  kind: 'context';
  type: 'single_choice';
  text: Localized;
  options: OptionDef[];
  fact: ContextFactKey;
}

export type QuestionDef = ActivityQuestion | ContextQuestion;
export type QuestionKind = QuestionDef['kind'];

/** One of the 12 steps with its 15 questions and the content kept with it (domain-design.md §1–§2). */
export interface StepDef {
  key: StepKey;
  /** 1..12 */
  globalOrder: number;
  /** Ideal human share of the work in this step, percent (spec §9). Machine = 100 − human. */
  targetHumanPercent: number;
  name: Localized;
  /** Rich text (a `<p>` or two, `<strong>`); sanitised on display. */
  description: Localized;
  /** The 15 questions in the order asked: the activities, then the context questions. */
  questions: QuestionDef[];
  /** The activity questions, in order (a view of `questions`). */
  activities: ActivityQuestion[];
  /** Spec §3 feedback texts: on / above / below target and "not implemented". */
  feedback: StepFeedbackTexts;
  /** The step's AI prompt template (domain-design.md §5). */
  prompt: StepPromptTemplate;
  /** The step's roadmap task templates (domain-design.md §6). */
  roadmap: StepTasks;
}
