/**
 * Catalogue texts of the answer-driven strategies (domain-design.md §4): human oversight,
 * automation, data foundations, upskilling, governance, measurement, generative-AI data
 * protection and co-working in the shared steps. en and ro.
 */
import type { StrategyTexts } from './catalogue.js';

/** Human oversight of AI in the human-led steps. */
export const HUMAN_OVERSIGHT_TEXTS: StrategyTexts = {
  name: {
    en: 'Put people back in charge where judgement matters',
    ro: 'Readuceți oamenii la decizie acolo unde contează judecata',
  },
  impact: {
    en: 'Keeps vision, major decisions, creative courage, relationships and change leadership in human hands, where accountability and trust are built; AI still prepares the material, faster.',
    ro: 'Păstrează viziunea, deciziile majore, curajul creativ, relațiile și conducerea schimbării în mâinile oamenilor, acolo unde se construiesc responsabilitatea și încrederea; AI-ul pregătește în continuare materialele, mai repede.',
  },
  tactics: [
    {
      en: 'For each problem below, name the person who decides and write down what AI may prepare and what it may never approve.',
      ro: 'Pentru fiecare problemă de mai jos, numiți persoana care decide și scrieți ce poate pregăti AI-ul și ce nu are voie să aprobe niciodată.',
    },
    {
      en: 'Treat AI as a second opinion, not the verdict: when it contradicts experience, run a quick test or ask for the evidence before acting.',
      ro: 'Folosiți AI-ul ca a doua opinie, nu ca verdict: când contrazice experiența, faceți un test rapid sau cereți dovezile înainte de a acționa.',
    },
    {
      en: 'Pre-test bold concepts with real customers; use synthetic audiences only to narrow the options first.',
      ro: 'Pretestați conceptele îndrăznețe cu clienți reali; folosiți audiențele sintetice doar pentru a restrânge întâi variantele.',
    },
    {
      en: 'Check every quarter whether each human-led step is back within 5 points of its target.',
      ro: 'Verificați în fiecare trimestru dacă fiecare pas condus de oameni a revenit la cel mult 5 puncte de țintă.',
    },
  ],
};

/** Automation of repetitive work in the AI-led steps. */
export const AUTOMATION_TEXTS: StrategyTexts = {
  name: {
    en: 'Automate the repetitive work in operations, data and predictions',
    ro: 'Automatizați munca repetitivă din operațiuni, date și predicții',
  },
  impact: {
    en: 'Frees specialist hours from copying, checking and routing, and brings faster, more consistent predictions to the steps where AI should do most of the work.',
    ro: 'Eliberează orele specialiștilor de copiere, verificări și redirecționări și aduce predicții mai rapide și mai consecvente în pașii în care AI-ul ar trebui să facă cea mai mare parte a muncii.',
  },
  tactics: [
    {
      en: 'List the ten most frequent manual tasks with the hours each takes a month, and automate the top three first.',
      ro: 'Faceți lista celor mai frecvente zece sarcini manuale, cu orele lunare pentru fiecare, și automatizați întâi primele trei.',
    },
    {
      en: 'Start with lead capture and routing: AI enrichment and assignment in the CRM, with people handling the exceptions.',
      ro: 'Începeți cu preluarea și repartizarea lead-urilor: îmbogățire și alocare cu AI în CRM, iar oamenii tratează excepțiile.',
    },
    {
      en: 'Switch on the AI features you already pay for (send-time optimisation, spam filtering, anomaly alerts) before buying new tools.',
      ro: 'Activați funcțiile AI pe care le plătiți deja (ora optimă de trimitere, filtrarea spamului, alertele de anomalii) înainte de a cumpăra instrumente noi.',
    },
    {
      en: 'Give every automation an owner, a monthly sample check and a way to switch it off.',
      ro: 'Dați fiecărei automatizări un responsabil, o verificare lunară prin sondaj și o modalitate de a o opri.',
    },
  ],
};

/** Data foundations. */
export const DATA_FOUNDATIONS_TEXTS: StrategyTexts = {
  name: { en: 'Build the customer data foundations', ro: 'Construiți fundațiile de date despre clienți' },
  impact: {
    en: 'One reliable record per customer, synchronised consent and credible attribution: without them, personalisation, predictions and ROI reports rest on guesswork and carry GDPR risk.',
    ro: 'O singură fișă de încredere pentru fiecare client, acorduri sincronizate și o atribuire credibilă: fără ele, personalizarea, predicțiile și rapoartele de ROI se bazează pe presupuneri și aduc riscuri GDPR.',
  },
  tactics: [
    {
      en: 'Make the CRM the single customer record and connect web, shop and service data to it through a shared customer ID.',
      ro: 'Faceți din CRM fișa unică a clientului și conectați la el datele din site, magazin și serviciul clienți printr-un identificator comun.',
    },
    {
      en: 'Centralise consent in one place that updates every tool in real time, reviewed by the DPO each quarter.',
      ro: 'Centralizați acordurile într-un singur loc care actualizează în timp real toate instrumentele, verificat trimestrial de DPO.',
    },
    {
      en: 'Enforce UTM naming with a link builder, and move from last click to a rule-based or data-driven attribution model.',
      ro: 'Impuneți regulile UTM printr-un generator de linkuri și treceți de la ultimul clic la un model de atribuire pe reguli sau bazat pe date.',
    },
    {
      en: 'Schedule a monthly de-duplication: AI suggests merges, a specialist approves them.',
      ro: 'Programați lunar eliminarea duplicatelor: AI-ul propune unificări, un specialist le aprobă.',
    },
  ],
};

