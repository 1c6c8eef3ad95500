/**
 * Timeline horizons of the roadmap (the timeline view groups tasks by horizon). The first
 * three labels are the strategy engine's timelines, so a strategy card and its tasks read alike.
 */
import type { Localized } from '../i18n/localized.js';
import type { Locale } from '../i18n/locale.js';
import { TIMELINES, type Timeline } from '../report/strategies/labels.js';
import { ROADMAP_HORIZONS, type RoadmapHorizon } from './types.js';

/** Label of each horizon, en and ro. */
export const ROADMAP_HORIZON_LABELS: Readonly<Record<RoadmapHorizon, Localized>> = {
  '0-3': TIMELINES.now,
  '3-6': TIMELINES.quarter,
  '6-9': { en: '6–9 months', ro: '6–9 luni' },
  '6-12': TIMELINES.year,
  '9-12': { en: '9–12 months', ro: '9–12 luni' },
  '12+': { en: '12+ months', ro: 'peste 12 luni' },
};

/** The horizon of a strategy's timeline (`now` → 0–3, `quarter` → 3–6, `year` → 6–12 months). */
export const HORIZON_OF_TIMELINE: Readonly<Record<Timeline, RoadmapHorizon>> = {
  now: '0-3',
  quarter: '3-6',
  year: '6-12',
};

/** The label of `horizon` in `locale`, e.g. "0–3 luni". */
export function horizonLabel(horizon: RoadmapHorizon, locale: Locale): string {
  return ROADMAP_HORIZON_LABELS[horizon][locale];
}

/**
 * The horizon whose label, in either locale, is `timeline` (trimmed, case-insensitive; a plain
 * hyphen matches the en dash), or `null`: lets the timeline view place a task by its text, e.g.
 * a custom task whose timeline was typed or edited.
 */
export function horizonOfLabel(timeline: string | null | undefined): RoadmapHorizon | null {
  if (!timeline) return null;
  const norm = (s: string): string =>
    s
      .trim()
      .toLowerCase()
      .replace(/[-‐‑‒–—]/g, '–');
  const wanted = norm(timeline);
  return (
    ROADMAP_HORIZONS.find((h) =>
      Object.values(ROADMAP_HORIZON_LABELS[h]).some((label) => norm(label) === wanted),
    ) ?? null
  );
}

/** Rank of a horizon, 0 = soonest (for sorting). */
export function horizonRank(horizon: RoadmapHorizon): number {
  return ROADMAP_HORIZONS.indexOf(horizon);
}
