/**
 * Prompt templates of steps 9–12: Predictions, Integration, Transformation, Impact
 * (domain-design.md §1 themes, §5 prompts). One variant per situation (types.ts
 * `PromptSituation`); slots as in fill.ts.
 */
import type { StepPromptTemplate } from './types.js';

/** Step 9, PREDICTII (target 15 % people): analytics, forecasting, attribution, models. */
export const PREDICTII_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'analytics, forecasting, attribution and predictive models',
    ro: 'analiza datelor, prognozele, atribuirea și modelele predictive',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Move forecasting and attribution to AI models',
        ro: 'Treceți prognozele și atribuirea pe modele AI',
      },
      aiRole: {
        en: 'Act as a marketing analytics lead. We still forecast leads and sales, credit channels, score leads and call test winners mostly by hand or in spreadsheets, which is slow and prone to bias. Recommend the three predictive uses with the best return for a company like ours (for example lead scoring, churn risk, demand forecasting), the data each needs and how people challenge the models. Deliver a 90-day plan, data requirements per model and the monthly accuracy checks.',
        ro: 'Jucați rolul unui coordonator de analiză de marketing. Facem încă prognozele de lead-uri și vânzări, atribuirea pe canale, evaluarea lead-urilor și alegerea câștigătorului testelor mai ales manual sau în Excel, ceea ce e lent și expus la părtinire. Recomandați cele trei utilizări predictive cu cel mai bun randament pentru o companie ca a noastră (de exemplu punctajul lead-urilor, riscul de pierdere a clienților, prognoza cererii), datele de care are nevoie fiecare și cum contestă oamenii modelele. Livrați un plan de 90 de zile, datele necesare fiecărui model și verificările lunare de acuratețe.',
      },
    },
    tooAi: {
      title: {
        en: 'Make your AI predictions accountable',
        ro: 'Faceți predicțiile AI verificabile',
      },
      aiRole: {
        en: 'Act as an experienced data scientist who audits marketing models. We rely on AI predictions (forecasts, attribution, lead scores, bidding) without enough human questioning of their assumptions, data gaps and consent effects. Design a model review routine: what to check each month (accuracy against actuals, drift, bias, missing conversions), who challenges the results and when a person overrides a model. Deliver a one-page review checklist, a sample monthly report and escalation rules.',
        ro: 'Jucați rolul unui specialist în știința datelor, cu experiență, care auditează modele de marketing. Ne bazăm pe predicțiile AI (prognoze, atribuire, punctajul lead-urilor, licitare) fără ca oamenii să pună destul la îndoială ipotezele, golurile din date și efectele consimțământului. Proiectați o rutină de verificare a modelelor: ce verificăm lunar (acuratețea față de rezultatele reale, deriva, distorsiunile, conversiile lipsă), cine contestă rezultatele și când un om decide altfel decât modelul. Livrați o listă de verificare de o pagină, un exemplu de raport lunar și regulile de escaladare.',
      },
    },
    onTarget: {
      title: {
        en: 'Turn your predictions into budget decisions',
        ro: 'Transformați predicțiile în decizii de buget',
      },
      aiRole: {
        en: 'Act as a marketing science advisor. Our split between models and human questioning is on target; the next step is acting on predictions faster. Design a monthly forecast-to-budget routine: which predictions (demand peaks, lead volume, churn risk, buying intent) feed which budget or campaign decisions, the confidence needed to act, and a holdout test that proves the models add value. Deliver the routine, a decision table and the test design.',
        ro: 'Jucați rolul unui consultant pentru marketingul bazat pe date. Împărțirea dintre modele și verificarea umană este la țintă; următorul pas este să acționăm mai repede pe baza predicțiilor. Proiectați o rutină lunară de la prognoză la buget: ce predicții (vârfuri de cerere, volum de lead-uri, risc de pierdere a clienților, intenție de cumpărare) alimentează ce decizii de buget sau de campanie, încrederea necesară pentru a acționa și un test cu grup de control care dovedește că modelele aduc valoare. Livrați rutina, un tabel de decizie și proiectul testului.',
      },
    },
    notStarted: {
      title: {
        en: 'Start forecasting and attribution',
        ro: 'Începeți prognozele și atribuirea',
      },
      aiRole: {
        en: 'Act as a marketing analytics consultant for a company that does not yet forecast results or attribute sales to channels. Propose a starter plan: the tracking and data we need first, a simple attribution approach, a first lead and sales forecast and a routine for A/B tests. Over time AI models should do about {targetAi} of the analysis; people ask the questions and decide. Deliver a 90-day plan, the minimum data checklist and the first three reports to build.',
        ro: 'Jucați rolul unui consultant de analiză de marketing pentru o companie care nu face încă prognoze și nu atribuie vânzările pe canale. Propuneți un plan de început: urmărirea și datele de care avem nevoie întâi, o metodă simplă de atribuire, o primă prognoză de lead-uri și vânzări și o rutină pentru teste A/B. În timp, modelele AI ar trebui să facă aproximativ {targetAi} din analiză; oamenii pun întrebările și decid. Livrați un plan de 90 de zile, lista minimă de date necesare și primele trei rapoarte de construit.',
      },
    },
  },
};