/** Team upskilling. */
export const UPSKILLING_TEXTS: StrategyTexts = {
  name: {
    en: "Build the team's skills for working with AI",
    ro: 'Dezvoltați competențele echipei pentru lucrul cu AI',
  },
  impact: {
    en: 'Tools pay off only when people know when to use AI, how to check its output and when to overrule it; skills turn licences into results and ease the fear of change.',
    ro: 'Instrumentele aduc rezultate doar dacă oamenii știu când să folosească AI-ul, cum să-i verifice rezultatele și când să treacă peste el; competențele transformă licențele în rezultate și reduc teama de schimbare.',
  },
  tactics: [
    {
      en: "Assess each marketer's AI skills with a short practical task and discuss the result one-to-one.",
      ro: 'Evaluați competențele AI ale fiecărui marketer printr-o sarcină practică scurtă și discutați rezultatul între patru ochi.',
    },
    {
      en: 'Train on your own briefs: a monthly workshop where the team solves a real task with AI and compares it with the human version.',
      ro: 'Învățați pe brief-urile voastre: un atelier lunar în care echipa rezolvă cu AI o sarcină reală și o compară cu varianta umană.',
    },
    {
      en: 'Name an AI lead in each team and keep a shared prompt library that these leads look after.',
      ro: 'Numiți un responsabil de AI în fiecare echipă și păstrați o bibliotecă comună de prompturi, întreținută de acești responsabili.',
    },
    {
      en: 'Run a short quarterly survey on AI use and concerns, and act on what it shows.',
      ro: 'Faceți trimestrial un scurt sondaj despre folosirea AI și îngrijorările oamenilor și acționați pe baza rezultatelor.',
    },
  ],
};

/** AI governance. */
export const GOVERNANCE_TEXTS: StrategyTexts = {
  name: { en: 'Set up AI governance for marketing', ro: 'Stabiliți regulile de guvernanță AI în marketing' },
  impact: {
    en: "Clear rules let the team use AI quickly without exposing the brand: fewer false claims, no unvetted tools handling data, and compliance with the EU AI Act's transparency duties.",
    ro: 'Regulile clare permit echipei să folosească AI-ul repede, fără să expună brandul: mai puține afirmații false, niciun instrument neverificat care lucrează cu date și respectarea obligațiilor de transparență din AI Act.',
  },
  tactics: [
    {
      en: 'Write a two-page AI policy with marketing, legal and IT: allowed tools, forbidden data, who approves what.',
      ro: 'Scrieți o politică AI de două pagini, împreună cu marketingul, juridicul și IT-ul: instrumente permise, date interzise, cine aprobă și ce.',
    },
    {
      en: 'Set review levels by risk: which AI content needs an editor, which needs legal, and which may go out with sample checks.',
      ro: 'Stabiliți niveluri de verificare după risc: ce conținut făcut cu AI trece pe la un editor, ce trece pe la juridic și ce se poate publica cu verificări prin sondaj.',
    },
    {
      en: 'Vet every new AI tool with one checklist (where data is stored, training on your data, copyright, security) before anyone uses it.',
      ro: 'Verificați fiecare instrument AI nou cu aceeași listă (unde stau datele, dacă învață din datele voastre, drepturi de autor, securitate) înainte ca cineva să-l folosească.',
    },
    {
      en: 'Name an owner and a procedure for false claims and data leaks, and label AI content and chatbots as the AI Act requires.',
      ro: 'Numiți un responsabil și o procedură pentru afirmații false și scurgeri de date și semnalați conținutul AI și chatboții așa cum cere AI Act.',
    },
  ],
};

