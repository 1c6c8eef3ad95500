import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 4 — Amplification (domain-design.md §1). Target human share 55 %. */
export const amplificare: StepDef = {
  key: 'AMPLIFICARE',
  globalOrder: 4,
  targetHumanPercent: 55,
  name: { en: 'Amplification', ro: 'Amplificare' },
  description: {
    en: '<p>How your marketing produces, adapts and distributes content at scale.</p><p>Ideal split: <strong>about 55 % human, 45 % AI</strong>. AI multiplies output, formats and languages; people own the ideas, the expertise and the quality bar.</p>',
    ro: '<p>Cum produce, adaptează și distribuie marketingul vostru conținut la scară.</p><p>Echilibrul ideal: <strong>aproximativ 55 % oameni, 45 % AI</strong>. AI-ul multiplică volumul, formatele și limbile; oamenii răspund de idei, de expertiză și de calitate.</p>',
  },
  questions: [
    {
      id: 'amplificare-01',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'How many pieces do you publish a month, by funnel stage?',
        ro: 'Câte materiale publicați pe lună, pe etape ale funnelului?',
      },
      options: [
        {
          id: 'amplificare-01-a',
          key: 'A',
          aiPercent: null,
          text: {
            en: 'TOFU — awareness (articles, posts, videos)',
            ro: 'TOFU — notorietate (articole, postări, videoclipuri)',
          },
          input: { type: 'integer', min: 0, max: 1000, contextKey: 'content.tofu' },
        },
        {
          id: 'amplificare-01-b',
          key: 'B',
          aiPercent: null,
          text: {
            en: 'MOFU — consideration (guides, webinars, case studies)',
            ro: 'MOFU — considerare (ghiduri, webinarii, studii de caz)',
          },
          input: { type: 'integer', min: 0, max: 1000, contextKey: 'content.mofu' },
        },
        {
          id: 'amplificare-01-c',
          key: 'C',
          aiPercent: null,
          text: {
            en: 'BOFU — decision (demos, comparisons, offers)',
            ro: 'BOFU — decizie (demonstrații, comparații, oferte)',
          },
          input: { type: 'integer', min: 0, max: 1000, contextKey: 'content.bofu' },
        },
        {
          id: 'amplificare-01-d',
          key: 'D',
          aiPercent: null,
          text: {
            en: 'Retention (newsletters, customer education)',
            ro: 'Retenție (newslettere, educarea clienților)',
          },
          input: { type: 'integer', min: 0, max: 1000, contextKey: 'content.retention' },
        },
        {
          id: 'amplificare-01-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: {
            en: "We don't publish regularly",
            ro: 'Nu publicăm regulat',
          },
        },
      ],
    },
    {
      id: 'amplificare-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who builds your monthly editorial calendar?',
        ro: 'Cine face calendarul editorial lunar?',
      },
      options: [
        {
          id: 'amplificare-02-a',
          key: 'A',
          aiPercent: 25,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'The team plans it; AI suggests topics',
            ro: 'Echipa îl planifică; AI-ul sugerează teme',
          },
        },
        {
          id: 'amplificare-02-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI builds it; the content lead handles exceptions',
            ro: 'AI-ul îl construiește; responsabilul tratează excepțiile',
          },
        },
        {
          id: 'amplificare-02-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI analyses trends and results; the team plans',
            ro: 'AI-ul analizează tendințele și rezultatele; echipa planifică',
          },
        },
        {
          id: 'amplificare-02-d',
          key: 'D',
          aiPercent: 5,
          text: {
            en: 'The content lead, with the team',
            ro: 'Responsabilul de conținut, împreună cu echipa',
          },
        },
        {
          id: 'amplificare-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No editorial calendar',
            ro: 'Nu avem calendar editorial',
          },
        },
      ],
    },
    {
      id: 'amplificare-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are your articles and guides first written?',
        ro: 'Cum se scrie prima variantă a articolelor și ghidurilor?',
      },
      options: [
        {
          id: 'amplificare-03-a',
          key: 'A',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'Writers draft; AI suggests outlines and headlines',
            ro: 'Copywriterii scriu; AI-ul propune structura și titluri',
          },
        },
        {
          id: 'amplificare-03-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts from expert notes; an editor edits',
            ro: 'AI-ul scrie din notițele experților; un editor o finisează',
          },
        },
        {
          id: 'amplificare-03-c',
          key: 'C',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafts; writers rewrite most of it',
            ro: 'AI-ul scrie prima variantă; copywriterii rescriu mare parte',
          },
        },
        {
          id: 'amplificare-03-d',
          key: 'D',
          aiPercent: 0,
          text: {
            en: 'Writers or in-house experts write everything',
            ro: 'Copywriterii sau experții interni scriu totul',
          },
        },
        {
          id: 'amplificare-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No long-form content',
            ro: 'Nu avem materiale lungi',
          },
        },
      ],
    },
    {
      id: 'amplificare-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who does the keyword research and writes the SEO brief?',
        ro: 'Cine face cercetarea de cuvinte-cheie și brief-ul SEO?',
      },
      options: [
        {
          id: 'amplificare-04-a',
          key: 'A',
          aiPercent: 40,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises rival pages; a specialist writes it',
            ro: 'AI-ul rezumă paginile concurenților; specialistul îl scrie',
          },
        },
        {
          id: 'amplificare-04-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts it; a specialist adds your angle',
            ro: 'AI-ul îl scrie; specialistul adaugă unghiul vostru',
          },
        },
        {
          id: 'amplificare-04-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'An SEO specialist, with keyword tools',
            ro: 'Un specialist SEO, cu instrumente de cuvinte-cheie',
          },
        },
        {
          id: 'amplificare-04-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI writes every brief; writers flag problems',
            ro: 'AI-ul generează toate brief-urile; copywriterii semnalează probleme',
          },
        },
        {
          id: 'amplificare-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No search planning',
            ro: 'Nu planificăm pentru căutare',
          },
        },
      ],
    },
    {
      id: 'amplificare-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you repurpose a webinar or report?',
        ro: 'Cum reutilizați un webinar sau un studiu?',
      },
      options: [
        {
          id: 'amplificare-05-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The team writes each new piece itself',
            ro: 'Echipa scrie singură fiecare material nou',
          },
        },
        {
          id: 'amplificare-05-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts posts and clips; an editor polishes',
            ro: 'AI-ul face postări și clipuri; un editor le finisează',
          },
        },
        {
          id: 'amplificare-05-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI transcribes and pulls quotes; the team writes',
            ro: 'AI-ul transcrie și extrage citate; echipa scrie',
          },
        },
        {
          id: 'amplificare-05-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI makes and schedules everything; people spot-check',
            ro: 'AI-ul produce și programează tot; echipa verifică eșantioane',
          },
        },
        {
          id: 'amplificare-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't reuse content",
            ro: 'Nu reutilizăm conținutul',
          },
        },
      ],
    },
    {
      id: 'amplificare-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are campaign visuals adapted to every format?',
        ro: 'Cum adaptați vizualurile campaniei la toate formatele?',
      },
      options: [
        {
          id: 'amplificare-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Designers build each format by hand',
            ro: 'Designerii construiesc manual fiecare format',
          },
        },
        {
          id: 'amplificare-06-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI makes all sizes; designers check samples',
            ro: 'AI-ul face toate formatele; designerii verifică eșantioane',
          },
        },
        {
          id: 'amplificare-06-c',
          key: 'C',
          aiPercent: 25,
          task: 'ai-tool-feature',
          text: {
            en: 'Designers adapt, using AI to extend backgrounds',
            ro: 'Designerii adaptează, cu AI pentru extinderea fundalului',
          },
        },
        {
          id: 'amplificare-06-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI generates every size; a designer fixes each',
            ro: 'AI-ul generează formatele; un designer le corectează',
          },
        },
        {
          id: 'amplificare-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'One format only',
            ro: 'Un singur format',
          },
        },
      ],
    },
    {
      id: 'amplificare-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you adapt content for other languages?',
        ro: 'Cum adaptați conținutul pentru alte limbi?',
      },
      options: [
        {
          id: 'amplificare-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Native writers or agencies adapt every piece',
            ro: 'Copywriteri nativi sau agenții adaptează totul',
          },
        },
        {
          id: 'amplificare-07-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-translate-human-review',
          text: {
            en: 'Translators fully revise an AI translation',
            ro: 'Traducătorii revizuiesc integral traducerea AI',
          },
        },
        {
          id: 'amplificare-07-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'Writers adapt it, with AI suggesting wording',
            ro: 'Copywriterii adaptează; AI-ul sugerează formulări',
          },
        },
        {
          id: 'amplificare-07-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI translates with your glossary; a native spot-checks',
            ro: 'AI-ul traduce cu glosarul vostru; un nativ verifică eșantioane',
          },
        },
        {
          id: 'amplificare-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'One language only',
            ro: 'O singură limbă',
          },
        },
      ],
    },
    {
      id: 'amplificare-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who checks facts, figures and legal claims before publishing?',
        ro: 'Cine verifică faptele, cifrele și aspectele juridice înainte de publicare?',
      },
      options: [
        {
          id: 'amplificare-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'An editor, plus legal colleagues',
            ro: 'Un editor, plus colegii de la juridic',
          },
        },
        {
          id: 'amplificare-08-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI approves routine pieces; people handle escalations',
            ro: 'AI-ul aprobă materialele de rutină; oamenii preiau escaladările',
          },
        },
        {
          id: 'amplificare-08-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'An editor, after AI flags unsupported claims',
            ro: 'Un editor, după semnalările AI-ului',
          },
        },
        {
          id: 'amplificare-08-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI checks against your rules; editors decide',
            ro: 'AI-ul verifică după regulile voastre; editorii decid',
          },
        },
        {
          id: 'amplificare-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No check before publishing',
            ro: 'Nu verificăm înainte de publicare',
          },
        },
      ],
    },
    {
      id: 'amplificare-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is each newsletter issue put together?',
        ro: 'Cum se pregătește fiecare ediție a newsletterului?',
      },
      options: [
        {
          id: 'amplificare-09-a',
          key: 'A',
          aiPercent: 25,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'A marketer writes it; AI suggests subject lines',
            ro: 'Un marketer o scrie; AI-ul propune subiectul e-mailului',
          },
        },
        {
          id: 'amplificare-09-b',
          key: 'B',
          aiPercent: 55,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI assembles a first version; a marketer edits',
            ro: 'AI-ul face prima variantă; un marketer o editează',
          },
        },
        {
          id: 'amplificare-09-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'A marketer curates, writes and builds it',
            ro: 'Un marketer alege temele, scrie și face macheta',
          },
        },
        {
          id: 'amplificare-09-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-produces-human-samples',
          text: {
            en: "AI personalises each segment's version; people check samples",
            ro: 'AI-ul personalizează ediția pe segmente; echipa verifică eșantioane',
          },
        },
        {
          id: 'amplificare-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No newsletter',
            ro: 'Nu avem newsletter',
          },
        },
      ],
    },
    {
      id: 'amplificare-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you choose and refresh outdated pages?',
        ro: 'Cum alegeți și actualizați paginile depășite?',
      },
      options: [
        {
          id: 'amplificare-10-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI rewrites flagged sections; a writer edits each',
            ro: 'AI-ul rescrie secțiunile vizate; un copywriter le editează',
          },
        },
        {
          id: 'amplificare-10-b',
          key: 'B',
          aiPercent: 45,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI finds decaying pages, proposes fixes; writers decide',
            ro: 'AI-ul găsește paginile slabe și propune modificări; copywriterii decid',
          },
        },
        {
          id: 'amplificare-10-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'Writers update pages an SEO tool flags',
            ro: 'Copywriterii actualizează paginile semnalate de un instrument SEO',
          },
        },
        {
          id: 'amplificare-10-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI updates and republishes; the team reviews weekly',
            ro: 'AI-ul actualizează și republică; echipa verifică săptămânal',
          },
        },
        {
          id: 'amplificare-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No updates after publishing',
            ro: 'Nu actualizăm după publicare',
          },
        },
      ],
    },
    {
      id: 'amplificare-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "How are your executives' LinkedIn posts written?",
        ro: 'Cum se scriu postările pe LinkedIn ale managerilor?',
      },
      options: [
        {
          id: 'amplificare-11-a',
          key: 'A',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafts from their notes; they rewrite',
            ro: 'AI-ul scrie din notițele lor; ei rescriu',
          },
        },
        {
          id: 'amplificare-11-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'A ghostwriter writes them in their voice',
            ro: 'Un redactor le scrie în stilul lor',
          },
        },
        {
          id: 'amplificare-11-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'Each executive writes their own',
            ro: 'Fiecare manager își scrie postările',
          },
        },
        {
          id: 'amplificare-11-d',
          key: 'D',
          aiPercent: 70,
          task: 'ai-draft-human-edit',
          text: {
            en: 'An AI tool writes ready posts; they approve',
            ro: 'Un instrument AI scrie postări gata; ei le aprobă',
          },
        },
        {
          id: 'amplificare-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our executives don't post",
            ro: 'Managerii noștri nu postează',
          },
        },
      ],
    },
    {
      id: 'amplificare-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who decides when and where each piece is published?',
        ro: 'Cine decide când și unde apare fiecare material?',
      },
      options: [
        {
          id: 'amplificare-12-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'A fixed schedule in the publishing tool',
            ro: 'Un program fix în instrumentul de publicare',
          },
        },
        {
          id: 'amplificare-12-b',
          key: 'B',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI publishes and reschedules; people handle exceptions',
            ro: 'AI-ul publică și reprogramează; oamenii tratează excepțiile',
          },
        },
        {
          id: 'amplificare-12-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: "The team schedules; the tool's AI suggests times",
            ro: 'Echipa programează; AI-ul din instrument sugerează orele',
          },
        },
        {
          id: 'amplificare-12-d',
          key: 'D',
          aiPercent: 65,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI plans the slots; a manager approves weekly',
            ro: 'AI-ul planifică postările; un manager aprobă săptămânal',
          },
        },
        {
          id: 'amplificare-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No set schedule',
            ro: 'Nu avem un program fix',
          },
        },
      ],
    },
    {
      id: 'amplificare-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you pick pieces for extra promotion?',
        ro: 'Cum alegeți materialele pentru promovare suplimentară?',
      },
      options: [
        {
          id: 'amplificare-13-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'The team, from an AI results summary',
            ro: 'Echipa, pe baza unei sinteze AI a rezultatelor',
          },
        },
        {
          id: 'amplificare-13-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'The team, at the weekly content meeting',
            ro: 'Echipa, în ședința săptămânală de conținut',
          },
        },
        {
          id: 'amplificare-13-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI ranks by early signals; the team picks',
            ro: 'AI-ul le ordonează după primele semnale; echipa alege',
          },
        },
        {
          id: 'amplificare-13-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI boosts top pieces within a set budget',
            ro: 'AI-ul promovează automat materialele de top, cu buget fix',
          },
        },
        {
          id: 'amplificare-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No extra promotion',
            ro: 'Nu promovăm suplimentar',
          },
        },
      ],
    },
    {
      id: 'amplificare-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you choose topics and formats to scale or drop?',
        ro: 'Cum decideți ce teme și formate extindeți sau abandonați?',
      },
      options: [
        {
          id: 'amplificare-14-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI writes the monthly summary; the team decides',
            ro: 'AI-ul scrie sinteza lunară; echipa decide',
          },
        },
        {
          id: 'amplificare-14-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI adjusts the plan; the lead reviews monthly',
            ro: 'AI-ul ajustează planul; responsabilul îl revede lunar',
          },
        },
        {
          id: 'amplificare-14-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'The content lead, from dashboards',
            ro: 'Responsabilul de conținut, pe baza dashboardurilor',
          },
        },
        {
          id: 'amplificare-14-d',
          key: 'D',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI recommends what to scale; the lead decides',
            ro: 'AI-ul recomandă ce extindeți; responsabilul decide',
          },
        },
        {
          id: 'amplificare-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'No content review',
            ro: 'Nu analizăm rezultatele',
          },
        },
      ],
    },
    {
      id: 'amplificare-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'What does AI already produce for you? Select all that apply.',
        ro: 'Ce produce deja AI-ul pentru voi? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'amplificare-15-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI interview transcripts and summaries',
            ro: 'Transcrieri și rezumate AI ale interviurilor',
          },
        },
        {
          id: 'amplificare-15-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI subtitles and dubbing',
            ro: 'Subtitrări și dublaj cu AI',
          },
        },
        {
          id: 'amplificare-15-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-suggests-human-decides',
          text: {
            en: 'AI-suggested headlines',
            ro: 'Titluri sugerate de AI',
          },
        },
        {
          id: 'amplificare-15-d',
          key: 'D',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI images for posts',
            ro: 'Imagini AI pentru postări',
          },
        },
        {
          id: 'amplificare-15-e',
          key: 'E',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI product descriptions and alt text',
            ro: 'Descrieri de produs scrise de AI',
          },
        },
        {
          id: 'amplificare-15-f',
          key: 'F',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
