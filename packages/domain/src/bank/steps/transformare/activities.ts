/**
 * TRANSFORMARE: the step's 15 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 90 % human: the ideals are ten A
 * and five B (machine share 165 / 15 = 11 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'ai-policy',
    stem: {
      en: 'Who writes your marketing team’s AI usage policy?',
      ro: 'Cine scrie politica de folosire a AI-ului în marketing?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'A policy only holds if the people who enforce it wrote it and can explain every rule to the team.',
      ro: 'O politică rezistă doar dacă au scris-o cei care o aplică și pot explica echipei fiecare regulă.',
    },
    levers: {
      towardHuman: {
        en: 'Replace a generated or vendor-template policy with one the CMO writes with legal and IT in two workshops; each rule names its owner and what happens when it is broken.',
        ro: 'Înlocuiți politica generată sau preluată dintr-un șablon de furnizor cu una scrisă de CMO împreună cu departamentul juridic și IT-ul, în două ateliere; fiecare regulă își numește responsabilul și consecința încălcării.',
      },
      start: {
        en: 'Without a policy each marketer decides alone what goes into AI tools and what ships unchecked; have the CMO, legal and IT write one page: permitted tools, forbidden data, what needs review.',
        ro: 'Fără o politică, fiecare marketer decide singur ce introduce în instrumentele AI și ce publică neverificat; CMO-ul, departamentul juridic și IT-ul scriu o pagină: instrumente permise, date interzise, ce trebuie verificat.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace your template AI policy with one the CMO writes',
          ro: 'Înlocuiți politica AI generată sau din șablon cu una scrisă de CMO',
        },
        tool: {
          en: 'Policy workshop agenda with rule owners',
          ro: 'Agenda atelierelor de politică, cu responsabili',
        },
      },
      start: {
        title: {
          en: 'Write a one-page marketing AI policy with legal and IT',
          ro: 'Scrieți cu departamentul juridic și IT-ul o pagină de reguli pentru folosirea AI-ului',
        },
        tool: { en: 'One-page AI policy template', ro: 'Politică AI pe o pagină' },
      },
    },
  },
  {
    slug: 'task-allocation',
    stem: {
      en: 'Who decides which marketing tasks AI takes over?',
      ro: 'Cine decide ce sarcini de marketing preia AI-ul?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Which work moves to AI changes jobs, quality and risk at once, so the managers who know each task and answer for its result decide.',
      ro: 'Ce muncă trece la AI schimbă deodată posturile, calitatea și riscurile, așa că decid managerii care cunosc fiecare sarcină și răspund de rezultatul ei.',
    },
    levers: {
      towardHuman: {
        en: 'Do not let new vendor features decide what AI takes over; list the team’s recurring tasks and have the CMO and team leads mark each one keep, assist or hand over, with a reason.',
        ro: 'Nu lăsați funcțiile noi ale furnizorilor să decidă ce preia AI-ul; faceți lista sarcinilor recurente, iar CMO-ul și șefii de echipă marchează fiecare sarcină: rămâne, este asistată sau este predată, cu un motiv.',
      },
      start: {
        en: 'Without a decision AI spreads where tools happen to offer it, not where it helps; have team leads list their twenty most frequent tasks and pick three to pilot with AI next quarter.',
        ro: 'Fără o decizie, AI-ul se răspândește unde îl oferă întâmplător instrumentele, nu unde ajută; șefii de echipă fac lista celor mai frecvente douăzeci de sarcini și aleg trei pentru un proiect-pilot cu AI trimestrul viitor.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have the CMO and leads decide which tasks AI takes',
          ro: 'Cereți CMO-ului și șefilor de echipă să decidă ce sarcini preia AI-ul',
        },
        tool: { en: 'Keep-assist-hand-over task list', ro: 'Lista sarcinilor: rămâne, asistată, predată' },
      },
      start: {
        title: {
          en: 'Pick three frequent marketing tasks to pilot with AI',
          ro: 'Alegeți trei sarcini frecvente de marketing pentru un proiect-pilot cu AI',
        },
        tool: {
          en: 'Top-twenty task list with pilot picks',
          ro: 'Lista celor douăzeci de sarcini frecvente',
        },
      },
    },
  },
  {
    slug: 'tool-approval',
    stem: {
      en: 'Who approves new AI tools for your team?',
      ro: 'Cine aprobă instrumentele AI noi pentru echipa voastră?',
    },
    ideal: 'A',
    rationale: {
      en: 'Approving a tool accepts its data, security and copyright risks on the company’s behalf, a responsibility a named person has to carry.',
      ro: 'Aprobarea unui instrument acceptă în numele companiei riscurile lui privind datele, securitatea și drepturile de autor, o răspundere pe care o poartă o persoană anume.',
    },
    levers: {
      towardHuman: {
        en: 'If tools come into use because a vendor switched on AI features by default, name one approver (the CMO, with IT) and keep a register of approved tools, reviewed each quarter.',
        ro: 'Dacă instrumentele intră în uz pentru că furnizorul a activat implicit funcțiile AI, numiți o singură persoană care aprobă (CMO-ul, împreună cu IT-ul) și țineți un registru al instrumentelor aprobate, revizuit trimestrial.',
      },
      start: {
        en: 'Unapproved AI tools are how customer data leaks out and unlicensed images get in; publish a list of approved tools and a one-page request form that IT and the CMO answer within two weeks.',
        ro: 'Prin instrumentele AI neaprobate ies datele clienților și intră imagini fără licență; publicați lista instrumentelor aprobate și un formular de cerere de o pagină, la care IT-ul și CMO-ul răspund în două săptămâni.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Name the CMO, with IT, as sole AI tool approver',
          ro: 'Numiți o singură persoană care aprobă instrumentele AI: CMO-ul, cu IT-ul',
        },
        tool: { en: 'Approved AI tool register', ro: 'Registrul instrumentelor AI aprobate' },
      },
      start: {
        title: {
          en: 'Publish your approved AI tools and a request form',
          ro: 'Publicați lista instrumentelor AI aprobate și un formular de cerere',
        },
        tool: { en: 'One-page AI tool request form', ro: 'Formular de cerere de o pagină' },
      },
    },
  },
  {
    slug: 'vendor-terms',
    stem: {
      en: 'Who checks the contract terms of AI vendors?',
      ro: 'Cine verifică termenii contractuali ai furnizorilor AI?',
    },
    ideal: 'B',
    rationale: {
      en: 'AI can read long terms of service and flag clauses on training data or ownership in minutes, but legal judges whether the company can accept them.',
      ro: 'AI-ul poate citi în câteva minute condițiile lungi de utilizare și poate semnala clauzele despre datele de antrenare sau proprietate, dar departamentul juridic judecă dacă firma le poate accepta.',
    },
    levers: {
      towardMachine: {
        en: 'Give legal an AI assistant that compares each vendor’s terms with your twelve-point checklist (training on your data, storage location, output ownership); legal reads every flagged clause in full.',
        ro: 'Dați departamentului juridic un asistent AI care compară condițiile fiecărui furnizor cu lista voastră de douăsprezece puncte (antrenarea pe datele voastre, locul stocării, proprietatea rezultatelor); departamentul juridic citește integral fiecare clauză semnalată.',
      },
      towardHuman: {
        en: 'An AI summary can miss the clause that lets a vendor train on your customer data; have legal sign off every AI contract after reading the data and liability sections in full.',
        ro: 'Un rezumat făcut de AI poate rata clauza care permite furnizorului să-și antreneze modelele pe datele clienților voștri; departamentul juridic semnează fiecare contract AI după ce citește integral secțiunile despre date și răspundere.',
      },
      start: {
        en: 'Standard AI terms often let vendors reuse your data or deny you ownership of outputs; write a twelve-point checklist with legal and apply it to every AI tool you already pay for.',
        ro: 'Condițiile standard ale furnizorilor AI permit adesea refolosirea datelor voastre sau nu vă garantează proprietatea rezultatelor; scrieți cu departamentul juridic o listă de douăsprezece puncte și aplicați-o fiecărui instrument AI plătit deja.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI check AI vendor terms against your twelve-point checklist',
          ro: 'Lăsați AI-ul să compare condițiile furnizorilor AI cu lista de douăsprezece puncte',
        },
        tool: {
          en: 'AI contract-review assistant with checklist',
          ro: 'Asistent AI de analiză a contractelor',
        },
      },
      towardHuman: {
        title: {
          en: 'Have legal read and sign off every AI vendor contract',
          ro: 'Cereți departamentului juridic să citească și să semneze fiecare contract cu furnizori AI',
        },
        tool: { en: 'Contract sign-off log', ro: 'Jurnal de semnare a contractelor AI' },
      },
      start: {
        title: {
          en: 'Check every paid AI tool’s terms against a legal checklist',
          ro: 'Verificați cu departamentul juridic condițiile fiecărui instrument AI pe care îl plătiți',
        },
        tool: {
          en: 'Twelve-point AI contract checklist',
          ro: 'Listă de douăsprezece puncte pentru contracte',
        },
      },
    },
  },
  {
    slug: 'skills-assessment',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who assesses your team’s AI skills?',
      ro: 'Cine evaluează competențele AI ale echipei?',
    },
    ideal: 'B',
    risks: ['personal-data', 'bias'],
    rationale: {
      en: 'A short practical test scored by AI shows where each person stands, but a manager who sees their daily work judges what they need next.',
      ro: 'Un test practic scurt, evaluat de AI, arată unde se află fiecare om, dar managerul care îi vede munca zilnică judecă de ce are nevoie mai departe.',
    },
    levers: {
      towardMachine: {
        en: 'Twice a year, have each marketer complete three real tasks with AI and let a tool score the results; managers discuss the scores one to one before any learning plan is set.',
        ro: 'De două ori pe an, fiecare marketer rezolvă trei sarcini reale cu AI, iar un instrument evaluează rezultatele; managerii discută scorurile față în față înainte de stabilirea oricărui plan de formare.',
      },
      towardHuman: {
        en: 'AI skill scores must never decide pay or promotion, as they can penalise people who work differently; keep the manager’s conversation and judgement as the assessment of record.',
        ro: 'Scorurile de competențe generate de AI nu trebuie să decidă salariul sau promovarea, pentru că îi pot dezavantaja pe cei care lucrează altfel; evaluarea oficială rămâne discuția și judecata managerului.',
      },
      start: {
        en: 'Training budgets miss when nobody knows who already uses AI well; this quarter, have each manager rate their people on five AI skills, with one practical task per skill.',
        ro: 'Bugetele de formare ratează ținta când nimeni nu știe cine folosește deja bine AI-ul; trimestrul acesta, fiecare manager își evaluează oamenii pe cinci competențe AI, cu câte o sarcină practică pentru fiecare.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a tool score three AI practice tasks per marketer',
          ro: 'Lăsați un instrument să evalueze trei exerciții cu AI ale fiecărui marketer',
        },
        tool: { en: 'Practical AI skills test with scoring', ro: 'Test practic de competențe AI' },
      },
      towardHuman: {
        title: {
          en: 'Keep the manager’s judgement as the official AI skills assessment',
          ro: 'Păstrați judecata managerului drept evaluare oficială a competențelor AI',
        },
        tool: { en: 'One-to-one skills review form', ro: 'Formular pentru discuția de evaluare' },
      },
      start: {
        title: {
          en: 'Have managers rate their people on five AI skills',
          ro: 'Cereți managerilor să-și evalueze oamenii pe cinci competențe AI',
        },
        tool: { en: 'Five-skill grid with practical tasks', ro: 'Grilă de cinci competențe, cu sarcini' },
      },
    },
  },
  {
    slug: 'ai-training',
    stem: {
      en: 'Who trains your team to work with AI?',
      ro: 'Cine instruiește echipa să lucreze cu AI?',
    },
    ideal: 'B',
    rationale: {
      en: 'People learn AI fastest from colleagues working on live briefs, while AI tutors and short courses cover the basics at each person’s pace.',
      ro: 'Oamenii învață AI-ul cel mai repede de la colegi, lucrând pe brief-uri reale, iar cursurile scurte și asistenții AI acoperă noțiunile de bază în ritmul fiecăruia.',
    },
    levers: {
      towardMachine: {
        en: 'Add an AI tutor and short online courses for the basics so internal coaches spend their sessions on live work; check completion and one applied task per person every month.',
        ro: 'Adăugați un asistent AI de învățare și cursuri online scurte pentru noțiunile de bază, ca instructorii interni să lucreze în sesiuni pe proiecte reale; verificați lunar cursurile terminate și o sarcină aplicată a fiecărui om.',
      },
      towardHuman: {
        en: 'Course libraries alone teach features, not judgement; name an AI coach in each team who runs a fortnightly session on the team’s own briefs.',
        ro: 'Bibliotecile de cursuri singure îi învață pe oameni funcții, nu judecată; numiți în fiecare echipă un îndrumător AI care ține o dată la două săptămâni o sesiune pe brief-urile echipei.',
      },
      start: {
        en: 'An untrained team uses AI badly or not at all, and licences go to waste; start with a two-hour session per team on its own work, led by your most experienced user.',
        ro: 'O echipă neinstruită folosește AI-ul prost sau deloc, iar licențele sunt bani pierduți; începeți cu o sesiune de două ore pentru fiecare echipă, pe munca ei, condusă de cel mai experimentat utilizator.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let an AI tutor and online courses teach AI basics',
          ro: 'Lăsați un asistent AI și cursuri online să predea noțiunile de bază',
        },
        tool: { en: 'AI tutor and short online courses', ro: 'Asistent AI de învățare și cursuri' },
      },
      towardHuman: {
        title: {
          en: 'Name an AI coach in each team for fortnightly sessions',
          ro: 'Numiți în fiecare echipă un îndrumător AI pentru sesiuni la două săptămâni',
        },
        tool: {
          en: 'Fortnightly coaching session on live briefs',
          ro: 'Sesiune de lucru pe brief-uri reale',
        },
      },
      start: {
        title: {
          en: 'Run a two-hour AI training session per team',
          ro: 'Organizați pentru fiecare echipă o sesiune AI de două ore, pe munca ei',
        },
        tool: { en: 'Two-hour session plan on real work', ro: 'Plan de sesiune pe munca reală' },
      },
    },
  },
  {
    slug: 'role-redesign',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who redesigns marketing roles as AI changes the work?',
      ro: 'Cine redefinește rolurile din marketing când AI-ul schimbă munca?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Redefining a role changes someone’s career, pay and motivation, so only managers who talk to that person should decide it.',
      ro: 'Redefinirea unui rol schimbă cariera, salariul și motivația cuiva, așa că doar managerii care vorbesc cu acel om ar trebui să o decidă.',
    },
    levers: {
      towardHuman: {
        en: 'If job descriptions are being rewritten from an AI task analysis, have each manager rework their team’s roles with HR and the people in them, one conversation per role.',
        ro: 'Dacă fișele de post sunt rescrise pe baza unei analize de sarcini făcute de AI, fiecare manager refață rolurile echipei împreună cu HR și cu oamenii care le ocupă, câte o discuție pentru fiecare rol.',
      },
      start: {
        en: 'As AI takes tasks, unchanged roles leave people doing half a job; have each manager rewrite one role a quarter with HR and the person in it, naming the new responsibilities.',
        ro: 'Pe măsură ce AI-ul preia sarcini, rolurile neschimbate îi lasă pe oameni cu jumătate de post; fiecare manager rescrie trimestrial un rol împreună cu HR și cu titularul lui, numind noile responsabilități.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have managers and HR redesign roles with each role holder',
          ro: 'Cereți managerilor să refacă rolurile cu HR și cu oamenii care le ocupă',
        },
        tool: { en: 'Role conversation agenda with HR', ro: 'Agendă de discuție pentru fiecare rol' },
      },
      start: {
        title: {
          en: 'Rewrite a marketing role quarterly with HR and its holder',
          ro: 'Rescrieți trimestrial un rol de marketing împreună cu HR și titularul lui',
        },
        tool: {
          en: 'Role description with new responsibilities',
          ro: 'Fișă de post cu noile responsabilități',
        },
      },
    },
  },
  {
    slug: 'change-communication',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who tells the team how AI will change their jobs?',
      ro: 'Cine le explică oamenilor cum le va schimba AI-ul munca?',
    },
    ideal: 'A',
    rationale: {
      en: 'People believe what AI means for their job only when a leader they know says it and answers their questions face to face.',
      ro: 'Oamenii cred ce înseamnă AI-ul pentru postul lor doar când le-o spune un lider pe care îl cunosc și le răspunde la întrebări față în față.',
    },
    levers: {
      towardHuman: {
        en: 'Replace AI-written change announcements with a quarterly team meeting where the CMO explains what changes and what does not, and takes every question, including on jobs.',
        ro: 'Înlocuiți anunțurile despre schimbare scrise de AI cu o întâlnire trimestrială în care CMO-ul explică ce se schimbă și ce nu și răspunde la orice întrebare, inclusiv despre posturi.',
      },
      start: {
        en: 'Silence about AI breeds rumours of job cuts and quiet resistance; have the CMO hold a team session this month on the plan, its limits and what it means for each role.',
        ro: 'Tăcerea despre AI naște zvonuri despre concedieri și rezistență ascunsă; CMO-ul ține luna aceasta o sesiune cu echipa despre plan, limitele lui și ce înseamnă pentru fiecare rol.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace AI-written change announcements with a quarterly CMO meeting',
          ro: 'Înlocuiți anunțurile scrise de AI cu o întâlnire trimestrială cu CMO-ul',
        },
        tool: {
          en: 'Quarterly open-question team meeting agenda',
          ro: 'Agenda întâlnirii trimestriale cu întrebări',
        },
      },
      start: {
        title: {
          en: 'Have the CMO explain what AI changes in each role',
          ro: 'Cereți CMO-ului să le explice oamenilor ce schimbă AI-ul în fiecare rol',
        },
        tool: { en: 'AI plan team session agenda', ro: 'Agenda sesiunii despre planul AI' },
      },
    },
  },
  {
    slug: 'retraining-plans',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who plans retraining for people whose tasks move to AI?',
      ro: 'Cine planifică recalificarea oamenilor ale căror sarcini trec la AI?',
    },
    ideal: 'A',
    risks: ['automated-decision', 'bias'],
    rationale: {
      en: 'Deciding who is retrained for what is a commitment to named people, made by their managers and HR, not inferred from a task list.',
      ro: 'Decizia cine se recalifică și pentru ce este un angajament față de oameni anume, pe care îl iau managerii lor și HR, nu unul dedus dintr-o listă de sarcini.',
    },
    levers: {
      towardHuman: {
        en: 'If a workforce-planning tool proposes who retrains or leaves, have managers and HR decide case by case after talking to each person; the tool’s list stays evidence only.',
        ro: 'Dacă un instrument de planificare a personalului propune cine se recalifică sau cine pleacă, managerii și HR decid caz cu caz, după o discuție cu fiecare om; lista instrumentului rămâne doar o dovadă.',
      },
      start: {
        en: 'People whose tasks move to AI either grow into new work or leave with what they know; for each affected role, agree a six-month retraining plan with the person and HR.',
        ro: 'Oamenii ale căror sarcini trec la AI fie învață o muncă nouă, fie pleacă cu ce știu; pentru fiecare rol afectat, stabiliți cu omul respectiv și cu HR un plan de recalificare pe șase luni.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have managers and HR decide each retraining case in person',
          ro: 'Cereți managerilor și HR să decidă fiecare recalificare după o discuție cu omul',
        },
        tool: { en: 'Case-by-case retraining decision record', ro: 'Fișă de decizie pentru fiecare caz' },
      },
      start: {
        title: {
          en: 'Agree a six-month retraining plan for each affected role',
          ro: 'Stabiliți un plan de recalificare pe șase luni pentru fiecare rol afectat',
        },
        tool: { en: 'Six-month retraining plan template', ro: 'Șablon de plan de recalificare' },
      },
    },
  },
  {
    slug: 'hiring-skills',
    stem: {
      en: 'Who decides which new skills you hire for?',
      ro: 'Cine decide ce competențe noi căutați la angajare?',
    },
    ideal: 'A',
    weight: 1,
    rationale: {
      en: 'The skills your next hires bring shape the team for years, a choice the CMO makes from where marketing is going, not from job-ad fashions.',
      ro: 'Competențele următorilor angajați modelează echipa pentru ani de zile, iar CMO-ul le alege după direcția marketingului, nu după anunțurile de angajare la modă.',
    },
    levers: {
      towardHuman: {
        en: 'If job ads are generated from market templates, have the CMO and the hiring manager write down the three skills each hire must add to the team before any ad is written.',
        ro: 'Dacă anunțurile de angajare sunt generate din șabloane de piață, CMO-ul și managerul care angajează notează cele trei competențe pe care trebuie să le aducă fiecare angajat, înainte de scrierea anunțului.',
      },
      start: {
        en: 'Hiring for yesterday’s roles builds a team you will have to retrain; before the next hire, the CMO lists the skills the team lacks for its AI plan and hires for one of them.',
        ro: 'Angajările pentru rolurile de ieri construiesc o echipă pe care va trebui să o recalificați; înaintea următoarei angajări, CMO-ul enumeră competențele care lipsesc echipei pentru planul de AI și angajează pentru una dintre ele.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have the CMO set each hire’s skills before the ad',
          ro: 'Cereți CMO-ului trei competențe scrise pentru fiecare post, înaintea anunțului',
        },
        tool: { en: 'Three-skill hiring brief', ro: 'Brief de angajare cu trei competențe' },
      },
      start: {
        title: {
          en: 'List skills your AI plan lacks and hire for one',
          ro: 'Enumerați competențele lipsă pentru planul AI și angajați pentru una dintre ele',
        },
        tool: { en: 'AI-plan skills gap list', ro: 'Lista competențelor care lipsesc' },
      },
    },
  },
  {
    slug: 'incident-handling',
    stem: {
      en: 'Who handles an AI mistake that reaches customers?',
      ro: 'Cine gestionează o greșeală a AI-ului care ajunge la clienți?',
    },
    ideal: 'A',
    risks: ['brand-safety'],
    rationale: {
      en: 'When AI output harms a customer or the brand, someone accountable must decide the correction, the apology and the fix within hours.',
      ro: 'Când un rezultat AI afectează un client sau brandul, cineva care răspunde trebuie să decidă în câteva ore corecția, scuzele și remedierea.',
    },
    levers: {
      towardHuman: {
        en: 'Do not let tools auto-correct or auto-reply to an AI error: name an incident owner per channel who decides the response and logs the cause for the monthly review.',
        ro: 'Nu lăsați instrumentele să corecteze sau să răspundă automat la o eroare a AI-ului: numiți pentru fiecare canal un responsabil de incidente, care decide răspunsul și notează cauza pentru analiza lunară.',
      },
      start: {
        en: 'Sooner or later AI will publish a wrong price or claim; write a one-page procedure now: who is called, who can pull content, who speaks to customers, within how many hours.',
        ro: 'Mai devreme sau mai târziu, AI-ul va publica un preț sau o afirmație greșită; scrieți acum o procedură de o pagină: cine este anunțat, cine poate retrage conținutul, cine vorbește cu clienții, în câte ore.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Name an AI incident owner for each customer channel',
          ro: 'Numiți pentru fiecare canal un responsabil de incidente AI',
        },
        tool: { en: 'Incident log with cause and response', ro: 'Jurnal de incidente, cu cauze' },
      },
      start: {
        title: {
          en: 'Write a one-page procedure for AI mistakes reaching customers',
          ro: 'Scrieți o procedură de o pagină pentru greșelile AI-ului care ajung la clienți',
        },
        tool: { en: 'One-page AI incident procedure', ro: 'Procedură de incident pe o pagină' },
      },
    },
  },
  {
    slug: 'ethics-review',
    stem: {
      en: 'Who reviews new AI uses for ethical risks?',
      ro: 'Cine analizează riscurile etice ale noilor utilizări AI?',
    },
    ideal: 'A',
    risks: ['bias'],
    rationale: {
      en: 'Whether a use of AI is fair to customers and staff is a judgement about values that no automated tool can make for you.',
      ro: 'Dacă o utilizare a AI-ului este corectă față de clienți și angajați este o judecată de valori pe care niciun instrument automat nu o poate face în locul vostru.',
    },
    levers: {
      towardHuman: {
        en: 'Do not let an automated risk score have the last word; set up a small review group (marketing, legal, one outside voice) that meets monthly and can stop or change any new use.',
        ro: 'Nu lăsați un scor automat de risc să aibă ultimul cuvânt; formați un grup mic de analiză (marketing, juridic, o voce din afară) care se întâlnește lunar și poate opri sau schimba orice utilizare nouă.',
      },
      start: {
        en: 'AI uses that target vulnerable people or treat groups unequally cost trust and can bring fines; put every new use through five written questions that marketing and legal answer before launch.',
        ro: 'Utilizările AI care vizează oameni vulnerabili sau tratează grupurile inegal costă încredere și pot aduce amenzi; supuneți fiecare utilizare nouă la cinci întrebări scrise, la care răspund marketingul și departamentul juridic înainte de lansare.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Form an ethics review group for new AI uses',
          ro: 'Formați un grup de analiză etică pentru noile utilizări AI',
        },
        tool: { en: 'Monthly review meeting with veto', ro: 'Ședință lunară cu drept de oprire' },
      },
      start: {
        title: {
          en: 'Answer five ethics questions before launching any new AI use',
          ro: 'Răspundeți la cinci întrebări etice înainte de orice utilizare AI nouă',
        },
        tool: { en: 'Five-question ethics checklist', ro: 'Listă de cinci întrebări etice' },
      },
    },
  },
  {
    slug: 'disclosure-rules',
    stem: {
      en: 'Who decides which AI uses you disclose to customers?',
      ro: 'Cine decide ce utilizări ale AI-ului le comunicați clienților?',
    },
    ideal: 'A',
    risks: ['ai-act-disclosure'],
    rationale: {
      en: 'What you tell customers about your use of AI is a legal commitment and a matter of trust, so the CMO and legal decide it, not each tool’s defaults.',
      ro: 'Ce le spuneți clienților despre folosirea AI-ului este un angajament juridic și o chestiune de încredere, așa că îl decid CMO-ul și departamentul juridic, nu setările implicite ale fiecărui instrument.',
    },
    levers: {
      towardHuman: {
        en: 'If disclosure depends on which tool happens to add a label, have the CMO and legal set one rule for chatbots, generated images and personalised messages, checked at each quarterly policy review.',
        ro: 'Dacă informarea depinde de instrumentul care adaugă sau nu o etichetă, CMO-ul și departamentul juridic stabilesc o singură regulă pentru chatboți, imagini generate și mesaje personalizate, verificată la fiecare revizuire trimestrială a politicii.',
      },
      start: {
        en: 'The EU AI Act requires telling people when they talk to a chatbot; list where customers meet AI in your marketing and have legal decide what you say at each point.',
        ro: 'Regulamentul european privind AI-ul cere să le spuneți oamenilor când vorbesc cu un chatbot; faceți lista locurilor în care clienții întâlnesc AI-ul în marketing, iar departamentul juridic decide ce comunicați în fiecare.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have the CMO and legal set one AI disclosure rule',
          ro: 'Cereți CMO-ului și departamentului juridic o regulă de informare despre AI',
        },
        tool: { en: 'Disclosure rule sheet by AI use', ro: 'Fișa regulilor de informare a clienților' },
      },
      start: {
        title: {
          en: 'List where customers meet AI and agree disclosures with legal',
          ro: 'Faceți lista locurilor unde clienții întâlnesc AI-ul și stabiliți informarea cu departamentul juridic',
        },
        tool: { en: 'AI touchpoint list with disclosure texts', ro: 'Lista punctelor de contact cu AI' },
      },
    },
  },
  {
    slug: 'adoption-tracking',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who tracks AI adoption across the team?',
      ro: 'Cine urmărește cât folosește echipa instrumentele AI?',
    },
    ideal: 'B',
    weight: 1,
    risks: ['personal-data'],
    rationale: {
      en: 'Licence and usage data show where AI is used, but only managers’ conversations reveal why some people avoid it.',
      ro: 'Datele despre licențe și utilizare arată unde se folosește AI-ul, dar doar discuțiile managerilor arată de ce unii oameni îl evită.',
    },
    levers: {
      towardMachine: {
        en: 'Pull monthly usage figures per team from your AI tools’ admin consoles into one dashboard; managers discuss what holds back the lowest-using teams at the monthly team leads meeting.',
        ro: 'Adunați lunar într-un dashboard cifrele de utilizare pe echipe din consolele de administrare ale instrumentelor AI; managerii discută ce le frânează pe echipele cu cea mai mică utilizare în ședința lunară a șefilor de echipă.',
      },
      towardHuman: {
        en: 'Tracking usage person by person feels like surveillance and can breach employee privacy; report by team, not individual, and let managers find the reasons in conversation.',
        ro: 'Monitorizarea utilizării pe fiecare om pare supraveghere și poate încălca viața privată a angajaților; raportați pe echipe, nu pe persoane, iar managerii află motivele din discuții.',
      },
      start: {
        en: 'Licences bought but unused are the most common AI waste; check monthly active users per team for your AI tools and ask the two lowest teams what is in the way.',
        ro: 'Licențele cumpărate și nefolosite sunt cea mai frecventă risipă în AI; verificați lunar utilizatorii activi pe echipe și întrebați cele două echipe cu cea mai mică utilizare ce le oprește.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Pull AI tool usage by team into a monthly dashboard',
          ro: 'Adunați lunar într-un dashboard utilizarea instrumentelor AI pe echipe',
        },
        tool: {
          en: 'Usage dashboard from admin consoles',
          ro: 'Dashboard de utilizare, din consolele instrumentelor',
        },
      },
      towardHuman: {
        title: {
          en: 'Report AI adoption by team and let managers find why',
          ro: 'Raportați pe echipe utilizarea AI-ului și lăsați managerii să afle motivele',
        },
        tool: { en: 'Team-level adoption report, no names', ro: 'Raport pe echipe, fără nume' },
      },
      start: {
        title: {
          en: 'Check monthly active AI users per team',
          ro: 'Verificați lunar utilizatorii activi ai instrumentelor AI, pe echipe',
        },
        tool: { en: 'Monthly active-user count per team', ro: 'Numărul lunar de utilizatori activi' },
      },
    },
  },
  {
    slug: 'team-sentiment',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who listens to how the team feels about AI?',
      ro: 'Cine ascultă ce simte echipa față de AI?',
    },
    ideal: 'B',
    risks: ['personal-data'],
    rationale: {
      en: 'AI can group hundreds of survey comments by theme, but a leader has to read them and answer the fears behind them.',
      ro: 'AI-ul poate grupa pe teme sute de comentarii din sondaje, dar un lider trebuie să le citească și să răspundă temerilor din spatele lor.',
    },
    levers: {
      towardMachine: {
        en: 'Run a monthly anonymous five-question pulse survey on AI and let AI group the comments by theme; the CMO still reads every comment and answers the top three themes at the team meeting.',
        ro: 'Trimiteți lunar un sondaj anonim de cinci întrebări despre AI și lăsați AI-ul să grupeze comentariile pe teme; CMO-ul citește totuși fiecare comentariu și răspunde la primele trei teme în ședința echipei.',
      },
      towardHuman: {
        en: 'An AI sentiment score hides the one comment that signals a resignation; have managers read comments in full and follow up in person on any worrying one within a week.',
        ro: 'Un scor de stare generat de AI ascunde comentariul care anunță o demisie; managerii citesc integral comentariile și discută personal, în cel mult o săptămână, orice semnal îngrijorător.',
      },
      start: {
        en: 'Resistance to AI grows unseen until good people leave; ask the team three anonymous questions about AI this month and have the CMO share the results and one change it leads to.',
        ro: 'Rezistența față de AI crește nevăzută până pleacă oamenii buni; puneți-le luna aceasta oamenilor trei întrebări anonime despre AI, iar CMO-ul prezintă rezultatele și o schimbare pe care o declanșează.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI group your team’s AI survey comments by theme',
          ro: 'Lăsați AI-ul să grupeze pe teme comentariile echipei din sondajul lunar',
        },
        tool: { en: 'Anonymous pulse survey with theme grouping', ro: 'Sondaj anonim lunar, grupat pe teme' },
      },
      towardHuman: {
        title: {
          en: 'Have managers read every team comment on AI in full',
          ro: 'Cereți managerilor să citească integral comentariile echipei despre AI',
        },
        tool: { en: 'Follow-up conversation log', ro: 'Jurnal de discuții de urmărire' },
      },
      start: {
        title: {
          en: 'Ask the team three anonymous questions about AI',
          ro: 'Puneți echipei trei întrebări anonime despre AI',
        },
        tool: { en: 'Three-question anonymous survey', ro: 'Sondaj anonim de trei întrebări' },
      },
    },
  },
]);
