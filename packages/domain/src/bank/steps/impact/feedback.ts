/**
 * IMPACT: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one paragraph
 * that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in English: the
 * direction of the split and what it costs or protects, with no claim about a single practice, since the
 * exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 55 % human. AI collects data and spots anomalies; people define success and own the story.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your measurement work sits at this step’s balance.</strong> At this split, AI collects the numbers and flags anomalies, and people define success, judge causes and present the story to the owner or leadership.</p>',
    ro: '<p><strong>Măsurarea rezultatelor voastre se află la echilibrul acestui pas.</strong> La această împărțire, AI-ul adună cifrele și semnalează anomaliile, iar oamenii definesc succesul, judecă ce a cauzat rezultatele și le prezintă conducerii.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People still do more of your measurement work than this step needs.</strong> Where numbers are collected and checked by hand, reports arrive late and cost or conversion problems surface weeks after they start.</p>',
    ro: '<p><strong>Oamenii fac încă mai mult din munca de măsurare decât cere acest pas.</strong> Acolo unde cifrele se adună și se verifică manual, rapoartele vin târziu, iar problemele de cost sau de conversie ies la iveală după săptămâni.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation carries more of your measurement than this step’s ideal.</strong> Where models set KPIs, judge causes or write the story for the owner or leadership, nobody can explain the numbers or challenge a flawed assumption.</p>',
    ro: '<p><strong>AI-ul sau automatizarea duc mai mult din măsurare decât prevede idealul acestui pas.</strong> Acolo unde modelele stabilesc KPI-urile, judecă ce a cauzat rezultatele sau scriu raportul pentru conducere, nimeni nu poate explica cifrele sau contesta o ipoteză greșită.</p>',
  },
  notImplemented: {
    en: '<p><strong>Measuring marketing’s results is not a regular practice yet.</strong> This step proves what marketing brings in, with agreed KPIs, one report and an ROI view; start with about 55 % people, 45 % AI.</p>',
    ro: '<p><strong>Măsurarea rezultatelor marketingului nu este încă o practică obișnuită.</strong> Acest pas arată ce aduce marketingul, cu KPI-uri agreate, un raport unic și o imagine a ROI-ului; porniți cu circa 55 % oameni, 45 % AI.</p>',
  },
};
