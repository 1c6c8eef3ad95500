/**
 * Task templates of steps 3–4: DECIZIE, AMPLIFICARE (issue 9 item 1). The actions follow the
 * steps' feedback texts (report/feedback/), as tasks with an owner and a number to reach.
 */
import type { StepTasks } from './types.js';

/** Task templates of DECIZIE and AMPLIFICARE. */
export const STEP_TASKS_2: Record<'DECIZIE' | 'AMPLIFICARE', StepTasks> = {
  // Target: 75 % human.
  DECIZIE: {
    owner: { en: 'CMO', ro: 'CMO-ul' },
    practices: {
      en: 'who decides priorities, budget moves and campaign approvals, and what AI prepares for those decisions',
      ro: 'cine decide prioritățile, mutările de buget și aprobarea campaniilor și ce pregătește AI-ul pentru aceste decizii',
    },
    towardsHuman: {
      title: {
        en: 'Name a human owner for priorities, budget moves and campaign approval',
        ro: 'Numiți un responsabil uman pentru priorități, mutări de buget și aprobarea campaniilor',
      },
      action: {
        en: 'Write a one-page decision table: for each major decision, the manager who decides and the AI output they receive as one input. AI rankings and pre-test scores arrive as options in a short memo, never as verdicts.',
        ro: 'Scrieți un tabel de decizii de o pagină: pentru fiecare decizie majoră, managerul care decide și rezultatul AI pe care îl primește ca una dintre surse. Clasamentele AI și scorurile de pretestare ajung ca opțiuni într-o notă scurtă, niciodată ca verdicte.',
      },
      owner: { en: 'CMO', ro: 'CMO-ul' },
      kpis: [
        {
          en: '100% of budget moves above €5,000 signed by a named manager',
          ro: '100 % dintre mutările de buget de peste 5.000 € semnate de un manager numit',
        },
      ],
      expectedResults: {
        en: 'Decisions someone can defend to the board, and a team that learns from the wrong ones.',
        ro: 'Decizii pe care cineva le poate susține în fața conducerii și o echipă care învață din cele greșite.',
      },
      tools: [
        { en: 'One-page decision table', ro: 'Tabel de decizii de o pagină' },
        { en: 'Decision memo template', ro: 'Șablon de notă de decizie' },
      ],
    },
    towardsAi: {
      title: {
        en: 'Add AI what-if budget scenarios and anomaly alerts to planning',
        ro: 'Adăugați în planificare scenarii de buget și alerte de anomalii făcute cu AI',
      },
      action: {
        en: 'Before the next budget round, have AI model three what-if budget scenarios, and switch on AI alerts for sudden drops in campaign results, so owners can stop weak campaigns within days. Managers still decide.',
        ro: 'Înaintea următoarei runde de buget, cereți AI-ului trei scenarii de buget alternative și activați alertele AI pentru scăderile bruște ale rezultatelor campaniilor, ca responsabilii să poată opri campaniile slabe în câteva zile. Deciziile rămân ale managerilor.',
      },
      owner: { en: 'Marketing analyst, with the CMO', ro: 'Analistul de marketing, împreună cu CMO-ul' },
      kpis: [
        {
          en: 'Weak campaigns stopped within 5 working days of an alert',
          ro: 'Campaniile slabe oprite în cel mult 5 zile lucrătoare de la alertă',
        },
      ],
      expectedResults: {
        en: 'Budget choices backed by numbers, and less money spent on campaigns that are not working.',
        ro: 'Alegeri de buget susținute de cifre și mai puțini bani cheltuiți pe campanii care nu funcționează.',
      },
      tools: [
        { en: 'GA4 anomaly detection', ro: 'Detectarea anomaliilor din GA4' },
        { en: 'Excel with an AI assistant', ro: 'Excel cu asistent AI' },
      ],
    },
    start: {
      title: {
        en: 'Agree the year’s marketing priorities and stop rules at a planning session',
        ro: 'Stabiliți prioritățile de marketing ale anului și regulile de oprire într-o sesiune de planificare',
      },
      action: {
        en: 'Hold a half-day planning session where the team agrees three priorities for the year, builds the budget from targets and costs with benchmarks gathered by AI, and writes down in advance when an underperforming campaign is stopped.',
        ro: 'Organizați o sesiune de planificare de o jumătate de zi în care echipa stabilește trei priorități pentru anul acesta, construiește bugetul din ținte și costuri, cu repere de piață adunate de AI, și scrie dinainte când se oprește o campanie slabă.',
      },
      owner: { en: 'CMO', ro: 'CMO-ul' },
      kpis: [
        {
          en: '3 written priorities and a stop rule for every campaign within 60 days',
          ro: '3 priorități scrise și o regulă de oprire pentru fiecare campanie în cel mult 60 de zile',
        },
      ],
      expectedResults: {
        en: 'Fewer ad hoc decisions and a budget the team can defend line by line.',
        ro: 'Mai puține decizii luate din mers și un buget pe care echipa îl poate susține linie cu linie.',
      },
      tools: [
        { en: 'Planning session agenda', ro: 'Agenda sesiunii de planificare' },
        { en: 'Decision memo template', ro: 'Șablon de notă de decizie' },
      ],
    },
    startPriority: 'high',
    startHorizon: '0-3',
  },
  // Target: 55 % human.
  AMPLIFICARE: {
    owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
    practices: {
      en: 'who shapes each piece’s idea and angle, who checks facts, and what AI writes, adapts and translates',
      ro: 'cine dă ideea și unghiul fiecărui material, cine verifică faptele și ce scrie, adaptează și traduce AI-ul',
    },
    towardsHuman: {
      title: {
        en: 'Restore an editor’s fact and legal check before anything goes live',
        ro: 'Reintroduceți verificarea faptelor și a aspectelor juridice de către un editor înainte de publicare',
      },
      action: {
        en: 'Stop auto-publishing: every AI-written piece passes an editor who checks facts, figures and legal claims, and a specialist adds your own angle to each SEO brief. Executives rewrite AI versions of their LinkedIn posts themselves.',
        ro: 'Opriți publicarea automată: fiecare material scris de AI trece pe la un editor care verifică faptele, cifrele și afirmațiile cu implicații juridice, iar un specialist adaugă unghiul vostru în fiecare brief SEO. Managerii își rescriu singuri postările de LinkedIn propuse de AI.',
      },
      owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
      kpis: [
        {
          en: '0 pieces published without an editor’s check; corrections after publication on under 2% of pieces',
          ro: '0 materiale publicate fără verificarea unui editor; corecturi după publicare la sub 2 % dintre materiale',
        },
      ],
      expectedResults: {
        en: 'Content people trust and share, at the volume AI makes possible.',
        ro: 'Conținut în care oamenii au încredere și pe care îl distribuie, la volumul pe care îl permite AI-ul.',
      },
      tools: [
        {
          en: 'Editorial checklist (facts, figures, legal claims)',
          ro: 'Listă de verificare editorială (fapte, cifre, aspecte juridice)',
        },
        { en: 'Content calendar with an approval step', ro: 'Calendar editorial cu etapă de aprobare' },
      ],
    },
    towardsAi: {
      title: {
        en: 'Let AI write first versions and turn each webinar or report into smaller pieces',
        ro: 'Lăsați AI-ul să scrie primele variante și să transforme fiecare webinar sau raport în materiale mai mici',
      },
      action: {
        en: 'Experts give notes, AI writes the first version and an editor finishes it; AI turns each webinar or report into posts, short clips and a newsletter section, resizes visuals and translates with your glossary, checked by a designer and a native speaker.',
        ro: 'Experții dau notițele, AI-ul scrie prima variantă, iar un editor o finalizează; AI-ul transformă fiecare webinar sau raport în postări, clipuri scurte și o secțiune de newsletter, adaptează vizualurile la toate formatele și traduce după glosarul vostru, cu verificarea unui designer și a unui vorbitor nativ.',
      },
      owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
      kpis: [
        {
          en: 'Each long piece turned into at least 5 smaller pieces; hours per article down 30% in 3 months',
          ro: 'Fiecare material lung transformat în cel puțin 5 materiale mai mici; orele pe articol reduse cu 30 % în 3 luni',
        },
      ],
      expectedResults: {
        en: 'More content, formats and languages from the same team, with writers’ time moved to ideas.',
        ro: 'Mai mult conținut, în mai multe formate și limbi, cu aceeași echipă, iar timpul autorilor se mută spre idei.',
      },
      tools: [
        { en: 'ChatGPT or Claude with your style guide', ro: 'ChatGPT sau Claude, cu ghidul vostru de stil' },
        { en: 'Canva for visual formats', ro: 'Canva pentru formatele vizualurilor' },
        { en: 'DeepL with your glossary', ro: 'DeepL cu glosarul vostru' },
      ],
    },
    start: {
      title: {
        en: 'Start a monthly editorial calendar with an expert–AI–editor workflow',
        ro: 'Porniți un calendar editorial lunar, cu fluxul expert–AI–editor',
      },
      action: {
        en: 'Plan one month of content by funnel stage; in-house experts give notes, AI writes the first version, an editor finishes and fact-checks it, and AI turns each piece into posts and a newsletter section. Publish on a fixed schedule.',
        ro: 'Planificați o lună de conținut pe etape ale funnelului; experții interni dau notițele, AI-ul scrie prima variantă, un editor o finalizează și verifică faptele, iar AI-ul transformă fiecare material în postări și o secțiune de newsletter. Publicați după un program fix.',
      },
      owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
      kpis: [
        {
          en: '8 pieces a month published on schedule for 3 months in a row',
          ro: '8 materiale pe lună publicate la termen, 3 luni la rând',
        },
      ],
      expectedResults: {
        en: 'A steady content engine that feeds every channel without overloading the team.',
        ro: 'Un sistem de conținut constant care alimentează toate canalele fără să suprasolicite echipa.',
      },
      tools: [
        { en: 'Editorial calendar in Trello or Asana', ro: 'Calendar editorial în Trello sau Asana' },
        { en: 'ChatGPT or Claude for first versions', ro: 'ChatGPT sau Claude pentru primele variante' },
      ],
    },
    startPriority: 'medium',
    startHorizon: '3-6',
  },
};