/** Step 10, INTEGRARE (target 30 % people): customer data, CRM, personalisation, journeys. */
export const INTEGRARE_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'customer data integration, CRM, segmentation, personalisation and customer journeys',
    ro: 'integrarea datelor despre clienți, CRM-ul, segmentarea, personalizarea și parcursul clientului',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Let AI personalise from a single customer view',
        ro: 'Lăsați AI-ul să personalizeze pe baza fișei unice a clientului',
      },
      aiRole: {
        en: 'Act as a CRM and personalisation architect. Much of our customer-data work is still manual (merging records, building segments, choosing products for e-mails, routing leads), so personalisation stays basic. Design the path to a single customer view in which AI matches records, builds segments and triggers messages on signals (sign-up, abandoned basket, lapse), while people design the journeys and own consent and limits. Deliver the target data flow in text, the first three automated journeys and data-quality rules.',
        ro: 'Jucați rolul unui arhitect de CRM și personalizare. Mare parte din munca cu datele clienților se face încă manual (unificarea înregistrărilor, segmentarea, alegerea produselor din e-mailuri, repartizarea lead-urilor), așa că personalizarea rămâne elementară. Proiectați drumul către o fișă unică a clientului în care AI-ul potrivește înregistrările, construiește segmentele și declanșează mesaje la semnale (înscriere, coș abandonat, inactivitate), iar oamenii proiectează parcursurile și răspund de consimțământ și de limite. Livrați fluxul de date țintă descris în text, primele trei parcursuri automate și regulile de calitate a datelor.',
      },
    },
    tooAi: {
      title: {
        en: 'Set the limits of how AI uses customer data',
        ro: 'Stabiliți limitele în care AI-ul folosește datele clienților',
      },
      aiRole: {
        en: 'Act as an advisor on data protection and personalisation. AI acts on our customer data with too little human design and oversight: which data goes into generative AI tools, how consent is respected, whether personalised offers and prices are fair. Draft a customer-data policy for AI: permitted data, forbidden uses, consent checks, a bias review of personalisation and pricing, and an owner for each journey. Deliver the one-page policy, a review checklist and a quarterly audit plan.',
        ro: 'Jucați rolul unui consultant pentru protecția datelor și personalizare. AI-ul folosește datele clienților noștri cu prea puțină proiectare și supraveghere umană: ce date intră în instrumentele AI generative, cum este respectat consimțământul, dacă ofertele și prețurile personalizate sunt corecte. Scrieți prima variantă a unei politici privind datele clienților în AI: datele permise, utilizările interzise, verificările de consimțământ, o verificare a distorsiunilor din personalizare și prețuri și un responsabil pentru fiecare parcurs. Livrați politica pe o pagină, o listă de verificare și un plan de audit trimestrial.',
      },
    },
    onTarget: {
      title: {
        en: 'Map and improve your customer journey',
        ro: 'Descrieți și îmbunătățiți parcursul clientului',
      },
      aiRole: {
        en: 'Act as a customer journey strategist. Our AI-human split in using customer data is on target; the next gain is a better journey. Map our main customer journey from first visit to repeat purchase, mark the moments where a triggered, personalised message would help most, and the data each one needs. Deliver a journey map in text, the five most valuable triggers ranked by expected impact and a measurement plan for each.',
        ro: 'Jucați rolul unui strateg al parcursului clientului. Împărțirea dintre AI și oameni în folosirea datelor despre clienți este la țintă; următorul câștig este un parcurs mai bun. Descrieți parcursul principal al clientului nostru, de la prima vizită la cumpărarea repetată, marcați momentele în care un mesaj personalizat declanșat automat ar ajuta cel mai mult și datele de care are nevoie fiecare. Livrați harta parcursului în text, cele mai valoroase cinci declanșatoare ordonate după impactul așteptat și un plan de măsurare pentru fiecare.',
      },
    },
    notStarted: {
      title: {
        en: 'Lay the groundwork for a single customer view',
        ro: 'Puneți bazele unei fișe unice a clientului',
      },
      aiRole: {
        en: 'Act as a CRM consultant for a company whose customer data is scattered or not yet in a CRM. Propose a starter plan: which sources to connect first (website, shop, events, customer service), rules for duplicates and consent, three basic segments and one automated welcome journey. Plan for AI to do about {targetAi} of the work (matching, segmenting, triggering) and people to set rules and limits. Deliver a 90-day plan, a list of data fields and a consent checklist.',
        ro: 'Jucați rolul unui consultant de CRM pentru o companie ale cărei date despre clienți sunt împrăștiate sau încă nu sunt într-un CRM. Propuneți un plan de început: ce surse conectăm întâi (site, magazin, evenimente, serviciul clienți), regulile pentru dubluri și consimțământ, trei segmente de bază și un parcurs automat de bun venit. Planificați ca AI-ul să facă aproximativ {targetAi} din muncă (potrivire, segmentare, declanșare), iar oamenii să stabilească regulile și limitele. Livrați un plan de 90 de zile, lista câmpurilor de date și o listă de verificare a consimțământului.',
      },
    },
  },
};

