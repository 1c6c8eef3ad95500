import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 11 — Transformation (domain-design.md §1). Target human share 90 %. */
export const transformare: StepDef = {
  key: 'TRANSFORMARE',
  globalOrder: 11,
  targetHumanPercent: 90,
  name: { en: 'Transformation', ro: 'Transformare' },
  description: {
    en: '<p>How your marketing changes with AI: leadership, skills, roles, rules for AI use and adoption.</p><p>The ideal split is <strong>about 90 % human, 10 % AI</strong>: AI drafts material; direction, trust and accountability stay human.</p>',
    ro: '<p>Cum se schimbă marketingul odată cu AI-ul: conducere, competențe, roluri, reguli de folosire și adoptare.</p><p>Împărțirea ideală este <strong>în jur de 90 % oameni, 10 % AI</strong>: AI-ul pregătește materiale; direcția, încrederea și responsabilitatea rămân umane.</p>',
  },
  questions: [
    {
      id: 'transformare-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who sets your two-year AI roadmap for marketing?',
        ro: 'Cine stabilește planul de AI al marketingului pe doi ani?',
      },
      options: [
        {
          id: 'transformare-01-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Leaders write it from AI-gathered research',
            ro: 'Conducerea îl scrie din cercetări adunate de AI',
          },
        },
        {
          id: 'transformare-01-b',
          key: 'B',
          aiPercent: 0,
          text: { en: 'The CMO and leadership team', ro: 'CMO-ul și echipa de conducere' },
        },
        {
          id: 'transformare-01-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI assessment ranks priorities; leaders adjust',
            ro: 'O evaluare AI ierarhizează prioritățile; conducerea ajustează',
          },
        },
        {
          id: 'transformare-01-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: { en: 'AI drafts it; leaders edit', ro: 'AI-ul îl schițează; conducerea îl editează' },
        },
        {
          id: 'transformare-01-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No AI roadmap yet', ro: 'Nu avem încă un plan' },
        },
      ],
    },
    {
      id: 'transformare-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How was your marketing AI policy written?',
        ro: 'Cum a fost scrisă politica de AI a marketingului?',
      },
      options: [
        {
          id: 'transformare-02-a',
          key: 'A',
          aiPercent: 0,
          text: { en: 'Marketing, legal and IT, together', ro: 'Marketingul, juridicul și IT-ul, împreună' },
        },
        {
          id: 'transformare-02-b',
          key: 'B',
          aiPercent: 5,
          text: { en: "We adapted the group's policy", ro: 'Am adaptat politica grupului' },
        },
        {
          id: 'transformare-02-c',
          key: 'C',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafted it; legal rewrote most',
            ro: 'AI-ul a scris-o; juridicul a rescris-o aproape toată',
          },
        },
        {
          id: 'transformare-02-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: { en: 'AI generated it; legal edited it', ro: 'AI-ul a generat-o; juridicul a corectat-o' },
        },
        {
          id: 'transformare-02-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No AI policy yet', ro: 'Nu avem încă o politică' },
        },
      ],
    },
    {
      id: 'transformare-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who decides which AI-made content can skip human review?',
        ro: 'Cine decide ce conținut făcut cu AI se publică fără verificare?',
      },
      options: [
        {
          id: 'transformare-03-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Team leads, through approval workflows in our tools',
            ro: 'Șefii de echipă, prin fluxuri de aprobare din instrumente',
          },
        },
        {
          id: 'transformare-03-b',
          key: 'B',
          aiPercent: 0,
          text: { en: 'CMO and legal, by risk level', ro: 'CMO-ul și juridicul, după risc' },
        },
        {
          id: 'transformare-03-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI risk score; managers set the threshold',
            ro: 'Un scor AI de risc; managerii fixează pragul',
          },
        },
        {
          id: 'transformare-03-d',
          key: 'D',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'Managers, with AI checking claims',
            ro: 'Managerii, cu verificări AI ale afirmațiilor',
          },
        },
        {
          id: 'transformare-03-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No such rules yet', ro: 'Încă nu avem reguli' },
        },
      ],
    },
    {
      id: 'transformare-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is a new AI tool vetted (privacy, security, copyright)?',
        ro: 'Cum verificați un instrument AI nou (date, securitate, drepturi de autor)?',
      },
      options: [
        {
          id: 'transformare-04-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI tool scores risk; IT can overrule',
            ro: 'Un instrument AI notează riscul; IT-ul poate interveni',
          },
        },
        {
          id: 'transformare-04-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'IT, legal and marketing review it',
            ro: 'IT-ul, juridicul și marketingul îl analizează',
          },
        },
        {
          id: 'transformare-04-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: "IT's standard vendor questionnaire",
            ro: 'Chestionarul standard al IT-ului pentru furnizori',
          },
        },
        {
          id: 'transformare-04-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'Legal reads an AI summary of terms',
            ro: 'Juridicul citește un rezumat AI al termenilor',
          },
        },
        {
          id: 'transformare-04-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't vet them yet", ro: 'Încă nu le verificăm' },
        },
      ],
    },
    {
      id: 'transformare-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is an AI incident (false claim, data leak) handled?',
        ro: 'Cum gestionați un incident AI (afirmație falsă, date scurse)?',
      },
      options: [
        {
          id: 'transformare-05-a',
          key: 'A',
          aiPercent: 5,
          text: { en: 'A named manager follows our procedure', ro: 'Un manager desemnat aplică procedura' },
        },
        {
          id: 'transformare-05-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-anomaly-alerts',
          text: {
            en: 'AI monitoring pauses it; a manager takes over',
            ro: 'Monitorizarea AI oprește conținutul; preia un manager',
          },
        },
        {
          id: 'transformare-05-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts fix and apology; a manager approves',
            ro: 'AI-ul scrie corecția și scuzele; un manager aprobă',
          },
        },
        {
          id: 'transformare-05-d',
          key: 'D',
          aiPercent: 0,
          text: { en: 'Whoever published it fixes it', ro: 'Cine a publicat corectează' },
        },
        {
          id: 'transformare-05-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No AI incident plan yet', ro: 'Nu avem încă un plan' },
        },
      ],
    },
    {
      id: 'transformare-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you pick and evaluate AI pilots?',
        ro: 'Cum alegeți și evaluați proiectele pilot cu AI?',
      },
      options: [
        {
          id: 'transformare-06-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI model ranks ideas; leaders confirm',
            ro: 'Un model AI ierarhizează ideile; conducerea confirmă',
          },
        },
        {
          id: 'transformare-06-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'Leaders, from an AI cost-benefit analysis',
            ro: 'Conducerea, pe baza unei analize AI cost-beneficiu',
          },
        },
        {
          id: 'transformare-06-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'Leadership, reviewing results on set dates',
            ro: 'Conducerea, cu evaluări la termene fixe',
          },
        },
        {
          id: 'transformare-06-d',
          key: 'D',
          aiPercent: 5,
          text: { en: 'A monthly committee, on fixed criteria', ro: 'Un comitet lunar, după criterii fixe' },
        },
        {
          id: 'transformare-06-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No AI pilots yet', ro: 'Niciun proiect pilot încă' },
        },
      ],
    },
    {
      id: 'transformare-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you assess each marketer's AI skills?",
        ro: 'Cum evaluați competențele de AI ale fiecărui om?',
      },
      options: [
        {
          id: 'transformare-07-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'An AI platform tests everyone; managers discuss',
            ro: 'O platformă AI testează echipa; managerii discută rezultatele',
          },
        },
        {
          id: 'transformare-07-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'A self-assessment, discussed with the manager',
            ro: 'Autoevaluare, discutată cu managerul',
          },
        },
        {
          id: 'transformare-07-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI suggests courses from self-assessments; managers decide',
            ro: 'AI-ul propune cursuri din autoevaluări; managerii decid',
          },
        },
        {
          id: 'transformare-07-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'An AI platform scores skills and assigns courses',
            ro: 'O platformă AI evaluează competențele și alocă cursuri',
          },
        },
        {
          id: 'transformare-07-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'Not assessed yet', ro: 'Nu le-am evaluat încă' },
        },
      ],
    },
    {
      id: 'transformare-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does your team learn to work with AI?',
        ro: 'Cum învață echipa voastră să lucreze cu AI?',
      },
      options: [
        {
          id: 'transformare-08-a',
          key: 'A',
          aiPercent: 0,
          text: { en: 'Peer coaching on live projects', ro: 'Colegii se ajută pe proiecte reale' },
        },
        {
          id: 'transformare-08-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An AI tutor; experts step in when needed',
            ro: 'Un tutore AI; experții intervin la nevoie',
          },
        },
        {
          id: 'transformare-08-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI-built learning paths, adjusted by managers',
            ro: 'Trasee create de AI, ajustate de manageri',
          },
        },
        {
          id: 'transformare-08-d',
          key: 'D',
          aiPercent: 5,
          text: { en: 'Workshops on our own briefs', ro: 'Ateliere pe brief-urile noastre' },
        },
        {
          id: 'transformare-08-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No AI training yet', ro: 'Nu facem încă instruire' },
        },
      ],
    },
    {
      id: 'transformare-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "When AI changes someone's job, how are their concerns handled?",
        ro: 'Când AI-ul schimbă un post, cum tratați îngrijorările omului?',
      },
      options: [
        {
          id: 'transformare-09-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'An AI-drafted FAQ, edited by HR',
            ro: 'Întrebări frecvente scrise cu AI, editate de HR',
          },
        },
        {
          id: 'transformare-09-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An internal AI assistant; HR takes hard cases',
            ro: 'Un asistent AI intern; HR preia cazurile dificile',
          },
        },
        {
          id: 'transformare-09-c',
          key: 'C',
          aiPercent: 0,
          text: { en: 'Their manager talks it through', ro: 'Managerul discută direct cu omul' },
        },
        {
          id: 'transformare-09-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: 'Town halls and an anonymous question box',
            ro: 'Întâlniri generale și întrebări anonime',
          },
        },
        {
          id: 'transformare-09-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No jobs have changed yet', ro: 'Niciun post nu s-a schimbat' },
        },
      ],
    },
    {
      id: 'transformare-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who redesigns marketing roles as AI takes over tasks?',
        ro: 'Cine regândește rolurile din marketing când AI-ul preia sarcini?',
      },
      options: [
        {
          id: 'transformare-10-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI workforce tool models options; HR picks',
            ro: 'Un instrument AI modelează variante; HR alege',
          },
        },
        {
          id: 'transformare-10-b',
          key: 'B',
          aiPercent: 0,
          text: { en: 'CMO and HR, role by role', ro: 'CMO-ul cu HR, rol cu rol' },
        },
        {
          id: 'transformare-10-c',
          key: 'C',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafts job descriptions; HR rewrites them',
            ro: 'AI-ul propune fișele de post; HR le rescrie',
          },
        },
        {
          id: 'transformare-10-d',
          key: 'D',
          aiPercent: 10,
          text: {
            en: "Managers, from HR's task inventory",
            ro: 'Managerii, din inventarul de sarcini al HR',
          },
        },
        {
          id: 'transformare-10-e',
          key: 'E',
          aiPercent: null,
          text: { en: "Roles haven't changed yet", ro: 'Rolurile nu s-au schimbat' },
        },
      ],
    },
    {
      id: 'transformare-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you screen marketing candidates, including AI skills?',
        ro: 'Cum selectați candidații pentru marketing, inclusiv abilitățile cu AI?',
      },
      options: [
        {
          id: 'transformare-11-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Structured interviews and a practical task',
            ro: 'Interviuri structurate și un exercițiu practic',
          },
        },
        {
          id: 'transformare-11-b',
          key: 'B',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'AI helps write the ad; managers screen',
            ro: 'AI-ul ajută la anunț; managerii selectează',
          },
        },
        {
          id: 'transformare-11-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI ranks CVs; managers interview the shortlist',
            ro: 'AI-ul ordonează CV-urile; managerii intervievează lista scurtă',
          },
        },
        {
          id: 'transformare-11-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI runs first interviews; managers meet finalists',
            ro: 'AI-ul face primele interviuri; managerii văd finaliștii',
          },
        },
        {
          id: 'transformare-11-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'Not hiring in marketing', ro: 'Nu angajăm în marketing' },
        },
      ],
    },
    {
      id: 'transformare-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "With AI doing part of the work, how do you review people's performance?",
        ro: 'Cum evaluați performanța oamenilor, acum că AI-ul preia o parte din muncă?',
      },
      options: [
        {
          id: 'transformare-12-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts goals and reviews; managers edit',
            ro: 'AI-ul scrie obiectivele și evaluările; managerii corectează',
          },
        },
        {
          id: 'transformare-12-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI tool scores output; managers adjust bonuses',
            ro: 'Un instrument AI notează rezultatele; managerii ajustează bonusurile',
          },
        },
        {
          id: 'transformare-12-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'Managers set goals and review them in one-to-ones',
            ro: 'Managerii stabilesc și discută obiectivele cu fiecare om',
          },
        },
        {
          id: 'transformare-12-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI gathers results and feedback; managers judge',
            ro: 'AI-ul adună rezultatele și feedbackul; managerii evaluează',
          },
        },
        {
          id: 'transformare-12-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'No individual reviews', ro: 'Nu facem evaluări individuale' },
        },
      ],
    },
    {
      id: 'transformare-16',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you disclose AI content and chatbots (EU AI Act, art. 50)?',
        ro: 'Cum semnalați clienților conținutul AI și chatboții (AI Act, art. 50)?',
      },
      options: [
        {
          id: 'transformare-16-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Legal sets rules; editors add the labels',
            ro: 'Juridicul stabilește reguli; editorii pun etichetele',
          },
        },
        {
          id: 'transformare-16-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts the notices; legal approves each',
            ro: 'AI-ul scrie avertizările; juridicul le aprobă',
          },
        },
        {
          id: 'transformare-16-c',
          key: 'C',
          aiPercent: 10,
          text: { en: 'Our tools add labels automatically', ro: 'Instrumentele adaugă automat etichetele' },
        },
        {
          id: 'transformare-16-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI detects and labels AI content; legal checks samples',
            ro: 'AI-ul detectează și etichetează; juridicul verifică prin sondaj',
          },
        },
        {
          id: 'transformare-16-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't disclose it yet", ro: 'Încă nu semnalăm' },
        },
      ],
    },
    {
      id: 'transformare-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you track AI adoption and team sentiment?',
        ro: 'Cum urmăriți adoptarea AI-ului și starea de spirit a echipei?',
      },
      options: [
        {
          id: 'transformare-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Managers ask in meetings and one-to-ones',
            ro: 'Managerii întreabă în ședințe și individual',
          },
        },
        {
          id: 'transformare-14-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Usage data and a quarterly pulse survey',
            ro: 'Date de utilizare și un sondaj trimestrial',
          },
        },
        {
          id: 'transformare-14-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-clustering',
          text: {
            en: 'AI groups comments by theme; leaders read them',
            ro: 'AI-ul grupează comentariile pe teme; conducerea le citește',
          },
        },
        {
          id: 'transformare-14-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises usage logs; managers discuss them',
            ro: 'AI-ul rezumă datele de utilizare; managerii le discută',
          },
        },
        {
          id: 'transformare-14-e',
          key: 'E',
          aiPercent: null,
          text: { en: "We don't track it", ro: 'Nu urmărim adoptarea' },
        },
      ],
    },
    {
      id: 'transformare-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these AI adoption practices does your team have? Select all that apply.',
        ro: 'Pe care dintre aceste practici de adoptare a AI-ului le aveți? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'transformare-15-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An AI assistant answering AI-policy questions',
            ro: 'Un asistent AI pentru întrebări despre reguli',
          },
        },
        {
          id: 'transformare-15-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI-drafted change updates, edited by leaders',
            ro: 'Anunțuri interne scrise cu AI, editate de conducere',
          },
        },
        {
          id: 'transformare-15-c',
          key: 'C',
          aiPercent: 0,
          text: { en: 'An AI champion in each team', ro: 'Un responsabil de AI în fiecare echipă' },
        },
        {
          id: 'transformare-15-d',
          key: 'D',
          aiPercent: 5,
          text: { en: 'A shared prompt library', ro: 'O bibliotecă comună de prompturi' },
        },
        { id: 'transformare-15-e', key: 'E', aiPercent: null, exclusive: true, text: NONE_YET_TEXT },
      ],
    },
  ],
};
