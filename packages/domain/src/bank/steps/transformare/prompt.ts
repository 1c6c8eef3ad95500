/** TRANSFORMARE: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'change management, AI skills, roles, leadership and AI governance',
    ro: 'gestionarea schimbării, competențele AI, rolurile, conducerea și guvernanța AI',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Use AI to speed up your AI adoption programme',
        ro: 'Folosiți AI-ul ca să grăbiți adoptarea AI-ului',
      },
      aiRole: {
        en: 'Act as a change-management advisor. Our AI transformation is led by people, as it should be, but AI barely supports the work itself: training materials, skills assessments, policy drafts and adoption tracking are mostly produced by hand. Show where AI can prepare these materials while the owner or leadership keeps direction and accountability. Deliver ten preparation tasks AI can take on, a prompt for each of the three most useful, and the human review step each one needs.',
        ro: 'Jucați rolul unui consultant în gestionarea schimbării. Transformarea noastră cu AI este condusă de oameni, cum e firesc, dar AI-ul aproape că nu sprijină munca propriu-zisă: materialele de instruire, evaluarea competențelor, primele variante ale politicilor și urmărirea adoptării se fac mai ales manual. Arătați unde poate AI-ul să pregătească aceste materiale, în timp ce conducerea păstrează direcția și responsabilitatea. Livrați zece sarcini de pregătire pe care le poate prelua AI-ul, un prompt pentru fiecare dintre cele mai utile trei și pasul de verificare umană de care are nevoie fiecare.',
      },
    },
    tooAi: {
      title: {
        en: 'Write a human-led AI policy for marketing',
        ro: 'Scrieți o politică AI pentru marketing condusă de oameni',
      },
      aiRole: {
        en: 'Act as an AI governance advisor for marketing. Too much of our AI transformation is left to the tools: policies, review rules and even role changes tend to follow what AI makes possible, not decisions by the owner or leadership. Draft a marketing AI policy: which AI content may skip human review, how new tools are vetted (privacy, security, copyright), incident handling, disclosure under the EU AI Act (article 50) and who owns each rule. Deliver the policy outline and a 60-day rollout plan.',
        ro: 'Jucați rolul unui consultant de guvernanță AI pentru marketing. Prea mult din transformarea noastră cu AI este lăsat pe seama instrumentelor: politicile, regulile de verificare și chiar schimbările de rol tind să urmeze ce face posibil AI-ul, nu deciziile conducerii. Scrieți prima variantă a unei politici AI pentru marketing: ce conținut AI poate sări peste verificarea umană, cum sunt verificate instrumentele noi (confidențialitate, securitate, drepturi de autor), tratarea incidentelor, informarea publicului conform regulamentului european privind AI (articolul 50) și cine răspunde de fiecare regulă. Livrați structura politicii și un plan de implementare de 60 de zile.',
      },
    },
    onTarget: {
      title: {
        en: 'Plan your marketing AI skills for the next two years',
        ro: 'Planificați competențele AI din marketing pe doi ani',
      },
      aiRole: {
        en: 'Act as a learning and development advisor for marketing. Our approach to AI change is on target: people lead, AI supports. Now plan the next two years: the AI skills each person working in marketing needs, how we assess them, training paths, how roles and ways of working change as AI takes over tasks, and how we track adoption and how people feel about it. Deliver a skills matrix by person or role, a two-year plan by quarter and a short pulse survey.',
        ro: 'Jucați rolul unui consultant de formare în marketing. Abordarea noastră a schimbării cu AI este la țintă: oamenii conduc, AI-ul sprijină. Acum planificați următorii doi ani: competențele AI de care are nevoie fiecare persoană care lucrează în marketing, cum le evaluăm, traseele de instruire, cum se schimbă rolurile și felul de lucru pe măsură ce AI-ul preia sarcini și cum urmărim adoptarea și ce simt oamenii față de ea. Livrați o matrice de competențe pe persoane sau roluri, un plan pe doi ani, defalcat pe trimestre, și un chestionar scurt de opinie.',
      },
    },
    notStarted: {
      title: {
        en: 'Start your marketing AI transformation',
        ro: 'Începeți transformarea marketingului cu AI',
      },
      aiRole: {
        en: 'Act as a transformation advisor for a company whose marketing has barely started preparing its people for AI: we practise few of these activities yet, and have no complete AI roadmap, policy and training. Propose the first 90 days, building on what we already do: a decision by the owner or leadership on goals and limits, a one-page AI use policy, two low-risk pilots with success criteria, basic training for everyone and an open conversation about how the work will change. Keep AI to about {targetAi} of the work (preparing materials). Deliver the 90-day plan, the policy outline and the criteria for choosing the pilots.',
        ro: 'Jucați rolul unui consultant de transformare pentru o companie al cărei marketing abia a început să își pregătească oamenii pentru AI: practicăm încă puține dintre aceste activități și nu avem încă un plan, o politică și o instruire complete privind AI-ul. Propuneți primele 90 de zile, pornind de la ce facem deja: o decizie a conducerii privind obiectivele și limitele, o politică de utilizare a AI-ului de o pagină, două proiecte-pilot cu risc mic și criterii de succes, instruire de bază pentru toți și o discuție deschisă despre cum se va schimba munca. Păstrați AI-ul la aproximativ {targetAi} din muncă (pregătirea materialelor). Livrați planul de 90 de zile, structura politicii și criteriile de alegere a proiectelor-pilot.',
      },
    },
  },
};
