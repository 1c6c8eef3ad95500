import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 11 — Transformation (domain-design.md §1). Target human share 90 %. */
export const transformare: StepDef = {
  key: 'TRANSFORMARE',
  globalOrder: 11,
  targetHumanPercent: 90,
  name: { en: 'Transformation', ro: 'Transformare' },
  description: {
    en: '<p>This step looks at how your marketing organisation changes with AI: the leadership behind the change, the skills and roles of your people, the rules that govern AI use and the way the change is communicated and measured.</p><p>The ideal split is <strong>about 90 % human, 10 % AI</strong>. AI can help with training material, policy drafts or the analysis of team feedback, but setting direction, earning trust, developing people and being accountable for how AI is used are leadership work that cannot be handed to a machine.</p>',
    ro: '<p>Acest pas analizează cum se transformă organizația de marketing odată cu AI-ul: leadershipul din spatele schimbării, competențele și rolurile oamenilor, regulile după care este folosit AI-ul și felul în care schimbarea este comunicată și măsurată.</p><p>Împărțirea ideală este <strong>în jur de 90 % oameni, 10 % AI</strong>. AI-ul poate ajuta la materialele de training, la primele variante ale politicilor sau la analiza feedbackului din echipă, dar direcția, încrederea, dezvoltarea oamenilor și responsabilitatea pentru felul în care este folosit AI-ul țin de leadership și nu pot fi delegate unei mașini.</p>',
  },
  questions: [
    {
      id: 'transformare-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who sets the plan for how AI will change your marketing over the next 12–24 months (priorities, investments, milestones)?',
        ro: 'Cine stabilește planul prin care AI-ul va schimba marketingul vostru în următoarele 12–24 de luni (priorități, investiții, etape)?',
      },
      options: [
        {
          id: 'transformare-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO and the leadership team write it themselves, from conversations with the team, peers and vendors',
            ro: 'CMO-ul și echipa de conducere îl scriu singuri, pornind de la discuții cu echipa, cu alți directori de marketing și cu furnizorii',
          },
        },
        {
          id: 'transformare-01-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'The leadership team writes it and uses AI to research options and see what comparable companies are doing',
            ro: 'Echipa de conducere îl scrie și folosește AI-ul ca să documenteze opțiunile și să vadă ce fac companii comparabile',
          },
        },
        {
          id: 'transformare-01-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI drafts the roadmap from an assessment of our processes; leadership edits and approves it',
            ro: 'AI-ul redactează planul pe baza unei analize a proceselor noastre; conducerea îl editează și îl aprobă',
          },
        },
        {
          id: 'transformare-01-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'We follow the roadmap that our software vendors or an AI tool recommend, with little discussion',
            ro: 'Urmăm planul recomandat de furnizorii de software sau de un instrument AI, fără prea multe discuții',
          },
        },
        {
          id: 'transformare-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a plan for AI in marketing yet",
            ro: 'Încă nu avem un plan pentru AI în marketing',
          },
        },
      ],
    },
    {
      id: 'transformare-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How was your marketing team's AI usage policy written (which tools are allowed, which data may be used, when AI use must be disclosed)?",
        ro: 'Cum a fost scrisă politica de utilizare a AI-ului în echipa de marketing (ce instrumente sunt permise, ce date pot fi folosite, când trebuie declarată folosirea AI-ului)?',
      },
      options: [
        {
          id: 'transformare-02-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Marketing, legal and IT wrote it together in workshops, starting from our own risks and cases',
            ro: 'Marketingul, juridicul și IT-ul au scris-o împreună în workshopuri, pornind de la riscurile și situațiile noastre',
          },
        },
        {
          id: 'transformare-02-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Our leaders wrote it and used AI to check it against regulation such as the EU AI Act and GDPR',
            ro: 'Conducerea a scris-o, iar AI-ul a ajutat la verificarea ei față de reglementări precum AI Act și GDPR',
          },
        },
        {
          id: 'transformare-02-c',
          key: 'C',
          aiPercent: 35,
          text: {
            en: 'AI generated the first version from templates; a manager adapted it and legal approved it',
            ro: 'AI-ul a generat prima variantă pornind de la șabloane; un manager a adaptat-o, iar juridicul a aprobat-o',
          },
        },
        {
          id: 'transformare-02-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'We use a generic policy generated by AI or downloaded from the internet, as it is',
            ro: 'Folosim ca atare o politică generică, generată de AI sau descărcată de pe internet',
          },
        },
        {
          id: 'transformare-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have an AI usage policy yet",
            ro: 'Încă nu avem o politică de utilizare a AI-ului',
          },
        },
      ],
    },
    {
      id: 'transformare-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who decides which AI outputs may go out without human review and which need a sign-off (ads, product claims, prices, replies to customers)?',
        ro: 'Cine decide ce materiale produse de AI pot fi publicate fără verificare umană și care au nevoie de aprobare (reclame, afirmații despre produs, prețuri, răspunsuri către clienți)?',
      },
      options: [
        {
          id: 'transformare-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO sets the rules with legal, by type of output and level of risk, and managers apply them case by case',
            ro: 'CMO-ul stabilește regulile împreună cu juridicul, în funcție de tipul materialului și de risc, iar managerii le aplică de la caz la caz',
          },
        },
        {
          id: 'transformare-03-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Leaders set the rules; our tools enforce them through automatic checks and approval steps',
            ro: 'Conducerea stabilește regulile; instrumentele noastre le aplică prin verificări automate și pași de aprobare',
          },
        },
        {
          id: 'transformare-03-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: "Each tool's default settings decide; people review outputs when they have time",
            ro: 'Decid setările implicite ale fiecărui instrument; oamenii verifică materialele atunci când au timp',
          },
        },
        {
          id: 'transformare-03-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI rates its own confidence and publishes whatever it judges to be safe',
            ro: 'AI-ul își evaluează singur nivelul de încredere și publică tot ce consideră sigur',
          },
        },
        {
          id: 'transformare-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't set rules for reviewing AI output yet",
            ro: 'Încă nu avem reguli pentru verificarea materialelor produse de AI',
          },
        },
      ],
    },
    {
      id: 'transformare-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a new AI tool is used in marketing, how is it checked for data privacy, security, copyright and cost?',
        ro: 'Înainte ca un nou instrument AI să fie folosit în marketing, cum este verificat din punctul de vedere al protecției datelor, securității, drepturilor de autor și costurilor?',
      },
      options: [
        {
          id: 'transformare-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Marketing, IT and legal review each tool together and a named leader approves it',
            ro: 'Marketingul, IT-ul și juridicul analizează împreună fiecare instrument, iar un lider desemnat îl aprobă',
          },
        },
        {
          id: 'transformare-04-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: "IT and legal review it, helped by an AI summary of the vendor's terms and security documents",
            ro: 'IT-ul și juridicul îl analizează, ajutați de un rezumat făcut cu AI al termenilor și documentației de securitate ale furnizorului',
          },
        },
        {
          id: 'transformare-04-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'An automated vendor-risk tool scores it and a manager approves it if the score passes the threshold',
            ro: 'Un instrument automat de evaluare a furnizorilor îi dă un scor, iar un manager îl aprobă dacă scorul trece pragul',
          },
        },
        {
          id: 'transformare-04-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'People sign up for tools themselves; an automated scanner flags risky ones afterwards',
            ro: 'Oamenii își fac singuri conturi; un scanner automat semnalează ulterior instrumentele riscante',
          },
        },
        {
          id: 'transformare-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't check AI tools before they are used yet",
            ro: 'Încă nu verificăm instrumentele AI înainte de a începe să le folosim',
          },
        },
      ],
    },
    {
      id: 'transformare-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When AI causes a problem (a false claim in an ad, a leaked customer detail, an offensive reply), how is it handled?',
        ro: 'Când AI-ul produce o problemă (o afirmație falsă într-o reclamă, o informație despre un client scăpată în public, un răspuns jignitor), cum este gestionată?',
      },
      options: [
        {
          id: 'transformare-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A named leader takes charge, informs those affected, fixes the cause and reviews with the team what went wrong',
            ro: 'Un lider desemnat preia situația, îi informează pe cei afectați, elimină cauza și analizează cu echipa ce nu a mers',
          },
        },
        {
          id: 'transformare-05-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'A leader follows our written incident procedure; monitoring tools detect the problem and log what happened',
            ro: 'Un lider aplică procedura scrisă pentru incidente; instrumentele de monitorizare detectează problema și înregistrează ce s-a întâmplat',
          },
        },
        {
          id: 'transformare-05-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'Monitoring tools pause the campaign and send a standard apology automatically; a manager looks into it later',
            ro: 'Instrumentele de monitorizare opresc campania și trimit automat un mesaj standard de scuze; un manager analizează situația ulterior',
          },
        },
        {
          id: 'transformare-05-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI detects, corrects and responds to the incident by itself; people only see a report',
            ro: 'AI-ul detectează, corectează și răspunde singur la incident; oamenii văd doar un raport',
          },
        },
        {
          id: 'transformare-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a plan for AI incidents yet",
            ro: 'Încă nu avem un plan pentru incidentele cauzate de AI',
          },
        },
      ],
    },
    {
      id: 'transformare-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide which AI pilots to run in marketing, and whether to scale them up or stop them?',
        ro: 'Cum decideți ce proiecte pilot cu AI faceți în marketing și dacă le extindeți sau le opriți?',
      },
      options: [
        {
          id: 'transformare-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leadership picks pilots against business priorities and decides on the evidence at a set review date',
            ro: 'Conducerea alege proiectele pilot în funcție de prioritățile de business și decide pe baza rezultatelor, la o dată de evaluare stabilită',
          },
        },
        {
          id: 'transformare-06-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Leadership decides, using AI-prepared comparisons of effort, cost and results',
            ro: 'Conducerea decide, pe baza unor comparații pregătite cu AI privind efortul, costurile și rezultatele',
          },
        },
        {
          id: 'transformare-06-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI tools recommend which processes to automate, and pilots continue as long as the dashboards look good',
            ro: 'Instrumentele AI recomandă ce procese să automatizăm, iar proiectele pilot continuă cât timp dashboardurile arată bine',
          },
        },
        {
          id: 'transformare-06-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'Pilots start when a vendor proposes them and scale automatically if the agreed metric improves',
            ro: 'Proiectele pilot pornesc când le propune un furnizor și se extind automat dacă metrica stabilită se îmbunătățește',
          },
        },
        {
          id: 'transformare-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't run any AI pilots in marketing yet",
            ro: 'Încă nu am făcut niciun proiect pilot cu AI în marketing',
          },
        },
      ],
    },
    {
      id: 'transformare-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you assess which AI and data skills each person in your marketing team has, and which they need?',
        ro: 'Cum evaluați ce competențe de AI și de lucru cu datele are fiecare om din echipa de marketing și de care mai are nevoie?',
      },
      options: [
        {
          id: 'transformare-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Managers discuss it one-to-one with each person during development reviews',
            ro: 'Managerii discută individual cu fiecare om, în cadrul evaluărilor de dezvoltare',
          },
        },
        {
          id: 'transformare-07-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Managers hold one-to-ones, supported by a self-assessment survey that AI summarises',
            ro: 'Managerii au discuții individuale, sprijinite de un chestionar de autoevaluare pe care AI-ul îl sintetizează',
          },
        },
        {
          id: 'transformare-07-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI skills platform tests everyone and produces gap reports; managers go through the results with each person',
            ro: 'O platformă de competențe bazată pe AI testează pe toată lumea și generează rapoarte cu lipsurile; managerii discută rezultatele cu fiecare',
          },
        },
        {
          id: 'transformare-07-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: "An AI platform scores everyone's skills and assigns courses automatically; managers only see a dashboard",
            ro: 'O platformă AI punctează competențele tuturor și alocă automat cursuri; managerii văd doar un dashboard',
          },
        },
        {
          id: 'transformare-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't assessed AI skills in the team yet",
            ro: 'Încă nu am evaluat competențele de AI din echipă',
          },
        },
      ],
    },
    {
      id: 'transformare-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does your marketing team learn to work with AI in its day-to-day work?',
        ro: 'Cum învață echipa de marketing să lucreze cu AI-ul în activitatea de zi cu zi?',
      },
      options: [
        {
          id: 'transformare-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Experienced colleagues coach the others on live projects, and internal sessions share what people have tried',
            ro: 'Colegii cu experiență îi ghidează pe ceilalți pe proiecte reale, iar în sesiuni interne fiecare arată ce a încercat',
          },
        },
        {
          id: 'transformare-08-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'A learning plan set by the team leads mixes workshops, practice on our own briefs and AI tutors for the basics',
            ro: 'Un plan de învățare stabilit de șefii de echipă combină workshopuri, exerciții pe brief-urile noastre și tutori AI pentru noțiunile de bază',
          },
        },
        {
          id: 'transformare-08-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'Everyone follows online courses and AI-generated learning paths; leads only check completion',
            ro: 'Fiecare urmează cursuri online și trasee de învățare generate de AI; șefii verifică doar dacă au fost finalizate',
          },
        },
        {
          id: 'transformare-08-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'People learn on their own from AI assistants and videos; there is no programme',
            ro: 'Oamenii învață singuri, de la asistenți AI și din clipuri video; nu există un program',
          },
        },
        {
          id: 'transformare-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't started AI training in marketing yet",
            ro: 'Încă nu am început instruirea în AI în marketing',
          },
        },
      ],
    },
    {
      id: 'transformare-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "When AI changes how work is done in your team, how are people's concerns about their jobs and roles addressed?",
        ro: 'Când AI-ul schimbă felul în care se lucrează în echipă, cum sunt tratate îngrijorările oamenilor legate de joburile și rolurile lor?',
      },
      options: [
        {
          id: 'transformare-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO and managers talk openly with the team and with each person, and involve them in redesigning the work',
            ro: 'CMO-ul și managerii vorbesc deschis cu echipa și cu fiecare om în parte și îi implică în reorganizarea muncii',
          },
        },
        {
          id: 'transformare-09-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Managers lead the conversations; AI helps prepare the FAQ and summarise anonymous questions',
            ro: 'Managerii poartă discuțiile; AI-ul ajută la pregătirea întrebărilor frecvente și la sintetizarea întrebărilor anonime',
          },
        },
        {
          id: 'transformare-09-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI-written announcement and FAQ explain the change; managers answer questions if asked',
            ro: 'Un anunț și o listă de întrebări frecvente scrise de AI explică schimbarea; managerii răspund dacă sunt întrebați',
          },
        },
        {
          id: 'transformare-09-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: "An internal chatbot answers employees' questions about the change",
            ro: 'Un chatbot intern răspunde la întrebările angajaților despre schimbare',
          },
        },
        {
          id: 'transformare-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't talked with the team about AI and their roles yet",
            ro: 'Încă nu am discutat cu echipa despre AI și rolurile lor',
          },
        },
      ],
    },
    {
      id: 'transformare-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who redesigns roles and responsibilities in marketing as AI takes over tasks (for example, who now owns prompts, quality control or marketing ops)?',
        ro: 'Cine regândește rolurile și responsabilitățile din marketing pe măsură ce AI-ul preia sarcini (de exemplu, cine răspunde acum de prompturi, de controlul calității sau de marketing ops)?',
      },
      options: [
        {
          id: 'transformare-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO with HR and the team leads, role by role',
            ro: 'CMO-ul, împreună cu HR și șefii de echipă, rol cu rol',
          },
        },
        {
          id: 'transformare-10-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Leaders redesign the roles, using AI to list the tasks and estimate the time saved',
            ro: 'Conducerea regândește rolurile, folosind AI-ul pentru a inventaria sarcinile și a estima timpul economisit',
          },
        },
        {
          id: 'transformare-10-c',
          key: 'C',
          aiPercent: 35,
          text: {
            en: 'An AI-based analysis by consultants proposes the new structure; leadership adjusts and adopts it',
            ro: 'O analiză bazată pe AI, făcută de consultanți, propune noua structură; conducerea o ajustează și o adoptă',
          },
        },
        {
          id: 'transformare-10-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'We adopt the structure that an AI workforce-planning tool recommends',
            ro: 'Adoptăm structura recomandată de un instrument AI de planificare a personalului',
          },
        },
        {
          id: 'transformare-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Roles haven't changed yet",
            ro: 'Rolurile nu s-au schimbat încă',
          },
        },
      ],
    },
    {
      id: 'transformare-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you hire marketers, how are candidates screened and assessed, including their ability to work with AI?',
        ro: 'Când angajați oameni în marketing, cum sunt selectați și evaluați candidații, inclusiv capacitatea lor de a lucra cu AI?',
      },
      options: [
        {
          id: 'transformare-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The hiring manager reads every CV and interviews candidates around a practical task',
            ro: 'Managerul care angajează citește fiecare CV și intervievează candidații pe baza unui exercițiu practic',
          },
        },
        {
          id: 'transformare-11-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'AI helps write the job ad and sort CVs; managers interview, set a task done with AI and decide',
            ro: 'AI-ul ajută la scrierea anunțului și la sortarea CV-urilor; managerii intervievează, dau un exercițiu de rezolvat cu AI și decid',
          },
        },
        {
          id: 'transformare-11-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI screening tool shortlists candidates and scores video interviews; the manager only meets the finalists',
            ro: 'Un instrument AI preselectează candidații și punctează interviurile video; managerul îi întâlnește doar pe finaliști',
          },
        },
        {
          id: 'transformare-11-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI screens, interviews and ranks the candidates; the manager signs the offer for the top one',
            ro: 'AI-ul selectează, intervievează și ierarhizează candidații; managerul semnează oferta pentru primul clasat',
          },
        },
        {
          id: 'transformare-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We aren't hiring in marketing",
            ro: 'Nu facem angajări în marketing',
          },
        },
      ],
    },
    {
      id: 'transformare-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Now that part of the work is done by AI, how are individual objectives and performance reviews handled in your marketing team?',
        ro: 'Acum că o parte din muncă o face AI-ul, cum stabiliți obiectivele individuale și cum evaluați performanța în echipa de marketing?',
      },
      options: [
        {
          id: 'transformare-12-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Managers set objectives with each person and review performance in conversations',
            ro: 'Managerii stabilesc obiectivele cu fiecare om și evaluează performanța prin discuții',
          },
        },
        {
          id: 'transformare-12-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Managers set and review the objectives; AI gathers results and feedback to prepare each conversation',
            ro: 'Managerii stabilesc și evaluează obiectivele; AI-ul adună rezultatele și feedbackul pentru pregătirea fiecărei discuții',
          },
        },
        {
          id: 'transformare-12-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI drafts objectives and review texts from performance data; managers edit and deliver them',
            ro: 'AI-ul redactează obiectivele și evaluările pe baza datelor de performanță; managerii le ajustează și le comunică',
          },
        },
        {
          id: 'transformare-12-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: "An AI system scores each person's output and productivity, and the score drives bonuses",
            ro: 'Un sistem AI punctează rezultatele și productivitatea fiecăruia, iar scorul stabilește bonusurile',
          },
        },
        {
          id: 'transformare-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't set individual objectives or run performance reviews",
            ro: 'Nu stabilim obiective individuale și nu facem evaluări de performanță',
          },
        },
      ],
    },
    {
      id: 'transformare-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are the rules on AI use agreed with your agencies and freelancers (disclosure, copyright, confidential data, fees)?',
        ro: 'Cum stabiliți cu agențiile și freelancerii regulile privind folosirea AI-ului (transparență, drepturi de autor, date confidențiale, onorarii)?',
      },
      options: [
        {
          id: 'transformare-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'We negotiate them partner by partner and write them into each contract',
            ro: 'Le negociem cu fiecare partener în parte și le trecem în contract',
          },
        },
        {
          id: 'transformare-13-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Procurement and legal agree the clauses with each partner; AI checks the contracts for missing terms',
            ro: 'Achizițiile și juridicul stabilesc clauzele cu fiecare partener; AI-ul verifică dacă lipsește ceva din contracte',
          },
        },
        {
          id: 'transformare-13-c',
          key: 'C',
          aiPercent: 35,
          text: {
            en: 'We send a standard AI-drafted addendum that partners sign without discussion',
            ro: 'Trimitem un act adițional standard, redactat cu AI, pe care partenerii îl semnează fără discuții',
          },
        },
        {
          id: 'transformare-13-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'An AI contract tool generates the terms for every partner and monitors compliance automatically',
            ro: 'Un instrument AI de contracte generează clauzele pentru fiecare partener și urmărește automat respectarea lor',
          },
        },
        {
          id: 'transformare-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't discussed AI use with our agencies or freelancers yet",
            ro: 'Încă nu am discutat despre AI cu agențiile sau freelancerii cu care lucrăm',
          },
        },
      ],
    },
    {
      id: 'transformare-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you track whether the change is working: who uses AI, for what, and how the team feels about it?',
        ro: 'Cum urmăriți dacă schimbarea funcționează: cine folosește AI-ul, pentru ce și cum se simte echipa în privința asta?',
      },
      options: [
        {
          id: 'transformare-14-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Managers ask about it in team meetings and one-to-ones',
            ro: 'Managerii întreabă despre asta în ședințele de echipă și în discuțiile individuale',
          },
        },
        {
          id: 'transformare-14-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Managers talk with people and review simple usage data and a short pulse survey every quarter',
            ro: 'Managerii discută cu oamenii și analizează trimestrial date simple de utilizare și un scurt sondaj intern',
          },
        },
        {
          id: 'transformare-14-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'A dashboard tracks tool usage and AI analyses the survey comments; leaders read the summary',
            ro: 'Un dashboard urmărește utilizarea instrumentelor, iar AI-ul analizează comentariile din sondaje; conducerea citește rezumatul',
          },
        },
        {
          id: 'transformare-14-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'We rely only on the usage statistics the tools report automatically',
            ro: 'Ne bazăm doar pe statisticile de utilizare raportate automat de instrumente',
          },
        },
        {
          id: 'transformare-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track AI adoption yet",
            ro: 'Încă nu urmărim adoptarea AI-ului',
          },
        },
      ],
    },
    {
      id: 'transformare-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these change-management tasks does AI already help with in your marketing team?',
        ro: 'La care dintre aceste activități legate de gestionarea schimbării vă ajută deja AI-ul în echipa de marketing?',
      },
      options: [
        {
          id: 'transformare-15-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'First drafts of internal announcements, which leaders then rewrite',
            ro: 'Primele variante ale anunțurilor interne, pe care liderii le rescriu',
          },
        },
        {
          id: 'transformare-15-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Personal learning paths and practice exercises for each marketer',
            ro: 'Trasee de învățare și exerciții personalizate pentru fiecare om din marketing',
          },
        },
        {
          id: 'transformare-15-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'Summarising feedback from internal surveys and retrospectives',
            ro: 'Sintetizarea feedbackului din sondajele interne și din retrospective',
          },
        },
        {
          id: 'transformare-15-d',
          key: 'D',
          aiPercent: 20,
          text: {
            en: 'An internal assistant that answers questions about our AI policy and playbooks',
            ro: 'Un asistent intern care răspunde la întrebări despre politica de AI și ghidurile noastre de lucru',
          },
        },
        {
          id: 'transformare-15-e',
          key: 'E',
          aiPercent: 15,
          text: {
            en: 'Collecting the data for progress reports on the transformation',
            ro: 'Colectarea datelor pentru rapoartele de progres ale transformării',
          },
        },
        {
          id: 'transformare-15-f',
          key: 'F',
          aiPercent: null,
          input: { type: 'text', maxLength: 200 },
          text: OTHER_TEXT,
        },
        {
          id: 'transformare-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
