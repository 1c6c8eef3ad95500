/**
 * Foundation tasks of each band (issue 9 item 1: "the band (1–2 foundation tasks)"), from the
 * band recommendations (report/feedback/bands.ts), as tasks with an owner and a number to reach.
 * In order of use, a task whose topic a step or strategy task already covers giving way to the
 * next one; the last, repeating the assessment, covers a topic nothing else does.
 */
import type { Band } from '../scoring/constants.js';
import { ADVANCED_TASKS, PIONEER_TASKS } from './texts-bands-high.js';
import { AVERAGE_TASKS, EARLY_STAGE_TASKS } from './texts-bands-middle.js';
import type { BandTaskDef } from './types.js';

const ZAPIER = { en: 'Zapier with an AI step', ro: 'Zapier, cu un pas de AI' };
const TIME_LOG = { en: 'Time log in Excel', ro: 'Jurnal de timp în Excel' };

/**
 * The band's last resort, on a topic nothing else covers: repeat the assessment after `months`
 * (sooner the further the band is from the top) and act on what moved.
 */
function reassess(months: 3 | 6, priority: BandTaskDef['priority']): BandTaskDef {
  return {
    area: 'foundations',
    priority,
    horizon: months === 3 ? '0-3' : '3-6',
    budgetEur: [500, 2000],
    texts: {
      title: {
        en: `Repeat this assessment in ${months} months and compare it step by step`,
        ro: `Refaceți această evaluare peste ${months} luni și comparați rezultatele pas cu pas`,
      },
      action: {
        en: `Book the date now; the same people answer, and the leadership team compares each step’s split with today’s and gives every step still more than 5 points off target an owner and a fix.`,
        ro: `Stabiliți data de acum; răspund aceleași persoane, iar echipa de conducere compară împărțirea fiecărui pas cu cea de azi și dă fiecărui pas aflat încă la peste 5 puncte de țintă un responsabil și o corecție.`,
      },
      owner: { en: 'CMO', ro: 'CMO-ul' },
      kpis: [
        {
          en: `Assessment repeated within ${months} months; the overall score up by at least 10 points`,
          ro: `Evaluarea refăcută în cel mult ${months} luni; scorul general crescut cu cel puțin 10 puncte`,
        },
      ],
      expectedResults: {
        en: 'Evidence of which changes moved the balance, and the next priorities set on facts.',
        ro: 'Dovezi despre schimbările care au mutat echilibrul și următoarele priorități stabilite pe baza faptelor.',
      },
      tools: [
        { en: 'This assessment', ro: 'Această evaluare' },
        { en: 'The PDF report of today’s results', ro: 'Raportul PDF al rezultatelor de azi' },
      ],
      topic: 'reassess',
    },
  };
}