/** Step 11, TRANSFORMARE (target 90 % people): change, skills, roles, AI governance. */
export const TRANSFORMARE_PROMPT: StepPromptTemplate = {
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
        en: 'Act as a change-management advisor. Our AI transformation is led by people, as it should be, but AI barely supports the work itself: training materials, skills assessments, policy drafts and adoption tracking are mostly produced by hand. Show where AI can prepare these materials while leaders keep direction and accountability. Deliver ten preparation tasks AI can take on, a prompt for each of the three most useful, and the human review step each one needs.',
        ro: 'Jucați rolul unui consultant în gestionarea schimbării. Transformarea noastră cu AI este condusă de oameni, cum e firesc, dar AI-ul aproape că nu sprijină munca propriu-zisă: materialele de instruire, evaluarea competențelor, primele variante ale politicilor și urmărirea adoptării se fac mai ales manual. Arătați unde poate AI-ul să pregătească aceste materiale, în timp ce conducerea păstrează direcția și responsabilitatea. Livrați zece sarcini de pregătire pe care le poate prelua AI-ul, un prompt pentru fiecare dintre cele mai utile trei și pasul de verificare umană de care are nevoie fiecare.',
      },
    },
    tooAi: {
      title: {
        en: 'Write a human-led AI policy for marketing',
        ro: 'Scrieți o politică AI pentru marketing condusă de oameni',
      },
      aiRole: {
        en: 'Act as an AI governance advisor for marketing. Too much of our AI transformation is left to the tools: policies, review rules and even role changes tend to follow what AI makes possible, not decisions by our leaders. Draft a marketing AI policy: which AI content may skip human review, how new tools are vetted (privacy, security, copyright), incident handling, disclosure under the EU AI Act (article 50) and who owns each rule. Deliver the policy outline and a 60-day rollout plan.',
        ro: 'Jucați rolul unui consultant de guvernanță AI pentru marketing. Prea mult din transformarea noastră cu AI este lăsat pe seama instrumentelor: politicile, regulile de verificare și chiar schimbările de rol tind să urmeze ce face posibil AI-ul, nu deciziile conducerii. Scrieți prima variantă a unei politici AI pentru marketing: ce conținut AI poate sări peste verificarea umană, cum sunt verificate instrumentele noi (confidențialitate, securitate, drepturi de autor), tratarea incidentelor, informarea publicului conform regulamentului european privind AI (articolul 50) și cine răspunde de fiecare regulă. Livrați structura politicii și un plan de implementare de 60 de zile.',
      },
    },
    onTarget: {
      title: {
        en: 'Plan your team’s AI skills for the next two years',
        ro: 'Planificați competențele AI ale echipei pe doi ani',
      },
      aiRole: {
        en: 'Act as a learning and development lead for marketing teams. Our approach to AI change is on target: people lead, AI supports. Now plan the next two years: the AI skills each marketing role needs, how we assess them, training paths, how roles and performance reviews change as AI takes over tasks, and how we track adoption and team sentiment. Deliver a skills matrix by role, a two-year plan by quarter and a short pulse survey.',
        ro: 'Jucați rolul unui coordonator de formare pentru echipe de marketing. Abordarea noastră a schimbării cu AI este la țintă: oamenii conduc, AI-ul sprijină. Acum planificați următorii doi ani: competențele AI de care are nevoie fiecare rol de marketing, cum le evaluăm, traseele de instruire, cum se schimbă rolurile și evaluarea performanței pe măsură ce AI-ul preia sarcini și cum urmărim adoptarea și starea de spirit a echipei. Livrați o matrice de competențe pe roluri, un plan pe doi ani, defalcat pe trimestre, și un chestionar scurt pentru echipă.',
      },
    },
    notStarted: {
      title: {
        en: 'Start your marketing AI transformation',
        ro: 'Începeți transformarea marketingului cu AI',
      },
      aiRole: {
        en: 'Act as a transformation advisor for a marketing team without an AI roadmap, policy or training yet. Propose the first 90 days: a leadership decision on goals and limits, a one-page AI use policy, two low-risk pilots with success criteria, basic training for everyone and an open conversation about how jobs will change. Keep AI to about {targetAi} of the work (preparing materials). Deliver the 90-day plan, the policy outline and the criteria for choosing the pilots.',
        ro: 'Jucați rolul unui consultant de transformare pentru o echipă de marketing fără plan, politică sau instruire privind AI-ul. Propuneți primele 90 de zile: o decizie a conducerii privind obiectivele și limitele, o politică de utilizare a AI-ului de o pagină, două proiecte-pilot cu risc mic și criterii de succes, instruire de bază pentru toți și o discuție deschisă despre cum se vor schimba posturile. Păstrați AI-ul la aproximativ {targetAi} din muncă (pregătirea materialelor). Livrați planul de 90 de zile, structura politicii și criteriile de alegere a proiectelor-pilot.',
      },
    },
  },
};

