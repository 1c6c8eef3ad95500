/**
 * IMPACT: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 55 % human. AI collects data and spots anomalies; people define success and own the story.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your measurement is well split:</strong> AI collects data and spots anomalies, and people define success, judge causes and own the story.</p><ul><li>Keep the CMO and CFO owning KPIs and targets, with AI forecasts as input.</li><li>Keep an analyst testing the assumptions of any AI mix or ROI model.</li><li>Keep the CMO writing the board story; AI may prepare the figures.</li></ul>',
    ro: '<p><strong>Măsurarea este bine împărțită:</strong> AI-ul colectează datele și depistează anomaliile, iar oamenii definesc succesul, judecă cauzele și dețin povestea.</p><ul><li>Lăsați KPI-urile și țintele în grija CMO-ului și CFO-ului, cu prognozele AI ca punct de plecare.</li><li>Cereți unui analist să testeze în continuare ipotezele oricărui model AI econometric sau de ROI.</li><li>Lăsați povestea pentru consiliul de administrație în grija CMO-ului; AI-ul poate pregăti cifrele.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your measurement is mostly manual,</strong> so reports arrive late, and cost or conversion problems surface weeks after they start.</p><ul><li>Auto-update the dashboard and have AI write a weekly summary that an analyst checks.</li><li>Add AI anomaly alerts, for example when cost per lead jumps, with likely causes.</li><li>Let AI collect costs and revenue for campaign ROI and summarise CRM notes on lead quality; analysts calculate and conclude.</li></ul>',
    ro: '<p><strong>Măsurarea voastră este mai ales manuală,</strong> așa că rapoartele întârzie, iar problemele de cost sau de conversie ies la iveală la câteva săptămâni după ce au apărut.</p><ul><li>Actualizați automat dashboardul și lăsați AI-ul să scrie un rezumat săptămânal verificat de un analist.</li><li>Adăugați alerte AI pentru anomalii, de exemplu un salt al costului per lead, cu cauzele probabile.</li><li>Lăsați AI-ul să adune costurile și veniturile pentru ROI-ul campaniilor și să rezume notițele din CRM despre calitatea lead-urilor; analiștii calculează și trag concluziile.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI is defining and reporting your success with too little human judgement.</strong> When a model sets KPIs, moves budget by LTV/CAC and writes the board report, nobody can explain the numbers or challenge a flawed assumption.</p><ul><li>Have the CMO, CEO and CFO set KPIs together.</li><li>Test real campaign impact with holdout or regional tests that an analyst runs.</li><li>Have the CMO write the board story, and review major campaigns together as a team.</li></ul>',
    ro: '<p><strong>AI-ul definește și raportează succesul vostru cu prea puțină judecată umană.</strong> Când un model stabilește KPI-urile, mută bugetul după LTV/CAC și scrie raportul pentru consiliu, nimeni nu mai poate explica cifrele sau contesta o ipoteză greșită.</p><ul><li>Stabiliți KPI-urile împreună: CMO-ul, CEO-ul și CFO-ul.</li><li>Testați efectul real al campaniilor prin teste regionale sau cu grup de control, conduse de un analist.</li><li>Cereți CMO-ului să scrie povestea pentru consiliu și analizați împreună, în echipă, campaniile importante.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>You do not yet measure marketing’s results in a structured way:</strong> no KPIs, dashboard or ROI calculation. Set it up with AI doing about 45 % of the work.</p><ul><li>Agree three to five KPIs with the CEO and CFO.</li><li>Build a dashboard fed by connectors, with an AI summary.</li><li>Measure the conversion rate at each funnel stage.</li><li>Calculate the ROI of your largest campaign with all costs included, and present the result yourselves.</li></ul>',
    ro: '<p><strong>Încă nu măsurați structurat rezultatele marketingului:</strong> nu aveți KPI-uri, dashboard sau calcul de ROI. Construiți măsurarea cu AI-ul făcând cam 45 % din muncă.</p><ul><li>Stabiliți trei până la cinci KPI-uri împreună cu CEO-ul și CFO-ul.</li><li>Construiți un dashboard alimentat automat, cu un rezumat AI.</li><li>Măsurați rata de conversie la fiecare etapă a funnelului.</li><li>Calculați ROI-ul celei mai mari campanii, cu toate costurile, și prezentați voi rezultatul.</li></ul>',
  },
};
