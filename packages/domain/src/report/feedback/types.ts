/**
 * Shapes of the per-step feedback texts (domain-design.md §5, product-spec §3 "Step feedback
 * item", §4 "Step feedback status").
 */
import type { Localized } from '../../i18n/localized.js';

/**
 * The four feedback texts of one step, each in en and ro: one paragraph, `<p><strong>lead
 * sentence.</strong> optional second sentence.</p>`, 12–40 words (sanitised on display,
 * product-spec §5). They open the step's feedback and state its direction only: what the user
 * does is said by the activities quoted after them, so these texts never assert a
 * practice as the company's or advise one.
 */
export interface StepFeedbackTexts {
  /** The user's human share is within ±5 points of the step's target (status `on-target`). */
  onTarget: Localized;
  /** The step leans more human than its ideal by more than 5 points (`above-target`). */
  aboveTarget: Localized;
  /** The step leans more AI than its ideal by more than 5 points (`below-target`). */
  belowTarget: Localized;
  /**
   * The "not implemented category" text (product-spec §3): every answer of the step was option E
   * or "None of these yet"; how to start this category with the right split.
   */
  notImplemented: Localized;
}
