/**
 * VIZIUNE: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 90 % human. Leaders own purpose, vision, ambition; AI scans and challenges.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your vision work is well balanced.</strong> Leaders own the purpose, the 3–5 year vision and the market ambition, while AI does the legwork around them.</p><ul><li>Keep the CMO as the author of the vision; let AI only tighten wording or add counter-arguments.</li><li>Rerun a stress test with outside advisers before each major change of direction.</li><li>Check once a year that plans and briefs still serve the long-term direction.</li></ul>',
    ro: '<p><strong>Munca de viziune este bine echilibrată.</strong> Conducerea deține scopul brandului, viziunea pe 3–5 ani și ambiția de piață, iar AI-ul face munca de documentare din jurul lor.</p><ul><li>Păstrați CMO-ul ca autor al viziunii; lăsați AI-ul doar să clarifice formulările sau să aducă contraargumente.</li><li>Repetați analiza critică cu consilieri externi înaintea oricărei schimbări majore de direcție.</li><li>Verificați o dată pe an că planurile și brief-urile servesc încă direcția pe termen lung.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your direction rests almost entirely on leaders’ own reading of the market.</strong> Ownership is clear, but there are blind spots AI could cover cheaply without taking any decision away from people.</p><ul><li>Set up a monthly AI trend digest that leaders discuss at their strategy meeting.</li><li>Ask AI for counter-arguments and failure scenarios before committing to a direction.</li><li>Use AI summaries of market research to prepare the yearly strategy offsite.</li></ul>',
    ro: '<p><strong>Direcția voastră se sprijină aproape numai pe felul în care conducerea citește piața.</strong> Asumarea e clară, dar rămân unghiuri moarte pe care AI-ul le-ar acoperi ieftin, fără să ia vreo decizie în locul oamenilor.</p><ul><li>Introduceți un rezumat lunar al tendințelor, făcut cu AI, pe care conducerea îl discută la ședința de strategie.</li><li>Cereți AI-ului contraargumente și scenarii de eșec înainte să adoptați o direcție.</li><li>Folosiți rezumate AI ale cercetărilor de piață când pregătiți întâlnirea anuală de strategie.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI is writing parts of your direction that leaders should own.</strong> Purpose, vision and values drafted by a model tend to sound like everyone else’s, and teams do not commit to a direction nobody in the room wrote.</p><ul><li>Have the CMO rewrite the 3–5 year vision personally, using AI only to tighten wording.</li><li>Rewrite the brand purpose and values with staff and customers.</li><li>Let AI forecasts inform the market ambition; the CEO and CMO set the number.</li></ul>',
    ro: '<p><strong>AI-ul scrie părți din direcția voastră pe care ar trebui să le dețină conducerea.</strong> Scopul, viziunea și valorile redactate de un model sună ca ale tuturor, iar echipele nu se angajează față de o direcție pe care n-a scris-o nimeni din sală.</p><ul><li>Cereți CMO-ului să rescrie personal viziunea pe 3–5 ani, cu AI-ul folosit doar pentru formulări.</li><li>Rescrieți scopul și valorile brandului împreună cu angajații și clienții.</li><li>Folosiți prognozele AI ca sursă pentru ambiția de piață, dar lăsați ținta în seama CEO-ului și a CMO-ului.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>Your answers show no vision practices yet:</strong> no written purpose, multi-year vision or market ambition. Start with a direction owned by leaders, roughly 90 % human.</p><ul><li>Hold a strategy offsite where the CEO and CMO set a 3–5 year ambition.</li><li>Write the brand purpose and values with staff and customers.</li><li>Bring in AI only for trend digests and counter-arguments to your assumptions.</li><li>Present the direction to the team, sales and agencies, and take questions.</li></ul>',
    ro: '<p><strong>Răspunsurile voastre nu arată încă practici de viziune:</strong> nici scop al brandului scris, nici viziune multianuală, nici ambiție de piață. Începeți cu o direcție asumată de conducere, în proporție de circa 90 % umană.</p><ul><li>Organizați o întâlnire de strategie în care CEO-ul și CMO-ul stabilesc ambiția pe 3–5 ani.</li><li>Scrieți scopul și valorile brandului împreună cu angajații și clienții.</li><li>Folosiți AI-ul doar pentru rezumate de tendințe și contraargumente.</li><li>Prezentați direcția echipei, vânzărilor și agențiilor și răspundeți la întrebări.</li></ul>',
  },
};