/** Step 12, IMPACT (target 55 % people): measurement, funnel, ROI, business results. */
export const IMPACT_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'measurement, funnel performance, ROI and business results',
    ro: 'măsurarea, rezultatele funnelului, ROI-ul și contribuția la rezultatele companiei',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Automate your marketing reporting with AI',
        ro: 'Automatizați cu AI raportarea de marketing',
      },
      aiRole: {
        en: 'Act as a marketing performance analyst. Much of our measurement is still manual (collecting data, updating dashboards, calculating ROI, spotting anomalies), so reports arrive late and problems surface only at month-end. Design an AI-assisted measurement setup: automated data collection, anomaly alerts (such as a jump in cost per lead) and first-draft commentary, while people define success, judge causes and own the conclusions. Deliver the KPI tree, the alert rules and a monthly report template.',
        ro: 'Jucați rolul unui analist al rezultatelor de marketing. Mare parte din măsurare se face încă manual (colectarea datelor, actualizarea dashboardurilor, calculul ROI, căutarea anomaliilor), așa că rapoartele întârzie și problemele ies la iveală abia la final de lună. Proiectați un sistem de măsurare asistat de AI: colectarea automată a datelor, alerte pentru anomalii (de exemplu un salt al costului pe lead) și prima variantă a comentariilor, iar oamenii definesc succesul, judecă cauzele și își asumă concluziile. Livrați arborele de KPI-uri, regulile de alertă și un șablon de raport lunar.',
      },
    },
    tooAi: {
      title: {
        en: 'Own the story behind your marketing numbers',
        ro: 'Asumați-vă povestea din spatele cifrelor de marketing',
      },
      aiRole: {
        en: 'Act as a measurement advisor to the CMO. AI tools now set too much of our KPIs, explanations and board reporting, so conclusions may rest on correlations nobody has questioned. Design a measurement governance routine: who defines KPIs and targets, how causes of funnel drops are investigated, how incrementality is tested and who signs off the board report. Deliver a KPI ownership table, a root-cause review template and a checklist for AI-written commentary.',
        ro: 'Jucați rolul unui consilier pe teme de măsurare al directorului de marketing. Instrumentele AI stabilesc acum prea mult din KPI-urile, explicațiile și raportarea noastră către conducere, așa că unele concluzii se pot sprijini pe corelații pe care nu le-a pus nimeni la îndoială. Proiectați o rutină de guvernanță a măsurării: cine definește KPI-urile și țintele, cum se investighează cauzele scăderilor din funnel, cum se testează efectul incremental și cine aprobă raportul pentru conducere. Livrați un tabel cu responsabilii KPI-urilor, un șablon de analiză a cauzelor și o listă de verificare pentru comentariile scrise de AI.',
      },
    },
    onTarget: {
      title: {
        en: 'Prove marketing’s contribution to revenue',
        ro: 'Demonstrați contribuția marketingului la venituri',
      },
      aiRole: {
        en: 'Act as a marketing effectiveness consultant. Our measurement split between AI and people is on target; the next step is proving causal impact. Design an incrementality test for our largest channel or campaign (holdout or geographic test) and a quarterly view linking CAC, LTV, payback and pipeline to revenue. Deliver the test design with sample size and duration, a one-page format for the board and the three decisions the results should inform.',
        ro: 'Jucați rolul unui consultant pentru eficiența marketingului. Împărțirea măsurării între AI și oameni este la țintă; următorul pas este să dovedim impactul cauzal. Proiectați un test de efect incremental pentru cel mai mare canal sau cea mai mare campanie (grup de control sau test pe regiuni) și o imagine trimestrială care leagă CAC, LTV, perioada de recuperare și oportunitățile de vânzare de venituri. Livrați proiectul testului cu dimensiunea eșantionului și durata, un format de o pagină pentru conducere și cele trei decizii pe care ar trebui să le influențeze rezultatele.',
      },
    },
    notStarted: {
      title: {
        en: 'Set up your first marketing KPIs and dashboard',
        ro: 'Stabiliți primele KPI-uri de marketing și primul dashboard',
      },
      aiRole: {
        en: 'Act as a marketing measurement consultant for a company without formal KPIs, a dashboard or ROI tracking. Propose a starter plan: five KPIs tied to revenue, a conversion rate for each funnel stage, a simple campaign ROI formula with all costs, and a monthly dashboard. Plan for AI to do about {targetAi} of the work (data collection, anomaly alerts) and people to define success and draw conclusions. Deliver the KPI list with definitions, the dashboard layout and a 60-day plan.',
        ro: 'Jucați rolul unui consultant de măsurare pentru o companie fără KPI-uri formale, fără dashboard și fără calculul ROI. Propuneți un plan de început: cinci KPI-uri legate de venituri, rata de conversie pentru fiecare etapă a funnelului, o formulă simplă de ROI pe campanie, cu toate costurile, și un dashboard lunar. Planificați ca AI-ul să facă aproximativ {targetAi} din muncă (colectarea datelor, alerte pentru anomalii), iar oamenii să definească succesul și să tragă concluziile. Livrați lista KPI-urilor cu definiții, structura dashboardului și un plan de 60 de zile.',
      },
    },
  },
};
