/** SISTEME: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'the martech stack, automation, workflows and marketing operations',
    ro: 'setul de instrumente de marketing, automatizarea, fluxurile de lucru și operațiunile de marketing',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Automate your repetitive marketing operations',
        ro: 'Automatizați rutina din operațiunile de marketing',
      },
      aiRole: {
        en: 'Act as a marketing operations architect. Too much of our repetitive work is manual, in areas such as task tracking, pre-launch checks of links and forms, UTM naming, asset tagging, request routing, budget reconciliation. Compare these with what AI and automation can take over, rank them by hours saved and risk, and design the first three automations. Deliver an automation backlog, a text description of each of the three workflows, the exceptions people keep and a 60-day plan.',
        ro: 'Jucați rolul unui arhitect de operațiuni de marketing. Prea multă muncă repetitivă se face manual la noi, în zone precum urmărirea sarcinilor, verificarea legăturilor și a formularelor înainte de lansare, denumirile UTM, etichetarea materialelor, repartizarea solicitărilor, reconcilierea bugetului. Comparați-le cu ce pot prelua AI-ul și automatizarea, ordonați-le după orele economisite și după risc și proiectați primele trei automatizări. Livrați lista automatizărilor, descrierea în text a fiecăruia dintre cele trei fluxuri, excepțiile care rămân la oameni și un plan de 60 de zile.',
      },
    },
    tooAi: {
      title: {
        en: 'Put guardrails on your marketing automations',
        ro: 'Puneți limite de siguranță automatizărilor de marketing',
      },
      aiRole: {
        en: 'Act as a marketing operations lead responsible for reliability. AI and automations run most of our operations with too few rules set by people and too little exception handling, so errors can spread unnoticed. Draft an operations governance checklist: one named person for every automation, the rules it follows, alerts and thresholds, monthly spot checks and a rollback step. Deliver the checklist, an inventory template for our automations and the three checks to run this week.',
        ro: 'Jucați rolul unui responsabil de operațiuni de marketing care răspunde de fiabilitate. AI-ul și automatizările conduc majoritatea operațiunilor noastre cu prea puține reguli stabilite de oameni și cu prea puțină tratare a excepțiilor, așa că erorile se pot răspândi neobservate. Scrieți prima variantă a unei liste de verificare pentru guvernanța operațiunilor: o persoană numită pentru fiecare automatizare, regulile după care funcționează, alerte și praguri, verificări lunare prin eșantionare și un pas de revenire. Livrați lista, un șablon de inventar al automatizărilor și cele trei verificări de făcut săptămâna aceasta.',
      },
    },
    onTarget: {
      title: {
        en: 'Trim and tune your martech stack',
        ro: 'Simplificați și reglați setul de instrumente de marketing',
      },
      aiRole: {
        en: 'Act as a martech advisor. Our operations split between AI and people is on target; the next gain is a leaner, better-used stack. Design a stack review: an inventory of tools with who looks after each, usage and cost, overlaps to remove, idle licences to cancel, and the integrations that would remove the remaining manual steps. Deliver a review template, criteria to keep, merge or cancel a tool, and a calendar for a review twice a year.',
        ro: 'Jucați rolul unui consultant de martech. Împărțirea operațiunilor între AI și oameni este la țintă; următorul câștig este un set de instrumente mai suplu și mai bine folosit. Proiectați o revizuire a instrumentelor: inventarul instrumentelor cu persoana care se ocupă de fiecare, utilizare și cost, suprapunerile de eliminat, licențele nefolosite de anulat și integrările care ar elimina pașii manuali rămași. Livrați un șablon de revizuire, criteriile după care păstrăm, comasăm sau renunțăm la un instrument și un calendar pentru o revizuire de două ori pe an.',
      },
    },
    notStarted: {
      title: {
        en: 'Build your first marketing workflows',
        ro: 'Construiți primele fluxuri de lucru de marketing',
      },
      aiRole: {
        en: 'Act as a marketing operations consultant for a company with few documented processes or tools. Propose a minimum operating system: a planning board, a pre-launch checklist, UTM naming rules, an asset library and a request form, with AI and automation doing about {targetAi} of the routine work while people set the rules and handle exceptions. Deliver a 90-day setup plan, the types of tools to evaluate and the first workflow to automate.',
        ro: 'Jucați rolul unui consultant de operațiuni de marketing pentru o companie cu puține procese documentate și puține instrumente. Propuneți un sistem minim de lucru: un panou de planificare, o listă de verificare înainte de lansare, reguli de denumire UTM, o bibliotecă de materiale și un formular pentru solicitări, cu AI-ul și automatizarea făcând aproximativ {targetAi} din munca de rutină, iar oamenii stabilind regulile și tratând excepțiile. Livrați un plan de organizare de 90 de zile, tipurile de instrumente de evaluat și primul flux de automatizat.',
      },
    },
  },
};
