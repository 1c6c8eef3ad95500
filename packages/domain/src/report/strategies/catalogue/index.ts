/**
 * Every strategy the engine can recommend (domain-design.md §4), one file each in this folder, in
 * catalogue order (the last tie-break of the engine's ordering). Adding a strategy: write its file
 * (see ARCHITECTURE.md "Add a strategy") and list it here.
 */
import type { StrategyDef } from '../define.js';
import { AI_GOVERNANCE } from './ai-governance.js';
import { CHANNEL_PORTFOLIO } from './channel-portfolio.js';
import { CONTENT_GAPS } from './content-gaps.js';
import { DATA_FOUNDATIONS } from './data-foundations.js';
import { FUNNEL_REPAIR } from './funnel-repair.js';
import { GENAI_DATA_PROTECTION } from './genai-data-protection.js';
import { HUMAN_OVERSIGHT } from './human-oversight.js';
import { MEASUREMENT_ROI } from './measurement-roi.js';
import { PESO_REBALANCING } from './peso-rebalancing.js';
import { REPETITIVE_WORK_AUTOMATION } from './repetitive-work-automation.js';
import { SHARED_STEPS_COWORKING } from './shared-steps-coworking.js';
import { TEAM_UPSKILLING } from './team-upskilling.js';

/** The catalogue, in order. */
export const CATALOGUE: readonly StrategyDef[] = [
  AI_GOVERNANCE,
  GENAI_DATA_PROTECTION,
  HUMAN_OVERSIGHT,
  DATA_FOUNDATIONS,
  MEASUREMENT_ROI,
  TEAM_UPSKILLING,
  SHARED_STEPS_COWORKING,
  REPETITIVE_WORK_AUTOMATION,
  FUNNEL_REPAIR,
  PESO_REBALANCING,
  CHANNEL_PORTFOLIO,
  CONTENT_GAPS,
];
