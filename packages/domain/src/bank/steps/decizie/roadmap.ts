/** DECIZIE: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 75 % human.
export const ROADMAP: StepTasks = {
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
};
