/**
 * Roadmap generation (domain-design.md §6): public API. `generateRoadmap` is the
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
export { buildRoadmap, MAX_FIRST_QUARTER_TASKS, taskAnswersStep, type RoadmapInput } from './generate.js';
export { TASKS_PER_STRATEGY } from './strategy-tasks.js';
export { TASK_BUDGET_EUR, allot, scaled, sumRanges, type EuroRange } from './budget.js';
export { MAX_ACTIVITY_TASKS_PER_STEP, activityPriority } from './activity-tasks.js';
export { TASK_CATEGORIES, isAllowedTaskCategory } from './categories.js';
export { OTHER_CATEGORY, isOtherCategory, linesOf, listText } from './task-fields.js';
export {
  TASK_PRIORITY_LABELS,
  TASK_PRIORITY_MAX_LENGTH,
  isNamedPriority,
  normalizePriority,
  taskPriorityLevel,
} from './priority.js';
