/** IMPACT: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'measurement, funnel performance, ROI and business results',
    ro: 'măsurarea, rezultatele pâlniei de vânzare, ROI-ul și contribuția la rezultatele companiei',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Automate your marketing reporting with AI',
        ro: 'Automatizați cu AI raportarea de marketing',
      },
      aiRole: {
        en: 'Act as a marketing measurement specialist. Much of our measurement is still manual (collecting data, updating dashboards, calculating ROI, spotting anomalies), so reports arrive late and problems surface only at month-end. Design an AI-assisted measurement setup: automated data collection, anomaly alerts (such as a jump in cost per lead) and first-draft commentary, while people define success, judge causes and own the conclusions. Deliver the KPI tree, the alert rules and a monthly report template.',
        ro: 'Jucați rolul unui specialist în măsurarea rezultatelor de marketing. Mare parte din măsurare se face încă manual (colectarea datelor, actualizarea dashboardurilor, calculul ROI, căutarea anomaliilor), așa că rapoartele întârzie și problemele ies la iveală abia la final de lună. Proiectați un sistem de măsurare asistat de AI: colectarea automată a datelor, alerte pentru anomalii (de exemplu un salt al costului pe lead) și prima variantă a comentariilor, iar oamenii definesc succesul, judecă cauzele și își asumă concluziile. Livrați arborele de KPI-uri, regulile de alertă și un șablon de raport lunar.',
      },
    },
    tooAi: {
      title: {
        en: 'Own the story behind your marketing numbers',
        ro: 'Asumați-vă povestea din spatele cifrelor de marketing',
      },
      aiRole: {
        en: 'Act as a measurement advisor to whoever leads marketing. AI tools now set too much of our KPIs, explanations and reporting to the owner or leadership, so conclusions may rest on correlations nobody has questioned. Design a measurement governance routine: who defines KPIs and targets, how causes of funnel drops are investigated, how incrementality is tested and who signs off that report. Deliver a KPI ownership table, a root-cause review template and a checklist for AI-written commentary.',
        ro: 'Jucați rolul unui consilier pe teme de măsurare pentru persoana care conduce marketingul. Instrumentele AI stabilesc acum prea mult din KPI-urile, explicațiile și raportarea noastră către conducere, așa că unele concluzii se pot sprijini pe corelații pe care nu le-a pus nimeni la îndoială. Proiectați o rutină de guvernanță a măsurării: cine definește KPI-urile și țintele, cum se investighează cauzele scăderilor din pâlnia de vânzare, cum se testează efectul incremental și cine aprobă raportul pentru conducere. Livrați un tabel cu responsabilii KPI-urilor, un șablon de analiză a cauzelor și o listă de verificare pentru comentariile scrise de AI.',
      },
    },
    onTarget: {
      title: {
        en: 'Prove marketing’s contribution to revenue',
        ro: 'Demonstrați contribuția marketingului la venituri',
      },
      aiRole: {
        en: 'Act as a marketing effectiveness consultant. Our measurement split between AI and people is on target; the next step is proving causal impact. Design an incrementality test for our largest channel or campaign (holdout or geographic test) and a quarterly view linking CAC, LTV, payback and pipeline to revenue. Deliver the test design with sample size and duration, a one-page format for the owner or leadership and the three decisions the results should inform.',
        ro: 'Jucați rolul unui consultant pentru eficiența marketingului. Împărțirea măsurării între AI și oameni este la țintă; următorul pas este să dovedim impactul cauzal. Proiectați un test de efect incremental pentru cel mai mare canal sau cea mai mare campanie (grup de control sau test pe regiuni) și o imagine trimestrială care leagă CAC, LTV, perioada de recuperare și oportunitățile de vânzare de venituri. Livrați proiectul testului cu dimensiunea eșantionului și durata, un format de o pagină pentru conducere și cele trei decizii pe care ar trebui să le influențeze rezultatele.',
      },
    },
    notStarted: {
      title: {
        en: 'Set up your first marketing KPIs and dashboard',
        ro: 'Stabiliți primele KPI-uri de marketing și primul dashboard',
      },
      aiRole: {
        en: 'Act as a marketing measurement consultant for a company that has barely started measuring its marketing: we practise few of these activities yet, and have no complete set of KPIs, dashboard and ROI tracking. Propose a starter plan that builds on what we already do: five KPIs tied to revenue, a conversion rate for each funnel stage, a simple campaign ROI formula with all costs, and a monthly dashboard. Plan for AI to do about {targetAi} of the work (data collection, anomaly alerts) and people to define success and draw conclusions. Deliver the KPI list with definitions, the dashboard layout and a 60-day plan.',
        ro: 'Jucați rolul unui consultant de măsurare pentru o companie abia la început cu măsurarea marketingului: practicăm încă puține dintre aceste activități și nu avem un set complet de KPI-uri, dashboard și calculul ROI. Propuneți un plan de început care pornește de la ce facem deja: cinci KPI-uri legate de venituri, rata de conversie pentru fiecare etapă a pâlniei de vânzare, o formulă simplă de ROI pe campanie, cu toate costurile, și un dashboard lunar. Planificați ca AI-ul să facă aproximativ {targetAi} din muncă (colectarea datelor, alerte pentru anomalii), iar oamenii să definească succesul și să tragă concluziile. Livrați lista KPI-urilor cu definiții, structura dashboardului și un plan de 60 de zile.',
      },
    },
  },
};
