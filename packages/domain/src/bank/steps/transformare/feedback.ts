/**
 * TRANSFORMARE: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 90 % human. AI drafts material; direction, trust and accountability stay human.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your AI transformation is led by people:</strong> leaders set the roadmap and the rules, and AI only drafts material. Trust and accountability stay where they belong.</p><ul><li>Review the AI policy, and the rules on which content may skip review, every six months.</li><li>Keep vetting new AI tools jointly with IT, legal and marketing.</li><li>Keep peer coaching on live projects at the core of AI training.</li></ul>',
    ro: '<p><strong>Transformarea prin AI este condusă de oameni:</strong> conducerea stabilește planul și regulile, iar AI-ul doar pregătește materiale. Încrederea și răspunderea rămân unde trebuie.</p><ul><li>Revedeți la șase luni politica de AI și regulile despre ce conținut se poate publica fără verificare.</li><li>Continuați să verificați instrumentele AI noi împreună cu IT-ul, juridicul și marketingul.</li><li>Păstrați îndrumarea între colegi, pe proiecte reale, ca nucleu al instruirii în AI.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your AI change programme is run entirely by people,</strong> which is nearly right; a little AI support would spare leaders routine work.</p><ul><li>Use AI to gather research for the AI roadmap and to summarise vendors’ terms for legal.</li><li>Group open comments from pulse surveys by theme with AI before leaders read them.</li><li>Offer an AI assistant that answers questions on your AI policy, and draft change updates with AI for leaders to edit.</li></ul>',
    ro: '<p><strong>Programul de schimbare prin AI este condus în întregime de oameni,</strong> ceea ce e aproape corect; puțin sprijin AI ar scuti conducerea de munca de rutină.</p><ul><li>Folosiți AI-ul ca să adunați cercetarea pentru planul de AI și să rezumați pentru juridic condițiile furnizorilor.</li><li>Grupați cu AI, pe teme, comentariile libere din sondajele interne, înainte să le citească conducerea.</li><li>Oferiți un asistent AI care răspunde la întrebări despre politica de AI și redactați cu AI anunțurile despre schimbare, pe care conducerea le editează.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI is shaping decisions about your people and your rules that leaders should own.</strong> An AI-generated policy, AI risk scores deciding what skips review, or AI scoring skills and bonuses erode trust in the whole change.</p><ul><li>Have marketing, legal and IT rewrite the AI policy together.</li><li>Let the CMO and legal set review levels by risk.</li><li>Have managers handle job changes, interviews and performance reviews in conversation; AI only gathers evidence.</li></ul>',
    ro: '<p><strong>AI-ul modelează decizii despre oameni și reguli pe care ar trebui să le ia conducerea.</strong> O politică generată de AI, scoruri de risc AI care decid ce se publică fără verificare sau scoruri AI pentru competențe și bonusuri subminează încrederea în toată schimbarea.</p><ul><li>Rescrieți politica de AI împreună: marketingul, juridicul și IT-ul.</li><li>Lăsați CMO-ul și juridicul să stabilească nivelurile de verificare după risc.</li><li>Cereți managerilor să trateze în discuții directe schimbările de post, interviurile și evaluările; AI-ul doar adună informații.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>You have not yet started managing the change AI brings to marketing:</strong> no AI roadmap, policy, training or incident plan. Lead it through people, about 90 % human.</p><ul><li>Have the CMO and leadership set a two-year AI roadmap.</li><li>Write an AI policy with legal and IT.</li><li>Name an AI champion in each team and start peer coaching on live briefs.</li><li>Decide who handles an AI incident, and how.</li></ul>',
    ro: '<p><strong>Încă nu gestionați schimbarea pe care AI-ul o aduce în marketing:</strong> nu aveți plan de AI, politică, instruire sau plan pentru incidente. Conduceți-o prin oameni, cam 90 % uman.</p><ul><li>Cereți CMO-ului și conducerii un plan de AI pe doi ani.</li><li>Scrieți o politică de AI împreună cu juridicul și IT-ul.</li><li>Numiți un responsabil de AI în fiecare echipă și începeți îndrumarea între colegi pe brief-uri reale.</li><li>Stabiliți cine gestionează un incident AI și cum.</li></ul>',
  },
};