/** Foundation tasks of the urgent band, in order of use. */
export const URGENT_TASKS: readonly BandTaskDef[] = [
  {
    area: 'governance',
    priority: 'critical',
    horizon: '0-3',
    budgetEur: [1000, 4000],
    texts: {
      title: {
        en: 'Run a two-week audit of unreviewed AI use and manual repetitive work',
        ro: 'Faceți în două săptămâni un audit: unde se folosește AI fără verificare și unde munca repetitivă se face manual',
      },
      action: {
        en: 'Talk to each team for 30 minutes and list where AI publishes or decides without review and where repetitive work is still done by hand, with the hours it takes; rank both lists by risk and by hours.',
        ro: 'Discutați 30 de minute cu fiecare echipă și faceți lista locurilor în care AI-ul publică sau decide fără verificare și a celor în care munca repetitivă se face încă manual, cu orele pe care le ia; ordonați ambele liste după risc și după ore.',
      },
      owner: { en: 'CMO', ro: 'CMO-ul' },
      kpis: [
        {
          en: 'Audit finished within 14 days, with both lists ranked',
          ro: 'Auditul încheiat în cel mult 14 zile, cu ambele liste ordonate',
        },
      ],
      expectedResults: {
        en: 'A clear, ranked picture of where the balance is worst, to direct the next 90 days.',
        ro: 'O imagine clară și ordonată a locurilor în care echilibrul este cel mai slab, pentru următoarele 90 de zile.',
      },
      tools: [
        { en: 'Audit interview guide', ro: 'Ghid pentru discuțiile de audit' },
        { en: 'Ranking by risk and hours in Excel', ro: 'Clasament după risc și ore, în Excel' },
      ],
      topic: 'ai-audit',
    },
  },
  {
    area: 'governance',
    priority: 'critical',
    horizon: '0-3',
    budgetEur: [1000, 4000],
    texts: {
      title: {
        en: 'Put a human reviewer on everything AI publishes or decides',
        ro: 'Puneți un om să verifice tot ce publică sau decide AI-ul',
      },
      action: {
        en: 'From the audit’s list, make every AI output that reaches customers, budgets or the brand wait for approval: a named person approves it before it goes live, until review rules by risk are in place.',
        ro: 'Pe baza listei din audit, tot ce produce AI-ul și ajunge la clienți, la bugete sau la brand așteaptă aprobarea: o persoană numită aprobă înainte de publicare, până când există reguli de verificare după risc.',
      },
      owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
      kpis: [
        {
          en: '0 AI outputs reaching customers without a named approver after 30 days',
          ro: '0 rezultate AI ajunse la clienți fără o persoană care le-a aprobat, după 30 de zile',
        },
      ],
      expectedResults: {
        en: 'No more unchecked claims, offers or budget moves made by AI.',
        ro: 'Nicio afirmație, ofertă sau mutare de buget făcută de AI fără verificare.',
      },
      tools: [
        {
          en: 'Approval step in your publishing and ad tools',
          ro: 'Etapă de aprobare în instrumentele de publicare și de publicitate',
        },
        { en: 'List of named approvers', ro: 'Lista persoanelor care aprobă' },
      ],
      topic: 'review-ai-output',
    },
  },
  {
    area: 'efficiency',
    priority: 'high',
    horizon: '0-3',
    budgetEur: [2000, 8000],
    texts: {
      title: {
        en: 'Automate one high-volume operations task and measure the time saved',
        ro: 'Automatizați o sarcină de volum mare din operațiuni și măsurați timpul câștigat',
      },
      action: {
        en: 'From the audit, pick the manual task that takes the most hours (launch checks, request triage or reporting), automate it with AI, and compare the hours for one month before and after.',
        ro: 'Din audit, alegeți sarcina manuală care ia cele mai multe ore (verificările de lansare, trierea cererilor sau rapoartele), automatizați-o cu AI și comparați orele timp de o lună, înainte și după.',
      },
      owner: { en: 'Marketing operations lead', ro: 'Responsabilul de operațiuni de marketing' },
      kpis: [
        {
          en: '1 automation live within 45 days; at least 10 hours a month saved',
          ro: '1 automatizare funcțională în cel mult 45 de zile; cel puțin 10 ore pe lună câștigate',
        },
      ],
      expectedResults: {
        en: 'A first proof that AI frees time, which makes the case for the next steps.',
        ro: 'O primă dovadă că AI-ul eliberează timp, care susține pașii următori.',
      },
      tools: [ZAPIER, TIME_LOG],
      topic: 'first-automation',
    },
  },
];

/** Foundation tasks by band. */
export const BAND_TASKS: Readonly<Record<Band, readonly BandTaskDef[]>> = {
  pioneer: PIONEER_TASKS,
  advanced: [...ADVANCED_TASKS, reassess(6, 'low')],
  average: [...AVERAGE_TASKS, reassess(6, 'low')],
  early_stage: [...EARLY_STAGE_TASKS, reassess(3, 'medium')],
  urgent: [...URGENT_TASKS, reassess(3, 'high')],
};
