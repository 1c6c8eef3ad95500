/**
 * Texts shared by every generated task: the owner and cause lines of a
 * description, the budget wording, the step tasks' quotes and KPIs, and the "keep it on target"
 * task that fills a short roadmap. `{name}` placeholders are filled in the task's locale.
 */
import type { Localized } from '../i18n/localized.js';
import type { TaskTexts } from './types.js';

/** Closes a description with the owning role. */
export const OWNER_LINE: Localized = { en: 'Owner: {owner}.', ro: 'Cine răspunde: {owner}.' };

/**
 * The owner of every strategy task and review when the marketing team is one person (the
 * `team.size` context fact): the roadmap speaks to that person directly — in Romanian with "voi",
 * the form every text of the report addresses the company with (never "dumneavoastră" beside
 * "vostru").
 */
export const SOLO_OWNER: Localized = {
  en: 'You, with outside help where needed',
  ro: 'Voi, cu ajutor din afară unde este nevoie',
};

/** Closes a strategy task's description with the problems that triggered the strategy. */
export const WHY_LINE: Localized = { en: 'Why: {problems}.', ro: 'De ce: {problems}.' };

/**
 * A strategy task's investment: its share of the strategy's range (the shares of a strategy's
 * tasks add up to the range on its card, `roadmap/budget.ts`).
 */
export const STRATEGY_SHARE: Localized = {
  en: '{share}, part of the strategy’s {budget}',
  ro: '{share}, parte din bugetul strategiei, de {budget}',
};

/** Why an activity task: the question and the user's answer against the ideal. */
export const WHY_ANSWER: Localized = {
  en: 'Why: “{question}” — your answer “{answer}”, the ideal “{ideal}”.',
  ro: 'De ce: „{question}” — răspunsul vostru „{answer}”, idealul „{ideal}”.',
};

/** Why a "start" activity task: the question answered "we don't do this yet". */
export const WHY_NOT_YET: Localized = {
  en: 'Why: “{question}” — you do not do this yet.',
  ro: 'De ce: „{question}” — nu faceți încă asta.',
};

/** The KPI of an activity task: the ideal answer at the next assessment. */
export const ACTIVITY_KPI: Localized = {
  en: '“{question}”: “{ideal}” at the next assessment (now “{answer}”)',
  ro: '„{question}”: „{ideal}” la următoarea evaluare (acum „{answer}”)',
};

/**
 * The KPI of a "start" activity task: counted from the task's own start, since the roadmap may
 * place it in any quarter.
 */
export const START_ACTIVITY_KPI: Localized = {
  en: '“{question}”: practised as “{ideal}” within 90 days of starting (now not done)',
  ro: '„{question}”: practicată ca „{ideal}” în cel mult 90 de zile de la începere (acum nu se face)',
};

/**
 * The KPI of a start that needs no new tool (`LeverTask.cost` light: a checklist line, a
 * spreadsheet's function): the practice in place, without the ideal's level, which its simple
 * first form does not reach yet.
 */
export const START_LIGHT_ACTIVITY_KPI: Localized = {
  en: '“{question}”: practised within 90 days of starting (now not done)',
  ro: '„{question}”: practicată în cel mult 90 de zile de la începere (acum nu se face)',
};

/**
 * The KPI of a task that reviews a whole step (the sustain task): its split back within the
 * tolerance at the next assessment.
 */
export const STEP_KPI: Localized = {
  en: '{step}: people do {low}–{high} of the work at the next assessment (now {your})',
  ro: '{step}: oamenii fac {low}–{high} din muncă la următoarea evaluare (acum {your})',
};

/**
 * The step's range beside the KPI of one activity's task in a step off target: one activity
 * moves the step's split only part of the way, so the task is said to be one of the actions
 * toward the range, not to reach it alone.
 */
export const STEP_CONTRIBUTION_KPI: Localized = {
  en: '{step}: one of the actions that bring people’s share to {low}–{high} of the work (now {your})',
  ro: '{step}: una dintre acțiunile care aduc partea oamenilor la {low}–{high} din muncă (acum {your})',
};

/**
 * The "keep it on target" task of a step, used only to bring a short roadmap up to the minimum:
 * `{step}` the step's name, `{split}` its human/AI target such as "90/10", `{practices}` what
 * the review looks at (`StepTasks.practices`), `{owner}` the step's owner.
 */
export const SUSTAIN_TASK: TaskTexts = {
  title: {
    en: '{step}: check every quarter that the {split} human–AI split holds',
    ro: '{step}: verificați trimestrial că împărțirea om–AI de {split} se menține',
  },
  action: {
    en: 'Each quarter, review {practices} against this assessment, and correct any drift of more than 5 points before it shows in results.',
    ro: 'În fiecare trimestru, analizați {practices} față de această evaluare și corectați orice abatere de peste 5 puncte înainte să se vadă în rezultate.',
  },
  owner: { en: '{owner}', ro: '{owner}' },
  kpis: [
    {
      en: '4 quarterly reviews held in the next 12 months',
      ro: '4 analize trimestriale în următoarele 12 luni',
    },
  ],
  expectedResults: {
    en: 'The {step} step stays on target while tools, people and outside partners change.',
    ro: 'Pasul „{step}” rămâne la țintă, chiar dacă se schimbă instrumentele, oamenii sau partenerii externi.',
  },
  tools: [
    { en: 'This assessment, repeated every quarter', ro: 'Această evaluare, repetată trimestrial' },
    { en: 'The step’s ready-made prompt (Prompts tab)', ro: 'Promptul pregătit al pasului (fila Prompturi)' },
  ],
};

/**
 * A task beyond the roadmap's budget (a third of the yearly marketing budget): its investment,
 * then when to fund it.
 */
export const WHEN_BUDGET_ALLOWS: Localized = {
  en: '{budget} — when budget allows',
  ro: '{budget} — când bugetul permite',
};
