/**
 * AMPLIFICARE: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one
 * paragraph that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in
 * English: the direction of the split and what it costs or protects, with no claim about a single practice,
 * since the exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 55 % human. AI multiplies output, formats, languages; people own ideas and quality.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your content work sits at the balance this step calls for.</strong> At this split, AI multiplies drafts, formats and languages, while people own the ideas, the expert angle and the final check.</p>',
    ro: '<p><strong>Munca voastră de conținut se află la echilibrul cerut de acest pas.</strong> La această împărțire, AI-ul multiplică textele, formatele și limbile, iar oamenii răspund de idei, de unghiul experților și de verificarea finală.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People still do more of your content production than this step needs.</strong> Where drafts, versions and translations are made by hand, output stays capped and whoever writes has less time for ideas.</p>',
    ro: '<p><strong>Oamenii fac încă mai mult din producția de conținut decât cere acest pas.</strong> Acolo unde primele variante, adaptările și traducerile se fac manual, volumul rămâne limitat, iar cine scrie are mai puțin timp pentru idei.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation does more of your content work than this step’s ideal.</strong> The risk sits where no expert shapes the angle or checks the facts before publishing: generic pieces and unchecked claims cost trust.</p>',
    ro: '<p><strong>AI-ul sau automatizarea fac mai mult din munca de conținut decât prevede idealul acestui pas.</strong> Riscul apare acolo unde niciun expert nu stabilește unghiul și nu verifică faptele înainte de publicare: materialele generice și afirmațiile neverificate costă încredere.</p>',
  },
  notImplemented: {
    en: '<p><strong>Producing and distributing content is not a regular practice in your marketing yet.</strong> This step multiplies what your experts know across formats, languages and channels; start with about 55 % people, 45 % AI.</p>',
    ro: '<p><strong>Producția și distribuirea conținutului nu sunt încă o practică obișnuită în marketingul vostru.</strong> Acest pas multiplică ce știu experții voștri în formate, limbi și canale; porniți cu circa 55 % oameni, 45 % AI.</p>',
  },
};
