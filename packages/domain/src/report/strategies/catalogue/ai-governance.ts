/**
 * Strategy `ai-governance` (domain-design.md §4): its card, trigger rule and roadmap tasks.
 */
import type { StrategyTaskDef } from '../../../roadmap/types.js';
import { fixedTasks, type StrategyDef, type StrategyTexts } from '../define.js';
import type { Rule } from '../rule.js';
import { activityProblems, isIn, select } from '../conditions.js';
import { RISK_FLAGS } from '../../../bank/types.js';
import { ACTIVITY_QUESTIONS } from '../../../bank/index.js';

/**
 * The activities with a risk flag whose ideal is not AI alone: the ones the rule can find done by AI
 * alone beyond their ideal (`machine-alone`), which a person must then check.
 */
const RISKY_IDS: readonly string[] = ACTIVITY_QUESTIONS.filter(
  (q) => q.activity.ideal !== 'D' && q.activity.risks?.some((r) => RISK_FLAGS.includes(r)),
).map((q) => q.id);

const POLICY_TEMPLATE = { en: 'AI policy template', ro: 'Șablon de politică de AI' };

const TEXTS: StrategyTexts = {
  name: { en: 'Set up AI governance for marketing', ro: 'Stabiliți regulile de guvernanță AI în marketing' },
  impact: {
    en: "Clear rules let everyone who works on your marketing use AI quickly without exposing the brand: fewer false claims, no unvetted tools handling data, and compliance with the EU AI Act's transparency duties.",
    ro: 'Regulile clare permit tuturor celor care lucrează la marketingul vostru să folosească AI-ul repede, fără să expună brandul: mai puține afirmații false, niciun instrument neverificat care lucrează cu date și respectarea obligațiilor de transparență din Regulamentul UE privind AI (AI Act).',
  },
  tactics: [
    {
      en: 'Write a two-page AI policy with a legal or data-protection adviser, in-house or external, and whoever looks after your IT: allowed tools, forbidden data, who approves what.',
      ro: 'Scrieți o politică AI de două pagini, împreună cu un consultant juridic sau pe protecția datelor, intern sau extern, și cu persoana care se ocupă de IT: instrumente permise, date interzise, cine aprobă și ce.',
      about: [{ id: 'transformare-ai-policy', states: ['not-yet'] }],
    },
    {
      en: 'Set review levels by risk: which AI content needs a human edit, which needs a legal check, and which may go out with sample checks.',
      ro: 'Stabiliți niveluri de verificare după risc: ce conținut făcut cu AI are nevoie de editare umană, ce are nevoie de o verificare juridică și ce se poate publica cu verificări prin eșantionare.',
    },
    {
      en: 'Vet every new AI tool with one checklist (where data is stored, training on your data, copyright, security) before anyone uses it.',
      ro: 'Verificați fiecare instrument AI nou cu aceeași listă (unde stau datele, dacă învață din datele voastre, drepturi de autor, securitate) înainte ca cineva să-l folosească.',
      about: [{ id: 'transformare-tool-approval', states: ['not-yet', 'too-machine'] }],
    },
    {
      en: 'Name an owner and a procedure for AI mistakes that reach customers: false claims, data leaks, an offensive output.',
      ro: 'Numiți un responsabil și o procedură pentru greșelile AI care ajung la clienți: afirmații false, scurgeri de date, un rezultat ofensator.',
      about: [{ id: 'transformare-incident-handling', states: ['not-yet', 'too-machine'] }],
    },
    {
      en: 'Label AI-generated images, videos and chatbots for your audience, as Article 50 of the EU AI Act requires.',
      ro: 'Marcați pentru public imaginile, clipurile și chatboții generați cu AI, așa cum cere articolul 50 din Regulamentul UE privind AI.',
      about: [{ id: 'amplificare-ai-content-labels', states: ['not-yet'] }],
    },
    {
      en: 'For each AI output that can reach customers or decide about them, name who checks it and how often: every piece, a daily sample or a weekly audit.',
      ro: 'Pentru fiecare rezultat AI care poate ajunge la clienți sau poate decide ceva despre ei, numiți cine îl verifică și cât de des: fiecare material, un eșantion zilnic sau un audit săptămânal.',
    },
    {
      en: 'Keep a register of the AI systems marketing uses, with the owner, the data and the risk level of each, reviewed every quarter.',
      ro: 'Țineți un registru al sistemelor AI folosite în marketing, cu responsabilul, datele și nivelul de risc al fiecăruia, revizuit trimestrial.',
    },
    {
      en: 'Check the terms of every AI tool you already use (where data goes, training on your data, who owns the outputs) before the next renewal.',
      ro: 'Verificați condițiile fiecărui instrument AI pe care îl folosiți deja (unde ajung datele, dacă învață din datele voastre, cui aparțin rezultatele) înainte de următoarea reînnoire.',
      about: [{ id: 'transformare-vendor-terms', states: ['not-yet'] }],
    },
  ],
};

