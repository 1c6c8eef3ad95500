/**
 * COLABORARE: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one
 * paragraph that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in
 * English: the direction of the split and what it costs or protects, with no claim about a single practice,
 * since the exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 85 % human. Trust is built between people; AI takes the admin.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your collaboration work sits at this step’s balance of people and AI.</strong> At this split, briefs, reviews, coaching and partner talks stay between people, and AI takes the admin: notes, schedules, summaries.</p>',
    ro: '<p><strong>Colaborarea voastră se află la echilibrul dintre oameni și AI cerut de acest pas.</strong> La această împărțire, brief-urile, evaluările, îndrumarea și discuțiile cu partenerii rămân între oameni, iar AI-ul preia administrativul: notițe, termene, rezumate.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People handle even more of your collaboration work than this step needs.</strong> Where notes, deadlines and comment merging stay manual, they eat time meant for the conversations that build trust.</p>',
    ro: '<p><strong>Oamenii duc chiar mai mult din munca de colaborare decât cere acest pas.</strong> Acolo unde notițele, termenele și centralizarea comentariilor rămân manuale, ele consumă timpul destinat discuțiilor care construiesc încrederea.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation sits in more of your working relationships than this step’s ideal.</strong> Where briefs, reviews, coaching or community replies come from a machine, trust with suppliers, partners and the community wears thin.</p>',
    ro: '<p><strong>AI-ul sau automatizarea sunt prezente în mai multe relații de lucru decât prevede idealul acestui pas.</strong> Acolo unde brief-urile, evaluările, îndrumarea sau răspunsurile către comunitate vin de la o mașină, încrederea furnizorilor, a partenerilor și a comunității se erodează.</p>',
  },
  notImplemented: {
    en: '<p><strong>Structured collaboration is not a regular practice in your marketing yet.</strong> This step builds trust with everyone your marketing works with, inside and outside the company; start with about 85 % people, 15 % AI for the admin.</p>',
    ro: '<p><strong>Colaborarea structurată nu este încă o practică obișnuită în marketingul vostru.</strong> Acest pas construiește încrederea cu toți cei cu care lucrează marketingul vostru, din companie și din afara ei; porniți cu circa 85 % oameni, 15 % AI pentru administrativ.</p>',
  },
};
