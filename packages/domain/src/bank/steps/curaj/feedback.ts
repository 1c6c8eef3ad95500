/**
 * CURAJ: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one paragraph
 * that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in English: the
 * direction of the split and what it costs or protects, with no claim about a single practice, since the
 * exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 85 % human. Models pull towards the average; courage comes from people.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Creative risk in your marketing sits at this step’s balance.</strong> At this split, people find the ideas, set the tone and take the risks, and AI adds references, variants and safety checks.</p>',
    ro: '<p><strong>Riscul creativ din marketingul vostru se află la echilibrul acestui pas.</strong> La această împărțire, oamenii găsesc ideile, stabilesc tonul și își asumă riscul, iar AI-ul aduce referințe, variante și verificări de siguranță.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People do even more of your creative work than this step needs.</strong> Courage stays human, but where references and checks for clichés or offence are done by hand, ideas start narrower and risks surface late.</p>',
    ro: '<p><strong>Oamenii fac chiar mai mult din munca creativă decât cere acest pas.</strong> Curajul rămâne omenesc, dar acolo unde referințele, căutarea clișeelor și a riscului de a ofensa se fac manual, ideile pornesc mai înguste, iar riscurile apar târziu.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation shapes more of your creative choices than this step’s ideal.</strong> Models and tests pull towards what already works for everyone, so concepts, taglines and tone risk losing the brand’s edge.</p>',
    ro: '<p><strong>AI-ul sau automatizarea influențează mai mult din alegerile de creație decât prevede idealul acestui pas.</strong> Modelele și testele trag spre ce funcționează deja pentru toți, așa că brandul riscă să-și piardă personalitatea în idei, sloganuri și ton.</p>',
  },
  notImplemented: {
    en: '<p><strong>Creative risk-taking is not a regular practice in your marketing yet.</strong> This step gives the brand big ideas, a tone of its own and bold tests; start with about 85 % people, 15 % AI.</p>',
    ro: '<p><strong>Asumarea riscului creativ nu este încă o practică obișnuită în marketingul vostru.</strong> Acest pas dă brandului idei mari, un ton propriu și teste îndrăznețe; porniți cu circa 85 % oameni, 15 % AI.</p>',
  },
};