/** The governance activities of TRANSFORMARE: rules, approval, incidents, ethics, disclosure, vendors. */
export const GOVERNANCE_ACTIVITIES = [
  'transformare-ai-policy',
  'transformare-tool-approval',
  'transformare-incident-handling',
  'transformare-ethics-review',
  'transformare-disclosure-rules',
  'transformare-vendor-terms',
] as const;

/**
 * AI governance (domain-design.md §4): an activity carrying a risk flag done by AI or automation
 * alone is enough to trigger it — critical when that goes beyond the activity's ideal, high when
 * the ideal itself is machine work (it still needs rules and a named owner); otherwise two
 * governance activities not done yet trigger it.
 */
const rule: Rule = ({ facts }) => {
  const alone = select(facts, { risks: RISK_FLAGS }).filter((a) => isIn(a, 'machine-alone'));
  const beyond = alone.some((a) => a.question.activity.ideal !== 'D');
  const risky = activityProblems(facts, { risks: RISK_FLAGS }, 'machine-alone', 5);
  const missing = activityProblems(facts, { ids: GOVERNANCE_ACTIVITIES }, 'not-yet', 3);
  return {
    problems: [...risky, ...missing],
    requiredCount: risky.length > 0 ? 1 : 2,
    priority: beyond ? 'critical' : 'high',
  };
};

