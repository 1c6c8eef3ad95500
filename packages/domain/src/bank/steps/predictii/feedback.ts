/**
 * PREDICTII: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one
 * paragraph that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in
 * English: the direction of the split and what it costs or protects, with no claim about a single practice,
 * since the exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 15 % human. Models find the patterns; people ask, challenge and decide.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your forecasting and attribution sit at this step’s balance.</strong> At this split, models find the patterns, score and forecast, and people ask the questions, challenge the outputs and decide what to act on.</p>',
    ro: '<p><strong>Prognozele și atribuirea voastră se află la echilibrul acestui pas.</strong> La această împărțire, modelele găsesc tiparele, calculează scoruri și prognoze, iar oamenii pun întrebările, contestă rezultatele și decid ce acțiuni urmează.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People still do more of your forecasting and analysis than this step needs.</strong> Where forecasts, lead scores or attribution rest on judgement, rules or Excel, they miss patterns models find in the same data.</p>',
    ro: '<p><strong>Oamenii fac încă mai mult din prognoze și analize decât cere acest pas.</strong> Acolo unde prognozele, scorurile lead-urilor sau atribuirea se bazează pe intuiție, reguli sau Excel, ratează tiparele pe care modelele le găsesc în aceleași date.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation does even more of your prediction work than this step’s ideal.</strong> Where no person checks accuracy or approves what models trigger, a drifting or biased model can burn budget unnoticed for weeks.</p>',
    ro: '<p><strong>AI-ul sau automatizarea fac chiar mai mult din munca de predicție decât prevede idealul acestui pas.</strong> Acolo unde niciun om nu verifică acuratețea și nu aprobă ce declanșează modelele, un model deviat sau părtinitor risipește bugetul săptămâni la rând.</p>',
  },
  notImplemented: {
    en: '<p><strong>Forecasting, attribution and scoring are not a regular practice yet.</strong> This step lets models find the patterns in your sales and marketing data; start with about 15 % people, 85 % AI.</p>',
    ro: '<p><strong>Prognozele, atribuirea și scorurile nu sunt încă o practică obișnuită.</strong> Acest pas lasă modelele să găsească tiparele din datele de vânzări și de marketing; porniți cu circa 15 % oameni, 85 % AI.</p>',
  },
};
