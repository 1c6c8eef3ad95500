/**
 * SISTEME: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 25 % human. Repetitive, high-volume work suits AI; people set rules and handle exceptions.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your operations run mostly on AI, with people setting the rules.</strong> That is the right split for repetitive, high-volume work.</p><ul><li>Keep a register of AI agents and automations, each with an owner in ops.</li><li>Keep sample checks of the links, tracking and forms AI tests before each launch.</li><li>Review the exception queue monthly and turn recurring exceptions into new rules.</li></ul>',
    ro: '<p><strong>Operațiunile voastre merg în mare parte cu AI, iar oamenii stabilesc regulile.</strong> Este împărțirea potrivită pentru munca repetitivă, de volum mare.</p><ul><li>Țineți un registru al agenților AI și al automatizărilor, fiecare cu un responsabil din echipa de operațiuni.</li><li>Păstrați verificările prin eșantionare ale linkurilor, măsurării și formularelor testate de AI înainte de lansare.</li><li>Analizați lunar lista de excepții și transformați excepțiile repetate în reguli noi.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Too much of your operations still runs on people, Excel and e-mail.</strong> Skilled marketers spend hours on checks and admin that AI handles faster and more reliably.</p><ul><li>Let AI test every link, tracking tag and form before launch; a person spot-checks.</li><li>Have AI triage and assign requests to marketing, and name and tag UTMs by your rules.</li><li>Let AI match monthly spend to plan and flag idle martech licences; ops resolves the exceptions.</li></ul>',
    ro: '<p><strong>O parte prea mare din operațiuni depinde încă de oameni, Excel și e-mail.</strong> Oamenii din marketing pierd ore cu verificări și sarcini administrative pe care AI-ul le face mai repede și mai sigur.</p><ul><li>Lăsați AI-ul să testeze fiecare link, etichetă de măsurare și formular înainte de lansare; un om verifică prin eșantionare.</li><li>Lăsați AI-ul să trieze și să aloce cererile către marketing și să denumească UTM-urile după regulile voastre.</li><li>Cereți AI-ului să compare lunar cheltuielile cu planul și să semnaleze licențele de martech nefolosite; echipa de operațiuni rezolvă excepțiile.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>Automation is running ahead of the rules that should govern it.</strong> Agents built ad hoc, and AI that reschedules tasks or downgrades licences on its own, create errors nobody notices until they cost money.</p><ul><li>Make ops own the rules: every AI agent needs an approved scope and a named owner.</li><li>Route exceptions to a human queue and check samples of AI work every week.</li><li>Have developers approve every website fix beyond routine ones.</li></ul>',
    ro: '<p><strong>Automatizarea a luat-o înaintea regulilor care ar trebui s-o guverneze.</strong> Agenții AI construiți după bunul plac și instrumentele AI care reprogramează sarcini sau reduc singure licențele produc erori pe care nu le observă nimeni până nu costă bani.</p><ul><li>Dați regulile în grija echipei de operațiuni: fiecare agent AI are un rol aprobat și un responsabil numit.</li><li>Trimiteți excepțiile într-o coadă verificată de oameni și controlați săptămânal eșantioane din munca AI-ului.</li><li>Lăsați dezvoltatorii să aprobe orice remediere a site-ului care nu e de rutină.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>Your marketing operations are not formalised yet:</strong> no planning tool, launch checks or documented processes. Build them automation-first, with people at about 25 %.</p><ul><li>Plan campaigns in a project tool with templates.</li><li>Write naming and UTM rules, and let AI apply them.</li><li>Add an AI check of links, tracking and forms before each launch.</li><li>Put an AI assistant on top of a short procedures guide, so colleagues get answers fast.</li></ul>',
    ro: '<p><strong>Operațiunile de marketing nu sunt încă formalizate:</strong> nu aveți instrument de planificare, verificări înainte de lansare sau procese documentate. Construiți-le pornind de la automatizare, cu oamenii la circa 25 %.</p><ul><li>Planificați campaniile într-un instrument de proiecte, cu șabloane.</li><li>Scrieți reguli de denumire și UTM, iar AI-ul le aplică.</li><li>Introduceți o verificare AI a linkurilor, măsurării și formularelor înaintea fiecărei lansări.</li><li>Puneți un asistent AI peste un ghid scurt de proceduri, ca colegii să primească repede răspunsuri.</li></ul>',
  },
};