/** The roadmap tasks, each carrying out one of the tactics. */
const TASKS: readonly StrategyTaskDef[] = [
  {
    tactic: 0,
    texts: {
      title: {
        en: 'Write a two-page AI policy with legal and IT advice',
        ro: 'Scrieți o politică de AI de două pagini, cu sfat juridic și de IT',
      },
      action: {
        en: 'Agree in two working sessions which AI tools are allowed, which data may never enter them and who approves AI content and new uses; publish the policy where everyone who works on your marketing finds it, and walk them through it in a 30-minute session.',
        ro: 'Stabiliți în două sesiuni de lucru ce instrumente AI sunt permise, ce date nu au voie să intre niciodată în ele și cine aprobă conținutul făcut cu AI și noile utilizări; publicați politica acolo unde o găsesc toți cei care lucrează la marketingul vostru și prezentați-le-o într-o sesiune de 30 de minute.',
      },
      owner: {
        en: 'Whoever leads marketing, with a legal or data-protection adviser, in-house or external',
        ro: 'Persoana care conduce marketingul, împreună cu un consultant juridic sau pe protecția datelor, intern sau extern',
      },
      kpis: [
        {
          en: 'Policy approved within 45 days; 100% of the people who use AI for your marketing briefed on it',
          ro: 'Politica aprobată în cel mult 45 de zile; 100 % dintre cei care folosesc AI în marketingul vostru informați despre ea',
        },
      ],
      expectedResults: {
        en: 'Everyone uses AI quickly and safely, without guessing what is allowed.',
        ro: 'Toți cei implicați folosesc AI-ul repede și în siguranță, fără să ghicească ce este permis.',
      },
      tools: [
        POLICY_TEMPLATE,
        { en: 'Shared page or folder for the policy', ro: 'Pagină sau dosar comun pentru politică' },
      ],
      topic: 'ai-policy',
    },
  },
  {
    tactic: 1,
    byPeople: true,
    // The content that reaches the public, where a review level applies: not the risky data,
    // targeting or team activities, nor the missing governance practices.
    cites: [
      'claritate-proof-points',
      'amplificare-customer-stories',
      'amplificare-blog-drafts',
      'amplificare-fact-check',
      'amplificare-localisation',
      'amplificare-post-images',
      'amplificare-short-videos',
      'amplificare-long-to-short',
      'amplificare-ai-content-labels',
      'curaj-offence-check',
      'convergenta-social-comments',
      'convergenta-online-criticism',
    ],
    texts: {
      title: {
        en: 'Set review levels for AI content by risk',
        ro: 'Stabiliți niveluri de verificare a conținutului făcut cu AI, după risc',
      },
      action: {
        en: 'Sort AI content into three risk levels: what needs a human edit, what needs a legal check, and what may go out with weekly sample checks; add the level as a required field in the content calendar.',
        ro: 'Împărțiți conținutul făcut cu AI pe trei niveluri de risc: ce are nevoie de editare umană, ce are nevoie de o verificare juridică și ce poate fi publicat doar cu verificări săptămânale prin eșantionare; adăugați nivelul ca un câmp obligatoriu în calendarul editorial.',
      },
      owner: {
        en: 'Whoever leads marketing, with a legal or data-protection adviser, in-house or external',
        ro: 'Persoana care conduce marketingul, împreună cu un consultant juridic sau pe protecția datelor, intern sau extern',
      },
      kpis: [
        {
          en: '100% of AI content tagged with a risk level; 0 high-risk pieces published without legal review',
          ro: '100 % din conținutul făcut cu AI etichetat cu un nivel de risc; 0 materiale cu risc ridicat publicate fără verificare juridică',
        },
      ],
      expectedResults: {
        en: 'Review effort spent where the risk is, and fewer false claims reaching customers.',
        ro: 'Efortul de verificare concentrat acolo unde este riscul și mai puține afirmații false ajunse la clienți.',
      },
      tools: [
        { en: 'Risk matrix for AI content', ro: 'Matrice de risc pentru conținutul făcut cu AI' },
        { en: 'Content calendar with a risk field', ro: 'Calendar editorial cu un câmp pentru risc' },
      ],
    },
  },
  {
    tactic: 7,
    // A checklist the people run, with an adviser's hour once: priced as their time.
    byPeople: true,
    texts: {
      title: {
        en: 'Check every AI tool you use against one checklist',
        ro: 'Verificați fiecare instrument AI folosit cu aceeași listă',
      },
      action: {
        en: 'List the AI tools anyone uses for your marketing, paid or free, and check each against one checklist (where data is stored, training on your data, who owns the outputs, security, contract terms), once with a legal adviser; replace those that fail, and check every new tool before first use.',
        ro: 'Faceți lista instrumentelor AI pe care le folosește oricine pentru marketingul vostru, plătite sau gratuite, și verificați-le pe fiecare cu aceeași listă (unde stau datele, dacă învață din datele voastre, cui aparțin rezultatele, securitate, clauzele contractului), o dată împreună cu un consultant juridic; înlocuiți-le pe cele care nu trec și verificați orice instrument nou înainte de prima folosire.',
      },
      owner: {
        en: 'Whoever leads marketing, with a legal or data-protection adviser, in-house or external',
        ro: 'Persoana care conduce marketingul, împreună cu un consultant juridic sau pe protecția datelor, intern sau extern',
      },
      kpis: [
        {
          en: '100% of the AI tools in use checked within 60 days; every new tool checked before first use',
          ro: '100\u00a0% dintre instrumentele AI folosite verificate în cel mult 60 de zile; orice instrument nou verificat înainte de prima folosire',
        },
      ],
      expectedResults: {
        en: 'No AI tool handles your customers’ data or your content on terms nobody has read.',
        ro: 'Niciun instrument AI nu lucrează cu datele clienților sau cu conținutul vostru în condiții pe care nu le-a citit nimeni.',
      },
      tools: [
        { en: 'AI tool checklist', ro: 'Listă de verificare pentru instrumentele AI' },
        { en: 'List of AI tools in use', ro: 'Lista instrumentelor AI folosite' },
      ],
      topic: 'ai-tool-vetting',
    },
  },
  {
    tactic: 3,
    byPeople: true,
    texts: {
      title: {
        en: 'Name an owner and a one-page procedure for AI incidents',
        ro: 'Numiți un responsabil și o procedură de o pagină pentru incidentele AI',
      },
      action: {
        en: 'Write a one-page procedure for false claims, data leaks and offensive outputs (who is called, who pulls the content, who informs customers) and test it in a drill.',
        ro: 'Scrieți o procedură de o pagină pentru afirmații false, scurgeri de date și rezultate ofensatoare (cine este anunțat, cine retrage conținutul, cine informează clienții) și testați-o într-un exercițiu.',
      },
      owner: {
        en: 'Whoever leads marketing, with a legal or data-protection adviser, in-house or external',
        ro: 'Persoana care conduce marketingul, împreună cu un consultant juridic sau pe protecția datelor, intern sau extern',
      },
      kpis: [
        {
          en: 'Procedure tested in 1 drill within 90 days; every incident closed within 24 hours',
          ro: 'Procedura testată într-un exercițiu în cel mult 90 de zile; fiecare incident închis în cel mult 24 de ore',
        },
      ],
      expectedResults: {
        en: 'Incidents handled in hours, not days, with one person answerable for each.',
        ro: 'Incidente rezolvate în ore, nu în zile, cu o singură persoană care răspunde de fiecare.',
      },
      tools: [
        { en: 'Incident procedure template', ro: 'Șablon de procedură pentru incidente' },
        {
          en: 'Drill scenario: a false claim goes live',
          ro: 'Scenariu de exercițiu: o afirmație falsă publicată',
        },
      ],
    },
  },
  {
    tactic: 5,
    byPeople: true,
    // The risky activities AI does alone beyond their ideal (the rule's `machine-alone`), not the
    // governance practices not started: a company whose AI runs nothing risky alone gets no list
    // of checkers.
    cites: RISKY_IDS,
    texts: {
      title: {
        en: 'Name who checks each risky AI output, and how often',
        ro: 'Numiți cine verifică fiecare rezultat AI cu risc și cât de des',
      },
      action: {
        en: 'Write one line for each AI use your answers flagged (they follow under “Why”): who checks what AI produces there, how (every piece, a daily sample or a weekly audit) and when they stop it; sign the list and review it every quarter.',
        ro: 'Scrieți câte un rând pentru fiecare folosire a AI-ului semnalată de răspunsurile voastre (urmează la „De ce”): cine verifică ce produce AI-ul acolo, cum (fiecare material, un eșantion zilnic sau un audit săptămânal) și când îl oprește; semnați lista și revizuiți-o în fiecare trimestru.',
      },
      owner: {
        en: 'Whoever leads marketing, with a legal or data-protection adviser, in-house or external',
        ro: 'Persoana care conduce marketingul, împreună cu un consultant juridic sau pe protecția datelor, intern sau extern',
      },
      kpis: [
        {
          en: 'A named checker for 100% of the listed activities within 30 days; 4 quarterly reviews a year',
          ro: 'O persoană care verifică, pentru 100 % dintre activitățile listate, în cel mult 30 de zile; 4 revizuiri trimestriale pe an',
        },
      ],
      expectedResults: {
        en: 'Every AI output that can hurt a customer or the brand has a person who looks at it in time.',
        ro: 'Fiecare rezultat AI care poate face rău unui client sau brandului are un om care îl verifică la timp.',
      },
      tools: [
        {
          en: 'List of risky AI activities, each with its checker',
          ro: 'Lista activităților AI cu risc, fiecare cu persoana care o verifică',
        },
        { en: 'Sampling calendar', ro: 'Calendar al verificărilor prin eșantionare' },
      ],
      topic: 'ai-risk-checks',
    },
  },
];

export const AI_GOVERNANCE: StrategyDef = {
  id: 'ai-governance',
  category: 'governance',
  priority: 'critical',
  timeline: 'now',
  budgetEur: [3000, 10000],
  texts: TEXTS,
  source: 'answers',
  rule,
  tasks: fixedTasks(TASKS),
};
