/**
 * PREDICTII: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 15 % human. Models find the patterns; people ask, challenge and decide.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your forecasting and attribution lean on models, with people asking the questions and challenging the answers.</strong> That is where this step should be.</p><ul><li>Keep validating your attribution model with holdout tests.</li><li>Have analysts audit lead, churn and customer-value scores for drift every quarter.</li><li>Let marketers, not models, set the thresholds that trigger offers and sales handovers.</li></ul>',
    ro: '<p><strong>Prognozele și atribuirea se sprijină pe modele, iar oamenii pun întrebările și contestă răspunsurile.</strong> Exact aici ar trebui să fie acest pas.</p><ul><li>Continuați să validați modelul de atribuire prin teste cu grup de control.</li><li>Cereți analiștilor să verifice trimestrial dacă scorurile pentru lead-uri, riscul de plecare și valoarea clienților își pierd precizia.</li><li>Lăsați marketerii, nu modelele, să stabilească pragurile care declanșează oferte și predarea către vânzări.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your predictions rest on judgement, rules and Excel, where models would see far more.</strong> Forecasts from last year, last-click credit and rule-based lead points miss patterns no analyst can find by hand.</p><ul><li>Move to a weekly AI forecast of leads and sales that an analyst challenges.</li><li>Replace rule-based lead points with AI lead scoring, using thresholds agreed with sales.</li><li>Add AI churn-risk and repeat-purchase scores, and a marketing mix model for channel contribution.</li></ul>',
    ro: '<p><strong>Predicțiile voastre se bazează pe judecată, reguli și Excel, acolo unde modelele ar vedea mult mai mult.</strong> Prognozele după anul trecut, atribuirea pe ultimul clic și punctajele pe reguli ratează tipare pe care niciun analist nu le găsește manual.</p><ul><li>Treceți la o prognoză AI săptămânală a lead-urilor și vânzărilor, contestată de un analist.</li><li>Înlocuiți punctajele pe reguli cu scoruri AI pentru lead-uri, cu praguri stabilite împreună cu vânzările.</li><li>Adăugați scoruri AI pentru riscul de plecare și pentru recumpărare, plus un model econometric pentru contribuția canalelor.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>Your models act with almost no human challenge.</strong> When AI sends offers, ends tests and sets every bid by itself, a drifting model or a biased signal can burn budget for weeks before anyone notices.</p><ul><li>Have analysts audit each model’s accuracy monthly.</li><li>Validate attribution with holdout tests, not only with the model’s own reports.</li><li>Let marketers set the thresholds and approve test winners before AI acts on them.</li></ul>',
    ro: '<p><strong>Modelele voastre acționează aproape fără să le conteste cineva.</strong> Când AI-ul trimite singur oferte, încheie teste și stabilește fiecare licitare, un model care deviază sau un semnal distorsionat poate consuma bugetul săptămâni întregi până observă cineva.</p><ul><li>Cereți analiștilor să verifice lunar acuratețea fiecărui model.</li><li>Validați atribuirea prin teste cu grup de control, nu doar prin rapoartele modelului.</li><li>Lăsați marketerii să stabilească pragurile și să aprobe variantele câștigătoare înainte ca AI-ul să acționeze.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>You do not yet forecast, attribute or score anything.</strong> This is the step best suited to AI, about 85 % AI, and data you already have can feed it.</p><ul><li>Switch on your CRM’s AI forecast and let sales adjust it.</li><li>Start AI lead scoring with thresholds agreed with sales.</li><li>Use the ad platforms’ AI bidding to your cost target.</li><li>Name an analyst who challenges every model’s output.</li></ul>',
    ro: '<p><strong>Încă nu faceți prognoze, atribuire sau scoruri.</strong> Acesta este pasul cel mai potrivit pentru AI, cam 85 % AI, și îl puteți alimenta cu datele pe care le aveți deja.</p><ul><li>Activați prognoza AI din CRM și lăsați vânzările s-o ajusteze.</li><li>Porniți scorurile AI pentru lead-uri, cu praguri stabilite împreună cu vânzările.</li><li>Folosiți licitarea AI a platformelor de publicitate, cu ținta voastră de cost.</li><li>Numiți un analist care contestă rezultatele fiecărui model.</li></ul>',
  },
};
