/**
 * INTEGRARE: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 30 % human. AI matches records and tailors touchpoints; people design journeys, own consent.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your customer data work is well split:</strong> AI matches records and tailors each touchpoint, and people design journeys, own consent and set limits.</p><ul><li>Keep the team designing journey stages while AI updates the map from real paths.</li><li>Keep margin rules and approved variants around AI recommendations and website personalisation.</li><li>Check personalisation and pricing for gaps between customer groups every quarter.</li></ul>',
    ro: '<p><strong>Lucrul cu datele clienților este bine împărțit:</strong> AI-ul unifică înregistrările și adaptează fiecare punct de contact, iar oamenii proiectează parcursurile, răspund de acorduri și stabilesc limitele.</p><ul><li>Lăsați echipa să proiecteze etapele parcursului, iar AI-ul să actualizeze harta din traseele reale.</li><li>Păstrați regulile de marjă și variantele aprobate în jurul recomandărilor AI și al personalizării site-ului.</li><li>Verificați trimestrial dacă personalizarea și prețurile dezavantajează anumite grupuri de clienți.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your customer data is joined and used mostly by hand,</strong> so records stay fragmented and most customers get the same message.</p><ul><li>Let AI match records across CRM, web, shop and service; people resolve unclear cases.</li><li>Have AI capture leads from events and meetings into the CRM and clean duplicates.</li><li>Build segments from AI clusters, and let AI pick the timing and channel of team-built flows for sign-ups, abandoned baskets and lapsing customers.</li></ul>',
    ro: '<p><strong>Datele clienților sunt unificate și folosite mai ales manual,</strong> așa că înregistrările rămân fragmentate, iar majoritatea clienților primesc același mesaj.</p><ul><li>Lăsați AI-ul să unifice înregistrările din CRM, site, magazin și serviciul clienți; oamenii rezolvă cazurile neclare.</li><li>Lăsați AI-ul să introducă în CRM lead-urile de la evenimente și întâlniri și să curețe duplicatele.</li><li>Construiți segmentele din grupările făcute de AI și lăsați AI-ul să aleagă momentul și canalul fluxurilor construite de echipă pentru înscrieri, coșuri abandonate și clienți inactivi.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI is running your customer relationships with too little human design and control.</strong> Flows, audiences and offers that AI builds and launches by itself risk breaching consent, over-messaging customers or treating groups unfairly.</p><ul><li>Have the team design each journey; AI runs it within set limits.</li><li>Write down what customer data may enter generative AI tools, backed by a DPIA.</li><li>Let the DPO own consent, and have people investigate gaps between customer groups that AI flags.</li></ul>',
    ro: '<p><strong>AI-ul gestionează relația cu clienții cu prea puțină proiectare și prea puțin control uman.</strong> Fluxurile, audiențele și ofertele pe care AI-ul le construiește și le lansează singur riscă să încalce acordurile, să suprasolicite clienții sau să trateze inechitabil anumite grupuri.</p><ul><li>Lăsați echipa să proiecteze fiecare parcurs; AI-ul îl rulează în limite stabilite.</li><li>Puneți în scris ce date ale clienților pot intra în instrumentele AI generative, pe baza unei DPIA.</li><li>Dați DPO-ului răspunderea pentru acorduri și cereți oamenilor să investigheze diferențele dintre grupuri semnalate de AI.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>You do not yet bring customer data together or use it to tailor contact.</strong> Build the foundation with AI doing most of the matching, about 70 % AI.</p><ul><li>Choose one CRM and let AI merge duplicates.</li><li>Sync consents and unsubscribes across tools in real time.</li><li>Map the customer journey in a workshop.</li><li>Start with three automated flows (welcome, abandoned basket, lapsing customer), with AI picking the timing.</li></ul>',
    ro: '<p><strong>Încă nu unificați datele clienților și nu le folosiți ca să adaptați contactul cu ei.</strong> Construiți baza lăsând AI-ul să facă mare parte din unificare, cam 70 % AI.</p><ul><li>Alegeți un singur CRM și lăsați AI-ul să unească duplicatele.</li><li>Sincronizați în timp real acordurile și dezabonările între instrumente.</li><li>Desenați harta parcursului clientului într-un atelier.</li><li>Porniți cu trei fluxuri automate (bun venit, coș abandonat, client inactiv), cu momentul ales de AI.</li></ul>',
  },
};
