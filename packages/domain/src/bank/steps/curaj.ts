import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 5 — Courage (domain-design.md §1). Target human share 85 %. */
export const curaj: StepDef = {
  key: 'CURAJ',
  globalOrder: 5,
  targetHumanPercent: 85,
  name: { en: 'Courage', ro: 'Curaj' },
  description: {
    en: '<p>This step covers <strong>creative risk and brand bravery</strong>: big ideas, tone of voice, bold tests, lessons from failure. Ideal split: about <strong>85 % human, 15 % AI</strong>. AI helps with references, variants and checks, but models pull towards the average; courage comes from people.</p>',
    ro: '<p>Acest pas privește <strong>riscul creativ și curajul brandului</strong>: ideile mari, tonul comunicării, testele îndrăznețe, lecțiile din eșecuri. Echilibrul ideal: aproximativ <strong>85 % oameni, 15 % AI</strong>. AI-ul ajută cu referințe, variante și verificări, dar modelele trag spre medie; curajul vine de la oameni.</p>',
  },
  questions: [
    {
      id: 'curaj-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "Where do your campaigns' big ideas come from?",
        ro: 'De unde vin ideile mari ale campaniilor voastre?',
      },
      options: [
        {
          id: 'curaj-01-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI writes the concept; creatives refine it',
            ro: 'AI-ul scrie conceptul; creativii îl rafinează',
          },
        },
        {
          id: 'curaj-01-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Creatives lead; AI adds references',
            ro: 'Creativii conduc; AI-ul aduce referințe',
          },
        },
        {
          id: 'curaj-01-c',
          key: 'C',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI proposes routes; creatives develop one',
            ro: 'AI-ul propune direcții; creativii dezvoltă una',
          },
        },
        {
          id: 'curaj-01-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Brainstorms in the team or agency',
            ro: 'Sesiuni de idei în echipă sau în agenție',
          },
        },
        {
          id: 'curaj-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No concept-led campaigns',
            ro: 'Nu avem campanii pe concept',
          },
        },
      ],
    },
    {
      id: 'curaj-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "Who writes a major campaign's tagline?",
        ro: 'Cine scrie sloganul unei campanii importante?',
      },
      options: [
        {
          id: 'curaj-02-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A senior copywriter, over several rounds',
            ro: 'Un copywriter senior, în mai multe runde',
          },
        },
        {
          id: 'curaj-02-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI writes dozens; a test picks one',
            ro: 'AI-ul scrie zeci de variante; un test alege',
          },
        },
        {
          id: 'curaj-02-c',
          key: 'C',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI lists options; the copywriter reworks one',
            ro: 'AI-ul propune o listă; copywriterul rescrie una',
          },
        },
        {
          id: 'curaj-02-d',
          key: 'D',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'The copywriter, with extra AI variants',
            ro: 'Copywriterul, cu variante în plus de la AI',
          },
        },
        {
          id: 'curaj-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Our campaigns have no tagline',
            ro: 'Campaniile noastre nu au slogan',
          },
        },
      ],
    },
    {
      id: 'curaj-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "Who defines your brand's tone of voice?",
        ro: 'Cine definește tonul comunicării brandului?',
      },
      options: [
        {
          id: 'curaj-03-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'We write it; AI flags off-tone copy',
            ro: 'Îl scriem noi; AI-ul semnalează abaterile',
          },
        },
        {
          id: 'curaj-03-b',
          key: 'B',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: "AI benchmarks competitors' tone; we write it",
            ro: 'AI-ul analizează tonul concurenților; noi îl scriem',
          },
        },
        {
          id: 'curaj-03-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The brand lead, from customer conversations',
            ro: 'Brand managerul, din discuțiile cu clienții',
          },
        },
        {
          id: 'curaj-03-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts the guide; we edit it',
            ro: 'AI-ul scrie ghidul; noi îl edităm',
          },
        },
        {
          id: 'curaj-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No defined tone yet',
            ro: 'Nu avem un ton definit',
          },
        },
      ],
    },
    {
      id: 'curaj-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who decides how you react to a trending topic?',
        ro: 'Cine decide cum reacționați la un subiect de moment?',
      },
      options: [
        {
          id: 'curaj-04-a',
          key: 'A',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI posts within rules; we handle exceptions',
            ro: 'AI-ul postează după reguli; noi tratăm excepțiile',
          },
        },
        {
          id: 'curaj-04-b',
          key: 'B',
          aiPercent: 0,
          text: {
            en: 'Social team spots it; a manager approves',
            ro: 'Echipa de social media îl observă; un manager aprobă',
          },
        },
        {
          id: 'curaj-04-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts reactions; a manager edits one',
            ro: 'AI-ul scrie reacții; un manager editează una',
          },
        },
        {
          id: 'curaj-04-d',
          key: 'D',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'AI flags it; people write the post',
            ro: 'AI-ul îl semnalează; oamenii scriu postarea',
          },
        },
        {
          id: 'curaj-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't react to trends",
            ro: 'Nu reacționăm la subiecte de moment',
          },
        },
      ],
    },
    {
      id: 'curaj-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide on taking a public stance?',
        ro: 'Cum decideți dacă luați o poziție publică?',
      },
      options: [
        {
          id: 'curaj-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Leadership debates it against our values',
            ro: 'Conducerea dezbate pornind de la valorile noastre',
          },
        },
        {
          id: 'curaj-05-b',
          key: 'B',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises public sentiment; leadership decides',
            ro: 'AI-ul sintetizează opinia publică; conducerea decide',
          },
        },
        {
          id: 'curaj-05-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'Our PR agency advises; leadership decides',
            ro: 'Agenția de PR ne consiliază; conducerea decide',
          },
        },
        {
          id: 'curaj-05-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI scores risk and recommends; leadership decides',
            ro: 'AI-ul evaluează riscul și recomandă; conducerea decide',
          },
        },
        {
          id: 'curaj-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We never take public stances',
            ro: 'Nu luăm poziții publice',
          },
        },
      ],
    },
    {
      id: 'curaj-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you choose which category conventions to break?',
        ro: 'Cum alegeți ce convenții ale categoriei încălcați?',
      },
      options: [
        {
          id: 'curaj-06-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI suggests ways to differ; we choose',
            ro: 'AI-ul propune moduri de diferențiere; noi alegem',
          },
        },
        {
          id: 'curaj-06-b',
          key: 'B',
          aiPercent: 55,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI analyses the category and recommends',
            ro: 'AI-ul analizează categoria și recomandă',
          },
        },
        {
          id: 'curaj-06-c',
          key: 'C',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI maps category codes; we pick',
            ro: 'AI-ul cartografiază codurile categoriei; noi alegem',
          },
        },
        {
          id: 'curaj-06-d',
          key: 'D',
          aiPercent: 5,
          text: {
            en: 'We audit competitors by hand and debate',
            ro: 'Analizăm manual concurenții și dezbatem',
          },
        },
        {
          id: 'curaj-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't studied our category",
            ro: 'Nu ne-am studiat categoria',
          },
        },
      ],
    },
    {
      id: 'curaj-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who comes up with the bold ideas you test?',
        ro: 'Cine vine cu ideile îndrăznețe pe care le testați?',
      },
      options: [
        {
          id: 'curaj-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The team, from customer insight and instinct',
            ro: 'Echipa, din insight-uri și intuiție',
          },
        },
        {
          id: 'curaj-07-b',
          key: 'B',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'The team, with extra ideas from AI',
            ro: 'Echipa, cu idei în plus de la AI',
          },
        },
        {
          id: 'curaj-07-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI proposes hypotheses from data; we pick',
            ro: 'AI-ul propune ipoteze din date; noi alegem',
          },
        },
        {
          id: 'curaj-07-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI generates and tests variants nonstop',
            ro: 'AI-ul generează și testează variante continuu',
          },
        },
        {
          id: 'curaj-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run experiments",
            ro: 'Nu facem experimente',
          },
        },
      ],
    },
    {
      id: 'curaj-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you pre-test a bold concept?',
        ro: 'Cum pretestați un concept îndrăzneț?',
      },
      options: [
        {
          id: 'curaj-08-a',
          key: 'A',
          aiPercent: 70,
          task: 'ai-model-human-challenges',
          text: {
            en: 'Mostly AI synthetic audiences, few real customers',
            ro: 'Mai ales audiențe sintetice AI, puțini clienți reali',
          },
        },
        {
          id: 'curaj-08-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'Launch only if it passes AI pre-testing',
            ro: 'Lansăm doar dacă trece de pretestarea AI',
          },
        },
        {
          id: 'curaj-08-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'Customer sessions plus AI attention predictions',
            ro: 'Sesiuni cu clienți, plus predicții AI de atenție',
          },
        },
        {
          id: 'curaj-08-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Qualitative sessions with real customers',
            ro: 'Sesiuni calitative cu clienți reali',
          },
        },
        {
          id: 'curaj-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't pre-test concepts",
            ro: 'Nu pretestăm conceptele',
          },
        },
      ],
    },
    {
      id: 'curaj-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How do you assess a provocative campaign's backlash risk?",
        ro: 'Cum evaluați riscul de reacții negative la o campanie provocatoare?',
      },
      options: [
        {
          id: 'curaj-09-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI simulates reactions; we review high scores',
            ro: 'AI-ul simulează reacțiile; noi verificăm scorurile mari',
          },
        },
        {
          id: 'curaj-09-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'Legal and our PR agency review it',
            ro: 'Juriștii și agenția de PR o verifică',
          },
        },
        {
          id: 'curaj-09-c',
          key: 'C',
          aiPercent: 15,
          text: {
            en: 'People review; AI scans for sensitive words',
            ro: 'Oamenii verifică; AI-ul caută cuvinte sensibile',
          },
        },
        {
          id: 'curaj-09-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'A diverse internal panel talks it through',
            ro: 'Un grup intern divers o discută',
          },
        },
        {
          id: 'curaj-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run provocative campaigns",
            ro: 'Nu facem campanii provocatoare',
          },
        },
      ],
    },
    {
      id: 'curaj-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you name a new product or campaign?',
        ro: 'Cum denumiți un produs sau o campanie nouă?',
      },
      options: [
        {
          id: 'curaj-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Internal workshop or naming agency',
            ro: 'Atelier intern sau agenție specializată',
          },
        },
        {
          id: 'curaj-10-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'We pick from names AI generated and ranked',
            ro: 'Alegem din numele generate și ierarhizate de AI',
          },
        },
        {
          id: 'curaj-10-c',
          key: 'C',
          aiPercent: 30,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'We shortlist from hundreds of AI-generated names',
            ro: 'Selectăm din sute de nume generate de AI',
          },
        },
        {
          id: 'curaj-10-d',
          key: 'D',
          aiPercent: 15,
          text: {
            en: 'We create names; AI checks foreign meanings',
            ro: 'Creăm numele; AI-ul verifică sensurile în alte limbi',
          },
        },
        {
          id: 'curaj-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely name anything new',
            ro: 'Rareori denumim ceva nou',
          },
        },
      ],
    },
    {
      id: 'curaj-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who sets the visual direction of a major campaign?',
        ro: 'Cine stabilește direcția vizuală a unei campanii importante?',
      },
      options: [
        {
          id: 'curaj-11-a',
          key: 'A',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI makes final visuals; a designer picks',
            ro: 'AI-ul face imaginile finale; un designer alege',
          },
        },
        {
          id: 'curaj-11-b',
          key: 'B',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'The art director, using AI mood boards',
            ro: 'Directorul de artă, cu planșe de inspirație din AI',
          },
        },
        {
          id: 'curaj-11-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The art director, from references and sketches',
            ro: 'Directorul de artă, din referințe și schițe',
          },
        },
        {
          id: 'curaj-11-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'The art director refines AI-generated visuals',
            ro: 'Directorul de artă rafinează imagini generate de AI',
          },
        },
        {
          id: 'curaj-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We run no major campaigns',
            ro: 'Nu facem campanii mari',
          },
        },
      ],
    },
    {
      id: 'curaj-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who writes the witty or empathetic replies to comments?',
        ro: 'Cine scrie răspunsurile cu umor sau empatie la comentarii?',
      },
      options: [
        {
          id: 'curaj-12-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'The team, with AI suggesting phrasings',
            ro: 'Echipa, cu formulări sugerate de AI',
          },
        },
        {
          id: 'curaj-12-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-chatbot-human-handover',
          text: {
            en: 'An AI assistant replies; people take escalations',
            ro: 'Un asistent AI răspunde; oamenii preiau escaladările',
          },
        },
        {
          id: 'curaj-12-c',
          key: 'C',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts in our voice; we approve',
            ro: 'AI-ul scrie în stilul nostru; noi aprobăm',
          },
        },
        {
          id: 'curaj-12-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Our social team writes each one',
            ro: 'Echipa de social media scrie fiecare răspuns',
          },
        },
        {
          id: 'curaj-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't reply to comments",
            ro: 'Nu răspundem la comentarii',
          },
        },
      ],
    },
    {
      id: 'curaj-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you learn from a bold campaign that failed?',
        ro: 'Cum învățați dintr-o campanie îndrăzneață care a eșuat?',
      },
      options: [
        {
          id: 'curaj-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A no-blame team retrospective, shared widely',
            ro: 'O retrospectivă fără vinovați, cu lecții împărtășite',
          },
        },
        {
          id: 'curaj-13-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'The campaign owner writes a short debrief',
            ro: 'Responsabilul campaniei scrie o analiză scurtă',
          },
        },
        {
          id: 'curaj-13-c',
          key: 'C',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises results; the team debates',
            ro: 'AI-ul sintetizează rezultatele; echipa dezbate',
          },
        },
        {
          id: 'curaj-13-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI writes the post-mortem; we edit it',
            ro: 'AI-ul scrie analiza; noi o corectăm',
          },
        },
        {
          id: 'curaj-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely try anything bold',
            ro: 'Rareori încercăm ceva îndrăzneț',
          },
        },
      ],
    },
    {
      id: 'curaj-16',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you check AI-generated content for brand safety?',
        ro: 'Cum verificați că un conținut generat cu AI nu pune brandul în pericol?',
      },
      options: [
        {
          id: 'curaj-16-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'An editor reviews every piece',
            ro: 'Un editor verifică fiecare material',
          },
        },
        {
          id: 'curaj-16-b',
          key: 'B',
          aiPercent: 25,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI suggests rewrites of risky passages; editors decide',
            ro: 'AI-ul propune reformulări pentru pasajele riscante; editorii decid',
          },
        },
        {
          id: 'curaj-16-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'AI flags risks; an editor reviews everything',
            ro: 'AI-ul semnalează riscuri; un editor verifică tot',
          },
        },
        {
          id: 'curaj-16-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI checks all; people review flagged pieces',
            ro: 'AI-ul verifică tot; oamenii revăd ce semnalează',
          },
        },
        {
          id: 'curaj-16-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't publish AI content",
            ro: 'Nu publicăm conținut generat cu AI',
          },
        },
      ],
    },
    {
      id: 'curaj-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Where does AI enter your creative process? Select all that apply.',
        ro: 'Unde intervine AI-ul în munca de creație? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'curaj-15-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts ad and post copy',
            ro: 'AI-ul scrie textele reclamelor și postărilor',
          },
        },
        {
          id: 'curaj-15-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'AI spots clichés in our ideas',
            ro: 'AI-ul semnalează clișeele din idei',
          },
        },
        {
          id: 'curaj-15-c',
          key: 'C',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI produces finished visuals or video',
            ro: 'AI-ul produce imagini sau video finale',
          },
        },
        {
          id: 'curaj-15-d',
          key: 'D',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI gathers references before brainstorms',
            ro: 'AI-ul adună referințe înaintea sesiunilor de creație',
          },
        },
        {
          id: 'curaj-15-e',
          key: 'E',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI sketches storyboards for pitches',
            ro: 'AI-ul schițează scenariile vizuale pentru prezentări',
          },
        },
        {
          id: 'curaj-15-f',
          key: 'F',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
