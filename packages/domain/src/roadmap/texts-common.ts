/**
 * Texts shared by every generated task (issue 9 item 1): the owner and cause lines of a
 * description, the budget wording, the step tasks' quotes and KPIs, and the "keep it on target"
 * task that fills a short roadmap. `{name}` placeholders are filled in the task's locale.
 */
import type { Localized } from '../bank/types.js';
import type { Unit } from '../report/strategies/format.js';
import type { TaskTexts } from './types.js';

/** Closes a description with the owning role. */
export const OWNER_LINE: Localized = { en: 'Owner: {owner}.', ro: 'Cine răspunde: {owner}.' };

/** Closes a strategy task's description with the problems that triggered the strategy. */
export const WHY_LINE: Localized = { en: 'Why: {problems}.', ro: 'De ce: {problems}.' };

/** A strategy task's investment: the strategy's range, which covers all of its tasks. */
export const STRATEGY_BUDGET: Localized = {
  en: '{budget} for the whole strategy',
  ro: '{budget} pentru întreaga strategie',
};

/** Where a step stands, for a step leaning too much on AI. */
export const STEP_TOO_AI: Localized = {
  en: 'Now people do {your} of the work in {step}, against a target of {target}: move the judgement back to people.',
  ro: 'Acum oamenii fac {your} din munca la pasul „{step}”, față de ținta de {target}: mutați judecata înapoi la oameni.',
};

/** Where a step stands, for a step leaning too much on people. */
export const STEP_TOO_HUMAN: Localized = {
  en: 'Now people do {your} of the work in {step}, against a target of {target}: hand more of the routine work to AI or automation.',
  ro: 'Acum oamenii fac {your} din munca la pasul „{step}”, față de ținta de {target}: lăsați mai mult din munca de rutină în seama AI-ului sau a automatizării.',
};

/** Quotes the answer that pulled a step furthest from its target (one of the causes, not the only one). */
export const QUOTED_ANSWER: Localized = {
  en: 'For example, “{question}”: your answer “{answer}”, the target “{ideal}”.',
  ro: 'De exemplu, „{question}”: răspunsul vostru „{answer}”, ținta „{ideal}”.',
};

/** Why a "start this practice" task: the practices missing in the step. */
export const START_MISSING: Localized = {
  en: 'Activities you do not practise yet in {step}: {count} of {total}, for example “{question}”.',
  ro: 'Activități pe care nu le practicați încă la pasul „{step}”: {count} din {total}, de exemplu „{question}”.',
};

/** Why a "start this practice" task when the step has too few scored answers but none missing. */
export const START_INSUFFICIENT: Localized = {
  en: 'Too few activities of {step} are practised: {scored}, where a score needs {min}.',
  ro: 'Prea puține activități de la pasul „{step}” sunt practicate: {scored}, iar un scor are nevoie de {min}.',
};

/** Activities, for {@link START_MISSING}'s count. */
export const ACTIVITIES: Unit = { en: ['activity', 'activities'], ro: ['activitate', 'activități'] };

/** The KPI of every step task: back within the tolerance at the next assessment. */
export const STEP_KPI: Localized = {
  en: '{step}: people do {low}–{high} of the work at the next assessment (now {your})',
  ro: '{step}: oamenii fac {low}–{high} din muncă la următoarea evaluare (acum {your})',
};

/** The KPI of a "start this practice" task. */
export const START_KPI: Localized = {
  en: '{step}: at least {min} activities practised at the next assessment, with people doing about {target} of the work',
  ro: '{step}: cel puțin {min} activități practicate la următoarea evaluare, iar oamenii fac circa {target} din muncă',
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
    en: 'The {step} step stays on target while tools, people and agencies change.',
    ro: 'Pasul „{step}” rămâne la țintă, chiar dacă se schimbă instrumentele, oamenii sau agențiile.',
  },
  tools: [
    { en: 'This assessment, repeated every quarter', ro: 'Această evaluare, repetată trimestrial' },
    { en: 'The step’s ready-made prompt (Prompts tab)', ro: 'Promptul pregătit al pasului (fila Prompturi)' },
  ],
};
