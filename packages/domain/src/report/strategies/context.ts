/**
 * The strategy context (domain-design.md §4; product-spec §2 Results "Strategy" context card, §9
 * "Strategy context"): size class and budget multiplier from the employee count, the band's
 * strategic focus and the order in which strategy categories are tackled.
 */
import type { Localized } from '../../i18n/localized.js';
import type { Locale } from '../../i18n/locale.js';
import type { Band } from '../../scoring/constants.js';
import { factMid, type ContextFacts } from '../answers.js';
import { BAND_RECOMMENDATIONS } from '../feedback/bands.js';
import { pick } from './format.js';
import { STRATEGY_CATEGORY_LABELS, SIZE_CLASS_LABELS } from './labels.js';
import { BUDGET_MULTIPLIER, SIZE_CLASS_FROM } from './tables.js';
import type { SizeClass, StrategyCategory, StrategyContext } from './types.js';

/**
 * Size class of a company with `employees` people (domain-design.md §4): micro below 10, small
 * 10–49, medium 50–249, large 250 and more. `null` when the size is not known ("we'd rather not
 * say") or the count is not a positive number.
 */
export function sizeClassOf(employees: number | undefined): SizeClass | null {
  if (employees === undefined || !Number.isFinite(employees) || employees <= 0) return null;
  if (employees >= SIZE_CLASS_FROM.large) return 'large';
  if (employees >= SIZE_CLASS_FROM.medium) return 'medium';
  if (employees >= SIZE_CLASS_FROM.small) return 'small';
  return 'micro';
}

/**
 * Budget multiplier of a size class (domain-design.md §4): 0.5 micro, 1 small, 2 medium, 4 large;
 * 1 when the size is unknown, as for a small company.
 */
export function budgetMultiplierOf(size: SizeClass | null): number {
  return BUDGET_MULTIPLIER[size ?? 'small'];
}

/** The key of the context tables: a band, or `none` when nothing could be scored. */
type BandKey = Band | 'none';

/**
 * Order in which each band tackles the strategy categories, most urgent first. Weak scores start
 * with foundations (measurement, data) and governance; strong scores start with growth and
 * efficiency, because their basics are in place. With nothing scored the order of `urgent` holds.
 */
export const PRIORITY_ORDER: Readonly<Record<BandKey, readonly StrategyCategory[]>> = {
  urgent: ['foundations', 'governance', 'capability', 'efficiency', 'growth'],
  early_stage: ['foundations', 'capability', 'governance', 'efficiency', 'growth'],
  average: ['governance', 'foundations', 'efficiency', 'capability', 'growth'],
  advanced: ['efficiency', 'growth', 'governance', 'foundations', 'capability'],
  pioneer: ['growth', 'efficiency', 'capability', 'governance', 'foundations'],
  none: ['foundations', 'governance', 'capability', 'efficiency', 'growth'],
};

/**
 * Focus when nothing could be scored (no band). With a band, the focus is the band's own
 * (`BAND_RECOMMENDATIONS[band].focus`, report/feedback/bands.ts), so the overview's focus block
 * and the strategy context state the same fact (domain-design.md §5).
 */
export const NO_SCORE_FOCUS: Localized = {
  en: 'Practise at least five activities of a step to get a score and a focus',
  ro: 'Practicați cel puțin cinci activități ale unui pas pentru a primi un scor și o direcție',
};

/** Note of a context-driven strategy when the size is unknown and the small-company ideals are used. */
export const SIZE_ASSUMED_NOTE: Localized = {
  en: 'Company size not given: compared with the ideal for a small company (10–49 employees).',
  ro: 'Mărimea companiei nu a fost indicată: comparația folosește idealul pentru o companie mică (10–49 angajați).',
};

/** Priority order of a band (see {@link PRIORITY_ORDER}). */
export function priorityOrderOf(band: Band | null): readonly StrategyCategory[] {
  return PRIORITY_ORDER[band ?? 'none'];
}

/** Strategic focus of a band: the band's own focus, or {@link NO_SCORE_FOCUS} without a band. */
export function focusOf(band: Band | null): Localized {
  return band === null ? NO_SCORE_FOCUS : BAND_RECOMMENDATIONS[band].focus;
}

/** The context as the engine uses it, before localisation. */
export interface EngineContext {
  /** Size class, `null` when not given. */
  size: SizeClass | null;
  /** Size class the ideal tables use: `size`, or `small` when unknown. */
  tableSize: SizeClass;
  budgetMultiplier: number;
  categoryOrder: readonly StrategyCategory[];
  focus: Localized;
  /** The overall score, 0..100. */
  haiScore: number;
}

/**
 * Build the engine context from the context facts and the overall result (domain-design.md §4):
 * the size class from the `company.size` band's midpoint. `overallScore` is clamped to 0..100 and
 * a non-finite score reads as 0, so the card never shows NaN.
 */
export function engineContext(facts: ContextFacts, overallScore: number, band: Band | null): EngineContext {
  const size = sizeClassOf(factMid(facts, 'company.size'));
  return {
    size,
    tableSize: size ?? 'small',
    budgetMultiplier: budgetMultiplierOf(size),
    categoryOrder: priorityOrderOf(band),
    focus: focusOf(band),
    haiScore: Number.isFinite(overallScore) ? Math.min(100, Math.max(0, overallScore)) : 0,
  };
}

/** The localized size label, or `null` when unknown. */
export function sizeLabel(size: SizeClass | null, locale: Locale): string | null {
  return size === null ? null : pick(SIZE_CLASS_LABELS[size], locale);
}

/** The context card in `locale` (product-spec §2: company size, HAI score, focus, multiplier). */
export function localizeContext(ctx: EngineContext, locale: Locale): StrategyContext {
  return {
    companySize: sizeLabel(ctx.size, locale),
    haiScore: ctx.haiScore,
    focus: pick(ctx.focus, locale),
    budgetMultiplier: ctx.budgetMultiplier,
    priorityOrder: ctx.categoryOrder.map((c) => pick(STRATEGY_CATEGORY_LABELS[c], locale)),
    budgetNote: null,
  };
}
