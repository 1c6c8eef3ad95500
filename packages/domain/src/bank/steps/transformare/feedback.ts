/**
 * TRANSFORMARE: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one
 * paragraph that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in
 * English: the direction of the split and what it costs or protects, with no claim about a single practice,
 * since the exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 90 % human. AI drafts material; direction, trust and accountability stay human.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your AI change programme sits at this step’s balance.</strong> At this split, the owner or leadership sets the roadmap, the rules and the roles, and AI only drafts material, gathers research and summarises feedback.</p>',
    ro: '<p><strong>Felul în care gestionați schimbarea adusă de AI se află la echilibrul acestui pas.</strong> La această împărțire, conducerea stabilește planul, regulile și rolurile, iar AI-ul doar pregătește materiale, adună informații și rezumă feedbackul.</p>',
  },
  aboveTarget: {
    en: '<p><strong>Your AI change programme rests on people even more than this step needs.</strong> Direction should stay human, but where research, vendor terms and survey comments are processed by hand, whoever leads loses time to routine.</p>',
    ro: '<p><strong>La voi, schimbarea adusă de AI se sprijină pe oameni chiar mai mult decât cere acest pas.</strong> Direcția trebuie să rămână umană, dar unde cercetarea, contractele furnizorilor și comentariile din chestionare se prelucrează manual, conducerea pierde timp cu rutina.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation shapes more of how you manage AI than this step’s ideal.</strong> Where a model writes the policy, sets review levels or judges people’s skills, trust in the whole change erodes.</p>',
    ro: '<p><strong>AI-ul sau automatizarea influențează mai mult felul în care gestionați AI-ul decât prevede idealul acestui pas.</strong> Acolo unde un model scrie politica, stabilește nivelurile de verificare sau evaluează competențele oamenilor, încrederea în întreaga schimbare se erodează.</p>',
  },
  notImplemented: {
    en: '<p><strong>Managing the change AI brings to marketing is not a regular practice yet.</strong> This step sets the rules, skills and roles for working with AI; start with about 90 % people, 10 % AI.</p>',
    ro: '<p><strong>Gestionarea schimbării pe care AI-ul o aduce în marketing nu este încă o practică obișnuită.</strong> Acest pas stabilește regulile, competențele și rolurile pentru lucrul cu AI; porniți cu circa 90 % oameni, 10 % AI.</p>',
  },
};
