/**
 * CONVERGENTA: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one
 * paragraph that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in
 * English: the direction of the split and what it costs or protects, with no claim about a single practice,
 * since the exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 60 % human. AI bids, paces and passes data; people set channel roles and relationships.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your channel mix sits at this step’s balance.</strong> At this split, automation bids, paces budgets and monitors mentions, while people set each channel’s role, keep one story and own media relationships.</p>',
    ro: '<p><strong>Mixul vostru de canale se află la echilibrul acestui pas.</strong> La această împărțire, automatizarea licitează, dozează bugetele și monitorizează mențiunile, iar oamenii stabilesc rolul fiecărui canal, păstrează o singură poveste și țin relațiile cu presa.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People still coordinate more of your channels than this step needs.</strong> Where bids, budget shifts and brand monitoring run by hand, money moves slowly and overlaps or criticism are spotted late.</p>',
    ro: '<p><strong>Oamenii coordonează încă mai mult din canalele voastre decât cere acest pas.</strong> Acolo unde licitarea, mutarea bugetelor și monitorizarea brandului se fac manual, banii se mută încet, iar suprapunerile sau criticile sunt observate târziu.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or platform automation decides more of your channel mix than this step’s ideal.</strong> The risk sits where machines pick channels, move budgets unreviewed or pitch journalists and influencers in bulk: the story fragments.</p>',
    ro: '<p><strong>AI-ul sau automatizarea platformelor decid mai mult din mixul de canale decât prevede idealul acestui pas.</strong> Riscul apare acolo unde mașinile aleg canalele, mută bugete fără verificare sau contactează în masă jurnaliști și influenceri: povestea se fragmentează.</p>',
  },
  notImplemented: {
    en: '<p><strong>Running your channels as one mix is not a regular practice yet.</strong> This step gives paid, earned, shared and owned channels one plan and one story; start with about 60 % people, 40 % AI.</p>',
    ro: '<p><strong>Coordonarea canalelor ca un întreg nu este încă o practică obișnuită la voi.</strong> Acest pas dă canalelor plătite, câștigate, distribuite și proprii un singur plan și o singură poveste; porniți cu circa 60 % oameni, 40 % AI.</p>',
  },
};
