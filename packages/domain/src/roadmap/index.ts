/**
 * Roadmap generation (domain-design.md §6; issue 9 item 1): public API. `generateRoadmap` is the
 * entry point; the horizons and the task shapes are exported for the API and the web app.
 */
export * from './types.js';
export {
  ROADMAP_HORIZON_LABELS,
  HORIZON_OF_TIMELINE,
  horizonLabel,
  horizonOfLabel,
  horizonRank,
} from './horizons.js';
export { generateRoadmap, roadmapFromReport, BAND_FOUNDATION_TASKS } from './generate.js';
export { TASKS_PER_STRATEGY } from './strategy-tasks.js';
export { TASK_CATEGORIES, isAllowedTaskCategory } from './categories.js';