/** Measurement and ROI. */
export const MEASUREMENT_TEXTS: StrategyTexts = {
  name: {
    en: "Measure marketing's contribution and ROI",
    ro: 'Măsurați contribuția și ROI-ul marketingului',
  },
  impact: {
    en: 'Lets you defend the budget with numbers the CFO accepts and move money to what works; without measurement, every other strategy here is a guess.',
    ro: 'Vă permite să susțineți bugetul cu cifre pe care CFO-ul le acceptă și să mutați banii spre ce funcționează; fără măsurare, orice altă strategie de aici este o presupunere.',
  },
  tactics: [
    {
      en: 'Agree three to five KPIs with the CEO and CFO, each with a target and an owner.',
      ro: 'Stabiliți cu CEO-ul și CFO-ul trei până la cinci KPI-uri, fiecare cu țintă și responsabil.',
    },
    {
      en: 'Build one dashboard fed by connectors rather than hand-made Excel files; AI writes the weekly summary, an analyst checks it.',
      ro: 'Construiți un singur dashboard alimentat de conectori, nu din fișiere Excel făcute manual; AI-ul scrie rezumatul săptămânal, iar un analist îl verifică.',
    },
    {
      en: 'Calculate ROI per campaign with all costs included, and CAC and LTV per channel every quarter.',
      ro: 'Calculați ROI-ul fiecărei campanii cu toate costurile, iar CAC și LTV pe canal, în fiecare trimestru.',
    },
    {
      en: "Test the incremental effect of each quarter's largest campaign with a holdout group or a control region.",
      ro: 'Testați efectul incremental al celei mai mari campanii din fiecare trimestru cu un grup de control sau o regiune de control.',
    },
    {
      en: 'Compare AI spend with the hours saved and the results, so AI investments face the same test as media.',
      ro: 'Comparați cheltuielile cu AI cu orele economisite și cu rezultatele, ca investițiile în AI să treacă prin același test ca media.',
    },
  ],
};

/** Customer data in generative AI. */
export const GENAI_DATA_TEXTS: StrategyTexts = {
  name: {
    en: 'Protect customer data in generative AI',
    ro: 'Protejați datele clienților în AI-ul generativ',
  },
  impact: {
    en: 'Keeps personal data out of AI tools that lack a legal basis, a processing contract or a DPIA: each such upload is a GDPR breach in waiting and a risk to customer trust.',
    ro: 'Ține datele personale departe de instrumentele AI fără temei legal, contract de prelucrare sau DPIA: fiecare astfel de încărcare este o încălcare GDPR în așteptare și un risc pentru încrederea clienților.',
  },
  tactics: [
    {
      en: 'Write a one-page rule with examples: which data may go into which approved AI tools, anonymised or not.',
      ro: 'Scrieți o regulă de o pagină, cu exemple: ce date pot intra în ce instrumente AI aprobate, anonimizate sau nu.',
    },
    {
      en: 'Allow personal data only in AI tools under a data processing agreement, after a DPIA, with training on your data switched off.',
      ro: 'Permiteți date personale doar în instrumente AI cu contract de prelucrare a datelor, după o DPIA și cu învățarea din datele voastre dezactivată.',
    },
    {
      en: 'Give the team an approved AI workspace, so nobody needs a personal account for work data.',
      ro: 'Oferiți echipei un spațiu de lucru AI aprobat, ca nimeni să nu aibă nevoie de un cont personal pentru datele de serviciu.',
    },
    {
      en: 'Have the DPO check a sample of prompts and uploaded files every quarter.',
      ro: 'Cereți DPO-ului să verifice trimestrial, prin sondaj, prompturile și fișierele încărcate.',
    },
  ],
};

/** Co-working in the shared steps. */
export const COWORKING_TEXTS: StrategyTexts = {
  name: {
    en: 'Rebalance AI–human co-working in the shared steps',
    ro: 'Reechilibrați lucrul în tandem AI–om în pașii mixți',
  },
  impact: {
    en: 'In positioning, content, channel mix and measurement the best results come from a split: AI for volume, data and first versions, people for insight, angle and the final call. The right split lifts both speed and quality.',
    ro: 'În poziționare, conținut, mixul de canale și măsurare, cele mai bune rezultate vin dintr-o împărțire: AI-ul pentru volum, date și primele variante, oamenii pentru insight, unghi și decizia finală. O împărțire corectă crește și viteza, și calitatea.',
  },
  tactics: [
    {
      en: 'For each step off target, map its main workflows and mark which part AI does and which part people keep.',
      ro: 'Pentru fiecare pas abătut de la țintă, descrieți fluxurile principale și marcați ce parte face AI-ul și ce parte păstrează oamenii.',
    },
    {
      en: 'Where there is too much AI, add a human checkpoint before anything is published or decided.',
      ro: 'Unde este prea mult AI, adăugați un punct de control uman înainte ca ceva să fie publicat sau decis.',
    },
    {
      en: 'Where people do too much, hand AI the first version, the data gathering and the variants, and measure the hours saved.',
      ro: 'Unde oamenii fac prea mult, dați AI-ului prima variantă, adunarea datelor și versiunile alternative și măsurați orele economisite.',
    },
    {
      en: 'Start these workflows from the ready-made prompts of each step.',
      ro: 'Porniți aceste fluxuri de la prompturile gata făcute ale fiecărui pas.',
    },
  ],
};
