/**
 * Performance levels (spec §4, §9): score bands from green (pioneer) to red (urgent).
 * The band itself comes from the server (`assessment.overallScore.band`).
 */
import type { Band } from '@hai/domain';

export const LEVEL_COLORS: Record<Band, string> = {
  pioneer: '#15803d',
  advanced: '#4d7c0f',
  average: '#b45309',
  early_stage: '#c2410c',
  urgent: '#b91c1c',
};
