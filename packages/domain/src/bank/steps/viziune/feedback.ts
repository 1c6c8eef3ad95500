/**
 * VIZIUNE: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one paragraph
 * that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in English: the
 * direction of the split and what it costs or protects, with no claim about a single practice, since the
 * exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 90 % human. The owner or leadership own purpose, vision, ambition; AI scans and challenges.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your long-term direction sits at this step’s balance.</strong> At this split, the owner or leadership owns the purpose, the vision and the market ambition, and AI scans trends and raises counter-arguments around them.</p>',
    ro: '<p><strong>Direcția voastră pe termen lung se află la echilibrul acestui pas.</strong> La această împărțire, conducerea răspunde de scop, viziune și ambiția de piață, iar AI-ul urmărește tendințele și aduce argumente contrare.</p>',
  },
  aboveTarget: {
    en: '<p><strong>Your direction rests on people even more than this step needs.</strong> The decisions belong with the owner or leadership, but where trends, competitors and research are tracked only by hand, blind spots stay open.</p>',
    ro: '<p><strong>Direcția voastră se sprijină pe oameni chiar mai mult decât cere acest pas.</strong> Decizia aparține conducerii, dar acolo unde tendințele, concurenții și cercetările se urmăresc doar manual, rămân unghiuri moarte.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation shapes more of your long-term direction than this step’s ideal.</strong> Purpose, vision or values drafted by a model sound like everyone else’s, and people rarely commit to them.</p>',
    ro: '<p><strong>AI-ul sau automatizarea influențează mai mult direcția pe termen lung decât prevede idealul acestui pas.</strong> Scopul, viziunea sau valorile scrise de un model seamănă cu ale tuturor, iar oamenii rareori și le asumă.</p>',
  },
  notImplemented: {
    en: '<p><strong>Setting a written long-term direction is not a regular practice yet.</strong> This step sets the brand’s purpose, values and 3–5 year ambition, decided by the owner or leadership; start with about 90 % people, 10 % AI.</p>',
    ro: '<p><strong>Stabilirea unei direcții scrise pe termen lung nu este încă o practică obișnuită.</strong> Acest pas stabilește scopul, valorile și ambiția pe 3–5 ani ale brandului, asumate de conducere; porniți cu circa 90 % oameni, 10 % AI.</p>',
  },
};
