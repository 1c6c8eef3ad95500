/**
 * DECIZIE: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 75 % human. AI prepares data and options; people weigh trade-offs and own the call.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your big marketing calls have the right owner:</strong> AI prepares data and options, and people weigh the trade-offs and decide.</p><ul><li>Keep the rule that a named manager decides, with AI as one input, when a recommendation contradicts experience.</li><li>Write every major decision up as a memo with options and the risks AI suggests.</li><li>Review each quarter which AI alerts led to stopped campaigns, and whether stopping them was right.</li></ul>',
    ro: '<p><strong>Deciziile mari de marketing au responsabilul potrivit:</strong> AI-ul pregătește datele și opțiunile, iar oamenii cântăresc compromisurile și decid.</p><ul><li>Păstrați regula: când o recomandare AI contrazice experiența, decide un manager numit, iar AI-ul e doar una dintre surse.</li><li>Puneți în scris fiecare decizie majoră, cu opțiunile și riscurile sugerate de AI.</li><li>Verificați trimestrial ce alerte AI au dus la oprirea unor campanii și dacă oprirea a fost corectă.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your decisions rely on experience and Excel more than they need to.</strong> Ownership is clear, but options reach the table unquantified, and weak campaigns run until the monthly review.</p><ul><li>Have AI build what-if budget scenarios before you defend the yearly budget.</li><li>Add AI alerts for unusual drops, so owners can stop weak campaigns within days.</li><li>Before promotions or sponsorships, ask AI to estimate the uplift of each option; managers still decide.</li></ul>',
    ro: '<p><strong>Deciziile voastre se bazează pe experiență și Excel mai mult decât e nevoie.</strong> Responsabilitatea e clară, dar opțiunile ajung la masă necuantificate, iar campaniile slabe rulează până la ședința lunară.</p><ul><li>Cereți AI-ului scenarii de buget de tip „ce-ar fi dacă” înainte să susțineți bugetul anual.</li><li>Adăugați alerte AI pentru scăderi neobișnuite, ca responsabilii să oprească în câteva zile campaniile slabe.</li><li>Înaintea promoțiilor sau sponsorizărilor, cereți AI-ului să estimeze efectul fiecărei opțiuni; managerii decid.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI models are making calls that people should own.</strong> When a model sets priorities, sizes the budget or moves it by itself, nobody can defend the choice to the board or learn from a wrong one.</p><ul><li>Name a human owner for priorities, budget moves and campaign approval.</li><li>Turn AI rankings and pre-test scores into options in a written memo, not verdicts.</li><li>Reverse the default: the manager decides, and AI is one input among several.</li></ul>',
    ro: '<p><strong>Modelele AI iau decizii pe care ar trebui să și le asume oamenii.</strong> Când un model stabilește prioritățile, dimensionează bugetul sau îl mută singur, nimeni nu poate susține alegerea în fața conducerii și nimeni nu învață dintr-o alegere greșită.</p><ul><li>Numiți un responsabil uman pentru priorități, mutări de buget și aprobarea campaniilor.</li><li>Transformați clasamentele AI și scorurile de pretestare în opțiuni dintr-o notă scrisă, nu în verdicte.</li><li>Inversați regula: decide managerul, iar AI-ul este una dintre surse.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>Your answers show no structured way of making big marketing decisions yet.</strong> Set one up in which people decide and AI prepares, about 75 % human.</p><ul><li>Agree the year’s priorities at a team planning session.</li><li>Build the budget from targets and costs, with benchmarks gathered by AI to defend it.</li><li>Write a short memo with options before each major decision.</li><li>Agree in advance the rules for stopping underperforming campaigns.</li></ul>',
    ro: '<p><strong>Răspunsurile voastre nu arată încă un mod structurat de a lua deciziile mari de marketing.</strong> Stabiliți unul în care oamenii decid și AI-ul pregătește, cam 75 % uman.</p><ul><li>Alegeți prioritățile anului într-o sesiune de planificare cu echipa.</li><li>Construiți bugetul din ținte și costuri, cu repere de piață adunate de AI ca argumente.</li><li>Scrieți o notă scurtă cu opțiuni înaintea fiecărei decizii majore.</li><li>Stabiliți dinainte regulile după care opriți campaniile slabe.</li></ul>',
  },
};
