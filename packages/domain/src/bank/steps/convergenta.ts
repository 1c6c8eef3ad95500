import { NONE_YET_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 6 — Convergence (domain-design.md §1). Target human share 60 %. */
export const convergenta: StepDef = {
  key: 'CONVERGENTA',
  globalOrder: 6,
  targetHumanPercent: 60,
  name: { en: 'Convergence', ro: 'Convergență' },
  description: {
    en: '<p>This step covers your <strong>channel mix</strong> (PESO: paid, earned, shared, owned) and how channels work together. Ideal split: about <strong>60 % human, 40 % AI</strong>. AI handles bidding, pacing and monitoring; people set channel roles, keep the story coherent and own relationships.</p>',
    ro: '<p>Acest pas privește <strong>mixul de canale</strong> (PESO: media plătită, câștigată, distribuită, proprie) și cum lucrează canalele împreună. Echilibrul ideal: aproximativ <strong>60 % oameni, 40 % AI</strong>. AI-ul se ocupă de licitare, ritm și monitorizare; oamenii stabilesc rolul canalelor, păstrează povestea coerentă și țin relațiile.</p>',
  },
  questions: [
    {
      id: 'convergenta-01',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'How is your marketing budget split across media types (%)?',
        ro: 'Cum se împarte bugetul de marketing pe tipuri de media (%)?',
      },
      options: [
        {
          id: 'convergenta-01-a',
          key: 'A',
          aiPercent: null,
          text: {
            en: 'Paid (ads, sponsored posts)',
            ro: 'Media plătită (reclame, postări sponsorizate)',
          },
          input: { type: 'integer', min: 0, max: 100, contextKey: 'peso.paid' },
        },
        {
          id: 'convergenta-01-b',
          key: 'B',
          aiPercent: null,
          text: {
            en: 'Earned (PR, press, reviews)',
            ro: 'Media câștigată (PR, presă, recenzii)',
          },
          input: { type: 'integer', min: 0, max: 100, contextKey: 'peso.earned' },
        },
        {
          id: 'convergenta-01-c',
          key: 'C',
          aiPercent: null,
          text: {
            en: 'Shared (social media, communities)',
            ro: 'Media distribuită (social media, comunități)',
          },
          input: { type: 'integer', min: 0, max: 100, contextKey: 'peso.shared' },
        },
        {
          id: 'convergenta-01-d',
          key: 'D',
          aiPercent: null,
          text: {
            en: 'Owned (website, blog, newsletter)',
            ro: 'Media proprie (site, blog, newsletter)',
          },
          input: { type: 'integer', min: 0, max: 100, contextKey: 'peso.owned' },
        },
        {
          id: 'convergenta-01-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: { en: "We don't know our split", ro: 'Nu știm cum se împarte bugetul' },
        },
      ],
    },
    {
      id: 'convergenta-02',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'How well does each channel work? 1 (poor) to 5 (excellent).',
        ro: 'Cât de bine funcționează fiecare canal? De la 1 (slab) la 5 (excelent).',
      },
      options: [
        {
          id: 'convergenta-02-a',
          key: 'A',
          aiPercent: null,
          text: { en: 'SEO', ro: 'SEO' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.seo' },
        },
        {
          id: 'convergenta-02-b',
          key: 'B',
          aiPercent: null,
          text: { en: 'Paid search', ro: 'Căutare plătită' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.paidSearch' },
        },
        {
          id: 'convergenta-02-c',
          key: 'C',
          aiPercent: null,
          text: { en: 'Paid social', ro: 'Social media plătit' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.paidSocial' },
        },
        {
          id: 'convergenta-02-d',
          key: 'D',
          aiPercent: null,
          text: { en: 'Organic social', ro: 'Social media organic' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.organicSocial' },
        },
        {
          id: 'convergenta-02-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'E-mail', ro: 'E-mail' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.email' },
        },
        {
          id: 'convergenta-02-f',
          key: 'F',
          aiPercent: null,
          text: { en: 'Events', ro: 'Evenimente' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.events' },
        },
        {
          id: 'convergenta-02-g',
          key: 'G',
          aiPercent: null,
          text: { en: 'PR', ro: 'PR' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.pr' },
        },
        {
          id: 'convergenta-02-h',
          key: 'H',
          aiPercent: null,
          text: { en: 'Partnerships', ro: 'Parteneriate' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.partnerships' },
        },
        {
          id: 'convergenta-02-i',
          key: 'I',
          aiPercent: null,
          exclusive: true,
          text: {
            en: "We don't track channel results",
            ro: 'Nu urmărim rezultatele canalelor',
          },
        },
      ],
    },
    {
      id: 'convergenta-03',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'How much untapped potential has each channel? 1 (little) to 5 (a lot).',
        ro: 'Cât potențial neexploatat are fiecare canal? De la 1 (puțin) la 5 (mult).',
      },
      options: [
        {
          id: 'convergenta-03-a',
          key: 'A',
          aiPercent: null,
          text: { en: 'SEO', ro: 'SEO' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.seo' },
        },
        {
          id: 'convergenta-03-b',
          key: 'B',
          aiPercent: null,
          text: { en: 'Paid search', ro: 'Căutare plătită' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.paidSearch' },
        },
        {
          id: 'convergenta-03-c',
          key: 'C',
          aiPercent: null,
          text: { en: 'Paid social', ro: 'Social media plătit' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.paidSocial' },
        },
        {
          id: 'convergenta-03-d',
          key: 'D',
          aiPercent: null,
          text: { en: 'Organic social', ro: 'Social media organic' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.organicSocial' },
        },
        {
          id: 'convergenta-03-e',
          key: 'E',
          aiPercent: null,
          text: { en: 'E-mail', ro: 'E-mail' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.email' },
        },
        {
          id: 'convergenta-03-f',
          key: 'F',
          aiPercent: null,
          text: { en: 'Events', ro: 'Evenimente' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.events' },
        },
        {
          id: 'convergenta-03-g',
          key: 'G',
          aiPercent: null,
          text: { en: 'PR', ro: 'PR' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.pr' },
        },
        {
          id: 'convergenta-03-h',
          key: 'H',
          aiPercent: null,
          text: { en: 'Partnerships', ro: 'Parteneriate' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.partnerships' },
        },
        {
          id: 'convergenta-03-i',
          key: 'I',
          aiPercent: null,
          exclusive: true,
          text: { en: "We haven't assessed this", ro: 'Nu am evaluat asta' },
        },
      ],
    },
    {
      id: 'convergenta-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "Who sets each channel's role in a major campaign?",
        ro: 'Cine stabilește rolul fiecărui canal într-o campanie importantă?',
      },
      options: [
        {
          id: 'convergenta-04-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'Marketing lead and agency, from past results',
            ro: 'Șeful de marketing și agenția, după rezultatele anterioare',
          },
        },
        {
          id: 'convergenta-04-b',
          key: 'B',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: "Ad platforms' AI picks channels and placements",
            ro: 'AI-ul platformelor de publicitate alege canalele și plasările',
          },
        },
        {
          id: 'convergenta-04-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: "A planner's Excel reach model",
            ro: 'Un model de acoperire în Excel',
          },
        },
        {
          id: 'convergenta-04-d',
          key: 'D',
          aiPercent: 45,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI models reach and cost; we decide',
            ro: 'AI-ul modelează acoperirea și costul; noi decidem',
          },
        },
        {
          id: 'convergenta-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Same channels every time',
            ro: 'Mereu aceleași canale',
          },
        },
      ],
    },
    {
      id: 'convergenta-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you keep a campaign consistent across channels?',
        ro: 'Cum păstrați unitatea campaniei pe toate canalele?',
      },
      options: [
        {
          id: 'convergenta-05-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'One lead reviews every version',
            ro: 'Un coordonator verifică fiecare variantă',
          },
        },
        {
          id: 'convergenta-05-b',
          key: 'B',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI writes every version; we check samples',
            ro: 'AI-ul scrie toate variantele; verificăm prin sondaj',
          },
        },
        {
          id: 'convergenta-05-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI adapts the core message; owners edit',
            ro: 'AI-ul adaptează mesajul central; responsabilii îl editează',
          },
        },
        {
          id: 'convergenta-05-d',
          key: 'D',
          aiPercent: 25,
          task: 'ai-tool-feature',
          text: {
            en: 'Channels adapt; AI checks consistency',
            ro: 'Canalele adaptează; AI-ul verifică unitatea',
          },
        },
        {
          id: 'convergenta-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Each channel writes its own',
            ro: 'Fiecare canal își scrie mesajele',
          },
        },
      ],
    },
    {
      id: 'convergenta-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is budget moved between ad platforms mid-campaign?',
        ro: 'Cum mutați bugetul între platformele de publicitate în campanie?',
      },
      options: [
        {
          id: 'convergenta-06-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'By hand, in a weekly review',
            ro: 'Manual, la analiza săptămânală',
          },
        },
        {
          id: 'convergenta-06-b',
          key: 'B',
          aiPercent: 25,
          task: 'ai-tool-feature',
          text: {
            en: 'By hand, prompted by AI pacing alerts',
            ro: 'Manual, la semnalul alertelor AI',
          },
        },
        {
          id: 'convergenta-06-c',
          key: 'C',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'An AI tool shifts it daily within limits',
            ro: 'Un instrument AI îl mută zilnic, în limite',
          },
        },
        {
          id: 'convergenta-06-d',
          key: 'D',
          aiPercent: 90,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'Platform AI allocates it; we review monthly',
            ro: 'AI-ul platformelor îl alocă; noi verificăm lunar',
          },
        },
        {
          id: 'convergenta-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Only one ad platform',
            ro: 'Avem o singură platformă',
          },
        },
      ],
    },
    {
      id: 'convergenta-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do SEO and paid search coordinate on shared keywords?',
        ro: 'Cum se coordonează SEO-ul și căutarea plătită pe aceleași cuvinte cheie?',
      },
      options: [
        {
          id: 'convergenta-07-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'A shared report flags overlaps',
            ro: 'Un raport comun arată suprapunerile',
          },
        },
        {
          id: 'convergenta-07-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI recommends bid and content changes; we approve',
            ro: 'AI-ul recomandă ajustări de licitare și conținut; noi aprobăm',
          },
        },
        {
          id: 'convergenta-07-c',
          key: 'C',
          aiPercent: 5,
          text: {
            en: 'Specialists compare keyword lists in meetings',
            ro: 'Specialiștii compară listele de cuvinte în ședințe',
          },
        },
        {
          id: 'convergenta-07-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI adjusts bids to organic rankings automatically',
            ro: 'AI-ul ajustează automat licitarea după pozițiile organice',
          },
        },
        {
          id: 'convergenta-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run both",
            ro: 'Nu le folosim pe amândouă',
          },
        },
      ],
    },
    {
      id: 'convergenta-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find stories and pitch journalists?',
        ro: 'Cum găsiți subiectele și cum le propuneți presei?',
      },
      options: [
        {
          id: 'convergenta-08-a',
          key: 'A',
          aiPercent: 30,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI builds media lists; PR pitches personally',
            ro: 'AI-ul face listele de presă; echipa de PR propune',
          },
        },
        {
          id: 'convergenta-08-b',
          key: 'B',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI drafts releases; PR edits each',
            ro: 'AI-ul scrie comunicatele; echipa de PR le editează',
          },
        },
        {
          id: 'convergenta-08-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'The PR lead pitches journalists they know',
            ro: 'Responsabilul de PR sună jurnaliștii pe care îi cunoaște',
          },
        },
        {
          id: 'convergenta-08-d',
          key: 'D',
          aiPercent: 80,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI pitches go out in bulk; we spot-check',
            ro: 'Propunerile AI pleacă în masă; verificăm prin sondaj',
          },
        },
        {
          id: 'convergenta-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't do media relations",
            ro: 'Nu facem relații cu presa',
          },
        },
      ],
    },
    {
      id: 'convergenta-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you choose and manage creators or influencers?',
        ro: 'Cum alegeți și gestionați creatorii sau influencerii?',
      },
      options: [
        {
          id: 'convergenta-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'We pick creators we know, deal directly',
            ro: 'Alegem creatori cunoscuți, negociem direct',
          },
        },
        {
          id: 'convergenta-09-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'An AI marketplace matches, briefs and pays creators',
            ro: 'O platformă AI găsește, informează și plătește creatorii',
          },
        },
        {
          id: 'convergenta-09-c',
          key: 'C',
          aiPercent: 45,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'An AI platform shortlists and forecasts; we choose',
            ro: 'O platformă AI propune și estimează; alegem noi',
          },
        },
        {
          id: 'convergenta-09-d',
          key: 'D',
          aiPercent: 25,
          task: 'ai-tool-feature',
          text: {
            en: 'We pick; AI screens for fake followers',
            ro: 'Alegem noi; AI-ul verifică urmăritorii falși',
          },
        },
        {
          id: 'convergenta-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't work with creators",
            ro: 'Nu lucrăm cu creatori',
          },
        },
      ],
    },
    {
      id: 'convergenta-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'At a launch, who sequences PR, ads, e-mail and sales?',
        ro: 'La o lansare, cine ordonează PR-ul, reclamele, e-mailul și vânzările?',
      },
      options: [
        {
          id: 'convergenta-10-a',
          key: 'A',
          aiPercent: 40,
          task: 'ai-draft-human-rewrite',
          text: {
            en: 'AI drafts the sequence; the manager reworks it',
            ro: 'AI-ul schițează ordinea; managerul o reface',
          },
        },
        {
          id: 'convergenta-10-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Automation fires each channel on schedule',
            ro: 'Automatizările pornesc canalele la termen',
          },
        },
        {
          id: 'convergenta-10-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'A campaign manager runs a master timeline',
            ro: 'Un manager de campanie ține calendarul general',
          },
        },
        {
          id: 'convergenta-10-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'AI triggers channels from live signals',
            ro: 'AI-ul pornește canalele după semnale în timp real',
          },
        },
        {
          id: 'convergenta-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Each channel launches separately',
            ro: 'Fiecare canal pornește separat',
          },
        },
      ],
    },
    {
      id: 'convergenta-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you build campaigns around trade fairs and events?',
        ro: 'Cum construiți campaniile în jurul târgurilor și evenimentelor?',
      },
      options: [
        {
          id: 'convergenta-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The team invites and follows up personally',
            ro: 'Echipa de evenimente invită și revine personal',
          },
        },
        {
          id: 'convergenta-11-b',
          key: 'B',
          aiPercent: 50,
          task: 'ai-transcribe-summarise',
          text: {
            en: 'AI summarises sessions; the team writes follow-ups',
            ro: 'AI-ul rezumă sesiunile; echipa scrie mesajele ulterioare',
          },
        },
        {
          id: 'convergenta-11-c',
          key: 'C',
          aiPercent: 10,
          text: {
            en: 'Event software sends invites and reminders',
            ro: 'Platforma de evenimente trimite invitații și reamintiri',
          },
        },
        {
          id: 'convergenta-11-d',
          key: 'D',
          aiPercent: 75,
          task: 'ai-produces-human-samples',
          text: {
            en: 'AI writes follow-ups by interest; we spot-check',
            ro: 'AI-ul scrie mesaje după interese; verificăm prin sondaj',
          },
        },
        {
          id: 'convergenta-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't do events",
            ro: 'Nu avem evenimente',
          },
        },
      ],
    },
    {
      id: 'convergenta-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find and run brand partnerships?',
        ro: 'Cum găsiți și derulați parteneriatele cu alte branduri?',
      },
      options: [
        {
          id: 'convergenta-12-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'We pick partners; AI drafts the joint offers',
            ro: 'Alegem partenerii; AI-ul scrie ofertele comune',
          },
        },
        {
          id: 'convergenta-12-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'An AI affiliate platform recruits and pays partners',
            ro: 'O platformă AI de afiliere recrutează și plătește partenerii',
          },
        },
        {
          id: 'convergenta-12-c',
          key: 'C',
          aiPercent: 0,
          text: {
            en: 'Through our network; we plan face to face',
            ro: 'Prin rețeaua noastră; planificăm față în față',
          },
        },
        {
          id: 'convergenta-12-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI researches partner audiences; we approach them',
            ro: 'AI-ul analizează audiențele partenerilor; noi îi abordăm',
          },
        },
        {
          id: 'convergenta-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't partner with brands",
            ro: 'Nu facem parteneriate',
          },
        },
      ],
    },
    {
      id: 'convergenta-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you choose a new channel to pilot and judge the pilot?',
        ro: 'Cum alegeți un canal nou de testat și cum evaluați testul?',
      },
      options: [
        {
          id: 'convergenta-13-a',
          key: 'A',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI benchmarks the channel; we decide',
            ro: 'AI-ul compară canalul cu piața; noi decidem',
          },
        },
        {
          id: 'convergenta-13-b',
          key: 'B',
          aiPercent: 5,
          text: {
            en: 'Team judgement against our own targets',
            ro: 'Decide echipa, după țintele noastre',
          },
        },
        {
          id: 'convergenta-13-c',
          key: 'C',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: 'AI forecasts incremental value; we fund a test',
            ro: 'AI-ul estimează valoarea incrementală; finanțăm un test',
          },
        },
        {
          id: 'convergenta-13-d',
          key: 'D',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'An AI model adds and drops channels',
            ro: 'Un model AI adaugă și scoate canale',
          },
        },
        {
          id: 'convergenta-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't tried one lately",
            ro: 'Nu am testat niciunul recent',
          },
        },
      ],
    },
    {
      id: 'convergenta-16',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you manage your brand in AI answers (ChatGPT, Google AI Overviews)?',
        ro: 'Cum gestionați prezența brandului în răspunsurile AI (ChatGPT, Google AI Overviews)?',
      },
      options: [
        {
          id: 'convergenta-16-a',
          key: 'A',
          aiPercent: 60,
          task: 'ai-draft-human-edit',
          text: {
            en: 'AI rewrites our pages; an editor approves',
            ro: 'AI-ul rescrie paginile; un editor aprobă',
          },
        },
        {
          id: 'convergenta-16-b',
          key: 'B',
          aiPercent: 85,
          task: 'ai-runs-human-exceptions',
          text: {
            en: 'An AI tool tracks and updates content itself',
            ro: 'Un instrument AI urmărește și actualizează singur conținutul',
          },
        },
        {
          id: 'convergenta-16-c',
          key: 'C',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'An AI tracking tool reports; we adjust pages',
            ro: 'Un instrument AI raportează; noi ajustăm paginile',
          },
        },
        {
          id: 'convergenta-16-d',
          key: 'D',
          aiPercent: 5,
          text: {
            en: 'We ask AI assistants our key questions monthly',
            ro: 'Punem lunar întrebările-cheie asistenților AI',
          },
        },
        {
          id: 'convergenta-16-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't track this yet",
            ro: 'Nu urmărim asta încă',
          },
        },
      ],
    },
    {
      id: 'convergenta-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Where does AI already link your channels? Select all that apply.',
        ro: 'Unde leagă deja AI-ul canalele voastre? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'convergenta-15-a',
          key: 'A',
          aiPercent: 50,
          task: 'ai-analysis-human-decides',
          text: {
            en: "AI recommends each customer's next channel",
            ro: 'AI-ul recomandă următorul canal pentru fiecare client',
          },
        },
        {
          id: 'convergenta-15-b',
          key: 'B',
          aiPercent: 75,
          task: 'ai-model-human-challenges',
          text: {
            en: 'AI bidding uses offline sales as signals',
            ro: 'Licitarea cu AI folosește vânzările offline ca semnal',
          },
        },
        {
          id: 'convergenta-15-c',
          key: 'C',
          aiPercent: 20,
          task: 'ai-tool-feature',
          text: {
            en: 'AI suggests send and posting times',
            ro: 'AI-ul sugerează orele de trimitere și postare',
          },
        },
        {
          id: 'convergenta-15-d',
          key: 'D',
          aiPercent: 35,
          task: 'ai-research-human-interprets',
          text: {
            en: 'AI summarises results across all channels',
            ro: 'AI-ul sintetizează rezultatele tuturor canalelor',
          },
        },
        {
          id: 'convergenta-15-e',
          key: 'E',
          aiPercent: 60,
          task: 'ai-clustering',
          text: {
            en: 'AI groups CRM customers into ad audiences',
            ro: 'AI-ul grupează clienții din CRM în audiențe de reclame',
          },
        },
        {
          id: 'convergenta-15-f',
          key: 'F',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
