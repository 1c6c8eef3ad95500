/**
 * TRANSFORMARE: the step's 15 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 90 % human: the ideals are eleven A
 * and four B (machine share 132 / 15 = 8.8 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'ai-policy',
    stem: {
      en: 'Who writes your AI usage policy for marketing?',
      ro: 'Cine scrie politica de folosire a AI-ului în marketing?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'A policy only holds if the people who enforce it wrote it and can explain every rule to everyone it binds.',
      ro: 'O politică rezistă doar dacă au scris-o cei care o aplică și pot explica fiecare regulă tuturor celor care trebuie s-o respecte.',
    },
    levers: {
      towardHuman: {
        en: 'Replace a generated or template policy with one written by whoever leads marketing, a legal or data-protection adviser and whoever looks after your IT; each rule names its owner and what breaking it costs.',
        ro: 'Înlocuiți politica generată sau din șablon cu una scrisă de persoana care conduce marketingul, un consultant juridic sau pe protecția datelor și cine se ocupă de IT; fiecare regulă are un responsabil și o sancțiune.',
      },
      start: {
        en: 'Without a policy everyone decides alone what goes into AI tools and what ships unchecked; write one page with a legal or data-protection adviser: permitted tools, forbidden data, what needs review.',
        ro: 'Fără o politică, fiecare decide singur ce introduce în instrumentele AI și ce publică neverificat; scrieți o pagină cu un consultant juridic sau pe protecția datelor: instrumente permise, date interzise, ce trebuie verificat.',
      },
      takeAiOut: {
        en: 'If a chatbot drafted your AI policy, rewrite it rule by rule with a legal or data-protection adviser; an AI summary of the EU AI Act’s obligations is still useful.',
        ro: 'Dacă un chatbot a scris politica AI, rescrieți-o regulă cu regulă cu un consultant juridic sau un specialist în protecția datelor; un rezumat AI al obligațiilor din Regulamentul UE privind AI rămâne util.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have whoever leads marketing rewrite your template AI policy',
          ro: 'Cereți persoanei care conduce marketingul să rescrie politica AI din șablon',
        },
        tool: {
          en: 'Policy workshop agenda with rule owners',
          ro: 'Agenda atelierelor de politică, cu responsabili',
        },
      },
      start: {
        title: {
          en: 'Write a one-page marketing AI policy with a legal adviser',
          ro: 'Scrieți cu un consultant juridic o pagină de reguli pentru folosirea AI-ului',
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
      en: 'Which work moves to AI changes jobs, quality and risk at once, so the people who know each task and answer for its result decide.',
      ro: 'Ce muncă trece la AI schimbă deodată posturile, calitatea și riscurile, așa că decid oamenii care cunosc fiecare sarcină și răspund de rezultatul ei.',
    },
    levers: {
      towardHuman: {
        en: 'Do not let new vendor features decide what AI takes over; list your recurring marketing tasks and have whoever leads marketing mark each one keep, assist or hand over, with a reason.',
        ro: 'Nu lăsați funcțiile noi ale furnizorilor să decidă ce preia AI-ul; faceți lista sarcinilor recurente de marketing, iar persoana care conduce marketingul marchează fiecare sarcină: rămâne, este asistată sau este predată, cu un motiv.',
      },
      start: {
        en: 'Without a decision AI spreads where tools happen to offer it, not where it helps; list your twenty most frequent marketing tasks and pick three to pilot with AI next quarter.',
        ro: 'Fără o decizie, AI-ul se răspândește unde îl oferă întâmplător instrumentele, nu unde ajută; faceți lista celor mai frecvente douăzeci de sarcini de marketing și alegeți trei pentru un proiect-pilot cu AI trimestrul viitor.',
      },
      takeAiOut: {
        en: 'Before a task moves to AI, whoever leads marketing and the person doing it decide together, with no AI-suggested automation list; hours logged per task can inform them.',
        ro: 'Înainte ca o sarcină să treacă la AI, persoana care conduce marketingul și omul care o face decid împreună, fără o listă de automatizări sugerată de AI; orele înregistrate pe fiecare sarcină îi pot ajuta.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have whoever leads marketing decide which tasks AI takes',
          ro: 'Cereți persoanei care conduce marketingul să decidă ce sarcini preia AI-ul',
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
        en: 'If tools come into use because a vendor switched on AI features by default, name one approver, usually whoever leads marketing, and keep a register of approved tools, reviewed each quarter.',
        ro: 'Dacă instrumentele intră în uz pentru că furnizorul a activat implicit funcțiile AI, desemnați o singură persoană care aprobă, de regulă cine conduce marketingul, și țineți un registru al instrumentelor aprobate, revizuit trimestrial.',
      },
      start: {
        en: 'Unapproved AI tools are how customer data leaks out and unlicensed images get in; publish a list of approved tools and a one-page request form that one named person answers within two weeks.',
        ro: 'Prin instrumentele AI neaprobate ies datele clienților și intră imagini fără licență; publicați lista instrumentelor aprobate și un formular de cerere de o pagină, la care o persoană desemnată răspunde în două săptămâni.',
      },
      takeAiOut: {
        en: 'Approvals rest on the approver’s own reading of each tool’s data and licence terms, not an AI pass-or-fail verdict; an AI summary of those terms can sit in the file.',
        ro: 'Cine aprobă citește personal condițiile fiecărui instrument privind datele și licența, nu un verdict AI de tip admis sau respins; un rezumat AI al acestor condiții poate rămâne la dosar.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Name one person as sole AI tool approver',
          ro: 'Desemnați o singură persoană care aprobă instrumentele AI',
        },
        tool: { en: 'Approved AI tool register', ro: 'Registrul instrumentelor AI aprobate' },
        cost: 'light',
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
      en: 'AI can read long terms of service and flag clauses on training data or ownership in minutes, but whoever signs, with legal advice, judges whether you can accept them.',
      ro: 'AI-ul poate citi în câteva minute condițiile lungi de utilizare și semnala clauzele despre datele de antrenare sau proprietate, dar cine semnează judecă, cu sfat juridic, dacă le puteți accepta.',
    },
    levers: {
      towardMachine: {
        en: 'Use an AI assistant to compare each vendor’s terms with your twelve-point checklist (training on your data, storage location, output ownership); whoever signs reads every flagged clause in full.',
        ro: 'Folosiți un asistent AI care compară condițiile fiecărui furnizor cu lista voastră de douăsprezece puncte (antrenarea pe datele voastre, locul stocării, proprietatea rezultatelor); cine semnează citește integral fiecare clauză semnalată.',
      },
      towardHuman: {
        en: 'An AI summary can miss the clause that lets a vendor train on your customer data; whoever signs reads the data and liability sections in full, with a legal adviser for large contracts.',
        ro: 'Un rezumat făcut de AI poate rata clauza care permite furnizorului să-și antreneze modelele pe datele clienților voștri; cine semnează citește integral secțiunile despre date și răspundere, cu un consultant juridic la contractele mari.',
      },
      start: {
        en: 'Standard AI terms often let vendors reuse your data or deny you ownership of outputs; write a twelve-point checklist with a legal adviser and apply it to every AI tool you already pay for.',
        ro: 'Condițiile standard ale furnizorilor AI permit adesea refolosirea datelor voastre sau nu vă garantează proprietatea rezultatelor; scrieți cu un consultant juridic o listă de douăsprezece puncte și aplicați-o fiecărui instrument AI plătit deja.',
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
          en: 'Read every AI vendor contract in full before signing',
          ro: 'Citiți integral fiecare contract cu furnizori AI înainte de semnare',
        },
        tool: { en: 'Contract sign-off log', ro: 'Jurnal de semnare a contractelor AI' },
      },
      start: {
        title: {
          en: 'Check every paid AI tool’s terms against a legal checklist',
          ro: 'Verificați cu un consultant juridic condițiile fiecărui instrument AI plătit',
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
      en: 'A short practical test scored by AI shows where each person stands, but whoever leads marketing, seeing their daily work, judges what they need next.',
      ro: 'Un test practic scurt, evaluat de AI, arată unde se află fiecare om, dar persoana care conduce marketingul, care îi vede munca zilnică, judecă de ce are nevoie mai departe.',
    },
    levers: {
      towardMachine: {
        en: 'Twice a year, have each marketer complete three real tasks with AI and let a tool score the results; whoever leads marketing discusses the scores one to one before any learning plan is set.',
        ro: 'De două ori pe an, fiecare marketer rezolvă trei sarcini reale cu AI, iar un instrument evaluează rezultatele; persoana care conduce marketingul discută scorurile față în față înainte de orice plan de formare.',
      },
      towardHuman: {
        en: 'AI skill scores must never decide pay or promotion, as they can penalise people who work differently; keep a conversation and the judgement of whoever leads marketing as the assessment of record.',
        ro: 'Scorurile de competențe generate de AI nu trebuie să decidă salariul sau promovarea, pentru că îi pot dezavantaja pe cei care lucrează altfel; evaluarea oficială rămâne discuția și judecata persoanei care conduce marketingul.',
      },
      start: {
        en: 'Training budgets miss when nobody knows who already uses AI well; this quarter, rate each person in marketing on five AI skills, with one practical task per skill.',
        ro: 'Bugetele de formare ratează ținta când nimeni nu știe cine folosește deja bine AI-ul; trimestrul acesta, evaluați fiecare om din marketing pe cinci competențe AI, cu câte o sarcină practică pentru fiecare.',
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
          en: 'Keep a person’s judgement as the official AI skills assessment',
          ro: 'Păstrați judecata unui om drept evaluare oficială a competențelor AI',
        },
        tool: { en: 'One-to-one skills review form', ro: 'Formular pentru discuția de evaluare' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Rate each marketer on five AI skills with practical tasks',
          ro: 'Evaluați fiecare marketer pe cinci competențe AI, cu exerciții aplicate',
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
      en: 'People learn AI fastest by using it on live work beside someone experienced, while AI tutors and short courses cover the basics at each person’s pace.',
      ro: 'Oamenii învață AI-ul cel mai repede lucrând pe proiecte reale alături de cineva cu experiență, iar cursurile scurte și asistenții AI acoperă noțiunile de bază în ritmul fiecăruia.',
    },
    levers: {
      towardMachine: {
        en: 'Add an AI tutor and short online courses for the basics so coaching time goes to live work; check completion and one applied task per person every month.',
        ro: 'Adăugați un asistent AI de învățare și cursuri online scurte pentru noțiunile de bază, ca timpul de îndrumare să meargă pe proiecte reale; verificați lunar cursurile terminate și o sarcină aplicată a fiecărui om.',
      },
      towardHuman: {
        en: 'Course libraries alone teach features, not judgement; name one experienced AI user, in-house or external, to run a fortnightly session on your own briefs.',
        ro: 'Bibliotecile de cursuri singure îi învață pe oameni funcții, nu judecată; desemnați un utilizator AI cu experiență, intern sau extern, care ține o dată la două săptămâni o sesiune pe brief-urile voastre.',
      },
      start: {
        en: 'Untrained people use AI badly or not at all, and licences go to waste; start with a two-hour session on your own work, led by your most experienced user or an outside trainer.',
        ro: 'Oamenii neinstruiți folosesc AI-ul prost sau deloc, iar licențele sunt bani pierduți; începeți cu o sesiune de două ore pe munca voastră, condusă de cel mai experimentat utilizator sau de un formator extern.',
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
          en: 'Name an experienced AI coach for fortnightly sessions',
          ro: 'Desemnați un îndrumător AI cu experiență pentru sesiuni la două săptămâni',
        },
        tool: {
          en: 'Fortnightly coaching session on live briefs',
          ro: 'Sesiune de lucru pe brief-uri reale',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Run a two-hour AI training session on your own work',
          ro: 'Organizați o sesiune AI de două ore pe munca voastră reală',
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
      en: 'Redefining a role changes someone’s career, pay and motivation, so only whoever leads marketing, together with that person, should decide it.',
      ro: 'Redefinirea unui rol schimbă cariera, salariul și motivația cuiva, așa că doar persoana care conduce marketingul, împreună cu acel om, ar trebui să o decidă.',
    },
    levers: {
      towardHuman: {
        en: 'If job descriptions are being rewritten from an AI task analysis, have whoever leads marketing rework each role with the owner or leadership and the person in it, one conversation per role.',
        ro: 'Dacă fișele de post sunt rescrise pe baza unei analize de sarcini făcute de AI, persoana care conduce marketingul reface fiecare rol cu conducerea și cu omul care îl ocupă, câte o discuție pe rol.',
      },
      start: {
        en: 'As AI takes tasks, unchanged roles leave people doing half a job; each quarter, rewrite one role with the person in it and the owner or leadership, naming the new responsibilities.',
        ro: 'Pe măsură ce AI-ul preia sarcini, rolurile neschimbate îi lasă pe oameni cu jumătate de post; rescrieți trimestrial un rol împreună cu titularul lui și cu conducerea, numind noile responsabilități.',
      },
      takeAiOut: {
        en: 'Rewrite each role on a blank page with the person holding it, leaving the AI-drafted job description out of the room; an AI tally of hours per task may stay.',
        ro: 'Rescrieți fiecare rol pe o pagină albă, împreună cu omul care îl ocupă, fără fișa de post scrisă de AI pe masă; o evidență a orelor pe sarcini, făcută de AI, poate rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Redesign each marketing role with the person who holds it',
          ro: 'Refaceți fiecare rol de marketing împreună cu omul care îl ocupă',
        },
        tool: { en: 'Role conversation agenda per person', ro: 'Agendă de discuție pentru fiecare rol' },
      },
      start: {
        title: {
          en: 'Rewrite one marketing role a quarter with its holder',
          ro: 'Rescrieți trimestrial un rol de marketing împreună cu titularul lui',
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
        en: 'Replace AI-written change announcements with a quarterly team meeting where whoever leads marketing explains what changes and what does not, and takes every question, including on jobs.',
        ro: 'Înlocuiți anunțurile despre schimbare scrise de AI cu o întâlnire trimestrială în care persoana care conduce marketingul explică ce se schimbă și ce nu și răspunde la orice întrebare, inclusiv despre posturi.',
      },
      start: {
        en: 'Silence about AI breeds rumours of job cuts and quiet resistance; this month, have whoever leads marketing hold a team session on the plan, its limits and what it means for each role.',
        ro: 'Tăcerea despre AI naște zvonuri despre concedieri și rezistență ascunsă; persoana care conduce marketingul ține luna aceasta o sesiune cu echipa despre plan, limitele lui și ce înseamnă pentru fiecare rol.',
      },
      takeAiOut: {
        en: 'Speak to the team about AI from notes you wrote, with no AI-written script or generated answers to likely questions; usage and hours-saved figures can back it up.',
        ro: 'Vorbiți-le colegilor despre AI din notițe scrise de voi, fără un discurs scris de AI sau răspunsuri generate la întrebările probabile; cifrele de utilizare și orele economisite vă pot susține mesajul.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace AI-written change announcements with a quarterly team meeting',
          ro: 'Înlocuiți anunțurile scrise de AI cu o întâlnire trimestrială a echipei',
        },
        tool: {
          en: 'Quarterly open-question team meeting agenda',
          ro: 'Agenda întâlnirii trimestriale cu întrebări',
        },
      },
      start: {
        title: {
          en: 'Explain to the team what AI changes in each role',
          ro: 'Explicați echipei ce schimbă AI-ul în fiecare rol',
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
      en: 'Deciding who is retrained for what is a commitment to named people, made by whoever leads marketing with the owner or leadership, not inferred from a task list.',
      ro: 'Decizia cine se recalifică și pentru ce este un angajament față de oameni anume, asumat de persoana care conduce marketingul și de conducere, nu dedus dintr-o listă de sarcini.',
    },
    levers: {
      towardHuman: {
        en: 'If a workforce-planning tool proposes who retrains or leaves, decide case by case after talking to each person, with the owner or leadership; the tool’s list stays evidence only.',
        ro: 'Dacă un instrument de planificare a personalului propune cine se recalifică sau cine pleacă, decideți caz cu caz, împreună cu conducerea, după o discuție cu fiecare om; lista instrumentului rămâne doar o dovadă.',
      },
      start: {
        en: 'People whose tasks move to AI either grow into new work or leave with what they know; for each affected role, agree a six-month retraining plan with the person.',
        ro: 'Oamenii ale căror sarcini trec la AI fie învață o muncă nouă, fie pleacă cu ce știu; pentru fiecare rol afectat, stabiliți cu omul respectiv un plan de recalificare pe șase luni.',
      },
      takeAiOut: {
        en: 'Drop the AI-recommended course lists per employee; each retraining path is agreed in a conversation with the person, and a skills-gap report can still show where the team is thin.',
        ro: 'Lăsați deoparte listele de cursuri recomandate de AI pentru fiecare angajat: parcursul de recalificare se stabilește într-o discuție cu omul respectiv, iar un raport al competențelor lipsă poate arăta unde are echipa goluri.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Decide each retraining case after talking to the person',
          ro: 'Decideți fiecare recalificare după o discuție cu omul respectiv',
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
      en: 'The skills your next hires bring shape the team for years, a choice for whoever leads marketing, made from where marketing is going, not from job-ad fashions.',
      ro: 'Competențele următorilor angajați modelează echipa pentru ani de zile, iar persoana care conduce marketingul le alege după direcția marketingului, nu după anunțurile de angajare la modă.',
    },
    levers: {
      towardHuman: {
        en: 'If job ads are generated from market templates, have whoever leads marketing write down the three skills each hire must add to the team before any ad is written.',
        ro: 'Dacă anunțurile de angajare sunt generate din șabloane de piață, persoana care conduce marketingul notează cele trei competențe pe care trebuie să le aducă fiecare angajat, înainte de scrierea anunțului.',
      },
      start: {
        en: 'Hiring for yesterday’s roles builds a team you will have to retrain; before the next hire, list the skills your AI plan lacks and hire for one of them.',
        ro: 'Angajările pentru rolurile de ieri construiesc o echipă pe care va trebui să o recalificați; înaintea următoarei angajări, enumerați competențele care lipsesc pentru planul de AI și angajați pentru una dintre ele.',
      },
      takeAiOut: {
        en: 'Strike the AI-suggested skills list from the hiring brief; whoever leads marketing names the three skills the team lacks, and salary figures from job sites can inform the offer.',
        ro: 'Scoateți din brief-ul de angajare lista de competențe sugerată de AI; persoana care conduce marketingul notează cele trei competențe care lipsesc echipei, iar cifrele salariale de pe platformele de recrutare pot sprijini oferta.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Write each hire’s three skills before the job ad',
          ro: 'Notați trei competențe pentru fiecare post, înaintea anunțului',
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
        en: 'Do not let tools auto-correct or auto-reply to an AI error: name one person per channel who decides the response and logs the cause for a monthly review.',
        ro: 'Nu lăsați instrumentele să corecteze sau să răspundă automat la o eroare a AI-ului: desemnați pentru fiecare canal o persoană care decide răspunsul și notează cauza pentru analiza lunară.',
      },
      start: {
        en: 'Sooner or later AI will publish a wrong price or claim; write a one-page procedure now: who is called, who can pull content, who speaks to customers, within how many hours.',
        ro: 'Mai devreme sau mai târziu, AI-ul va publica un preț sau o afirmație greșită; scrieți acum o procedură de o pagină: cine este anunțat, cine poate retrage conținutul, cine vorbește cu clienții, în câte ore.',
      },
      takeAiOut: {
        en: 'Apologies and corrections for an AI mistake are written by the person who owns the channel, never AI-drafted; AI may still pull the list of customers who saw the error.',
        ro: 'Scuzele și corecțiile pentru o greșeală a AI-ului le scrie omul care răspunde de canal, fără nicio variantă propusă de AI; AI-ul poate extrage în continuare lista clienților care au văzut eroarea.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Name who handles AI incidents on each customer channel',
          ro: 'Desemnați pentru fiecare canal cine gestionează incidentele AI',
        },
        tool: { en: 'Incident log with cause and response', ro: 'Jurnal de incidente, cu cauze' },
        cost: 'light',
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
        en: 'Do not let an automated risk score decide; have two or three people (whoever leads marketing, a legal adviser, one outside voice) review new uses monthly and stop or change any.',
        ro: 'Nu lăsați un scor automat de risc să decidă; doi-trei oameni (persoana care conduce marketingul, un consultant juridic, o voce din afară) analizează lunar utilizările noi și pot opri sau schimba oricare.',
      },
      start: {
        en: 'AI uses that target vulnerable people or treat groups unequally cost trust and can bring fines; put every new use through five written questions, answered before launch with a legal adviser where needed.',
        ro: 'Utilizările AI care vizează oameni vulnerabili sau tratează grupurile inegal costă încredere și pot aduce amenzi; răspundeți la cinci întrebări scrise înainte de lansarea fiecărei utilizări noi, cu un consultant juridic la nevoie.',
      },
      takeAiOut: {
        en: 'Whoever reviews each new use writes their own answers to the ethics questions instead of approving an AI-written risk assessment; AI-compiled complaint figures by customer group belong in the review.',
        ro: 'Cei care analizează fiecare utilizare nouă scriu singuri răspunsurile la întrebările etice, în loc să aprobe o evaluare de risc scrisă de AI; cifrele reclamațiilor pe grupuri de clienți, adunate de AI, rămân în analiză.',
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
      en: 'What you tell customers about your use of AI is a legal commitment and a matter of trust, so a person decides it with legal advice, not each tool’s defaults.',
      ro: 'Ce le spuneți clienților despre folosirea AI-ului este un angajament juridic și o chestiune de încredere, așa că îl decide un om, cu sfat juridic, nu setările implicite ale instrumentelor.',
    },
    levers: {
      towardHuman: {
        en: 'If disclosure depends on which tool happens to add a label, have whoever leads marketing set one rule with a legal adviser for chatbots, generated images and personalised messages, checked at each quarterly review.',
        ro: 'Dacă informarea depinde de instrumentul care adaugă sau nu o etichetă, persoana care conduce marketingul stabilește cu un consultant juridic o singură regulă pentru chatboți, imagini generate și mesaje personalizate, verificată trimestrial.',
      },
      start: {
        en: 'The EU AI Act requires telling people when they talk to a chatbot; list where customers meet AI in your marketing and decide, with a legal adviser, what you say at each point.',
        ro: 'Regulamentul european privind AI-ul cere să le spuneți oamenilor când vorbesc cu un chatbot; faceți lista locurilor în care clienții întâlnesc AI-ul în marketing și decideți cu un consultant juridic ce comunicați în fiecare.',
      },
      takeAiOut: {
        en: 'Write the disclosure lines for your chatbot, images and e-mails with a legal or data-protection adviser, not from AI-suggested wording; an AI-compiled inventory of AI-made content may stay.',
        ro: 'Scrieți cu un consultant juridic sau un specialist în protecția datelor frazele de informare pentru chatbot, imagini și e-mailuri, nu după formulări sugerate de AI; inventarul conținutului generat, făcut cu AI, poate rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Set one AI disclosure rule with a legal adviser',
          ro: 'Stabiliți cu un consultant juridic o regulă de informare despre AI',
        },
        tool: { en: 'Disclosure rule sheet by AI use', ro: 'Fișa regulilor de informare a clienților' },
      },
      start: {
        title: {
          en: 'List where customers meet AI and agree what to disclose',
          ro: 'Faceți lista locurilor unde clienții întâlnesc AI-ul și stabiliți ce comunicați',
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
    ideal: 'A',
    weight: 1,
    risks: ['personal-data'],
    rationale: {
      en: 'Whoever leads marketing reads the usage figures, but only talking to people reveals why some avoid AI, and that conversation cannot be delegated to a tool.',
      ro: 'Persoana care conduce marketingul citește cifrele de utilizare, dar doar discuțiile cu oamenii arată de ce unii evită AI-ul, iar aceste discuții nu pot fi lăsate unui instrument.',
    },
    levers: {
      towardHuman: {
        en: 'If a tool monitors and scores each person’s AI use, stop: it feels like surveillance and can breach employee privacy; read totals, not individuals, and find the reasons in conversation.',
        ro: 'Dacă un instrument urmărește și notează folosirea AI-ului de către fiecare om, opriți-l: pare supraveghere și poate încălca viața privată a angajaților; citiți totalurile, nu cifrele individuale, și aflați motivele din discuții.',
      },
      start: {
        en: 'Licences bought but unused are the most common AI waste; check monthly active users of your AI tools and ask the people who use them least what is in the way.',
        ro: 'Licențele cumpărate și nefolosite sunt cea mai frecventă risipă în AI; verificați lunar utilizatorii activi ai instrumentelor AI și întrebați-i pe cei care le folosesc cel mai puțin ce îi oprește.',
      },
      takeAiOut: {
        en: 'Replace the tool’s AI-written explanations of why usage dips by talking for fifteen minutes with three different colleagues each month; the team’s usage totals can stay on the dashboard.',
        ro: 'Când scade utilizarea, în locul explicațiilor generate de AI în instrument, purtați lunar discuții de cincisprezece minute cu trei colegi diferiți; totalurile de utilizare ale echipei pot rămâne în dashboard.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Track AI adoption in totals and ask people why',
          ro: 'Urmăriți utilizarea AI-ului în total și întrebați oamenii de ce',
        },
        tool: { en: 'Team-level adoption report, no names', ro: 'Raport pe echipă, fără nume' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Check monthly active users of your AI tools',
          ro: 'Verificați lunar utilizatorii activi ai instrumentelor AI',
        },
        tool: { en: 'Monthly active-user count per tool', ro: 'Numărul lunar de utilizatori activi' },
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
      en: 'AI can group survey comments by theme, but whoever leads marketing has to read every one and answer the fears behind them.',
      ro: 'AI-ul poate grupa pe teme comentariile din sondaje, dar persoana care conduce marketingul trebuie să le citească pe toate și să răspundă temerilor din spatele lor.',
    },
    levers: {
      towardMachine: {
        en: 'Run a monthly anonymous five-question pulse survey on AI and let AI group the comments by theme; whoever leads marketing still reads every comment and answers the top three themes at the team meeting.',
        ro: 'Trimiteți lunar un sondaj anonim de cinci întrebări despre AI și lăsați AI-ul să grupeze comentariile pe teme; persoana care conduce marketingul citește totuși fiecare comentariu și răspunde la primele trei teme în ședința echipei.',
      },
      towardHuman: {
        en: 'An AI sentiment score hides the one comment that signals a resignation; read comments in full and follow up in person on any worrying one within a week.',
        ro: 'Un scor de stare generat de AI ascunde comentariul care anunță o demisie; citiți integral comentariile și discutați personal, în cel mult o săptămână, orice semnal îngrijorător.',
      },
      start: {
        en: 'Resistance to AI grows unseen until good people leave; ask the team three anonymous questions about AI this month, then share the results and one change they lead to.',
        ro: 'Rezistența față de AI crește nevăzută până pleacă oamenii buni; puneți-le luna aceasta oamenilor trei întrebări anonime despre AI, apoi prezentați rezultatele și o schimbare pe care o declanșează.',
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
          en: 'Read every team comment on AI in full',
          ro: 'Citiți integral comentariile echipei despre AI',
        },
        tool: { en: 'Follow-up conversation log', ro: 'Jurnal de discuții de urmărire' },
        cost: 'light',
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
