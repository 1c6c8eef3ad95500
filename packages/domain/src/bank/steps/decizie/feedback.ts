/**
 * DECIZIE: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one paragraph
 * that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in English: the
 * direction of the split and what it costs or protects, with no claim about a single practice, since the
 * exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 75 % human. AI prepares data and options; people weigh trade-offs and own the call.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your big marketing decisions sit at this step’s balance.</strong> At this split, AI prepares data, scenarios and options, and one named person weighs the trade-offs, makes the call and answers for it.</p>',
    ro: '<p><strong>Marile voastre decizii de marketing se află la echilibrul acestui pas.</strong> La această împărțire, AI-ul pregătește datele, scenariile și opțiunile, iar o persoană numită cântărește variantele, decide și răspunde pentru alegere.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People carry even more of your decision work than this step needs.</strong> Where scenarios, business cases and underperformance alerts are built by hand, options reach the table unquantified and weak campaigns run longer.</p>',
    ro: '<p><strong>Oamenii duc chiar mai mult din munca de decizie decât cere acest pas.</strong> Acolo unde scenariile, argumentarea investițiilor și alertele de rezultate slabe se fac manual, opțiunile ajung la discuție fără estimări, iar campaniile slabe rulează mai mult.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation makes more of your marketing calls than this step’s ideal.</strong> Where models set priorities or move budget alone, no one can defend the choice or learn from a wrong one.</p>',
    ro: '<p><strong>AI-ul sau automatizarea iau mai multe decizii de marketing decât prevede idealul acestui pas.</strong> Acolo unde modelele stabilesc singure prioritățile sau mută bugetul, nimeni nu poate apăra alegerea și nici învăța dintr-una greșită.</p>',
  },
  notImplemented: {
    en: '<p><strong>A set way of making big marketing decisions is not in place yet.</strong> This step covers priorities, budget, launches and what to stop; start with about 75 % people deciding, 25 % AI preparing.</p>',
    ro: '<p><strong>Un mod stabilit de a lua marile decizii de marketing nu există încă.</strong> Acest pas acoperă prioritățile, bugetul, lansările și ce opriți; porniți cu circa 75 % oameni care decid, 25 % AI care pregătește.</p>',
  },
};
