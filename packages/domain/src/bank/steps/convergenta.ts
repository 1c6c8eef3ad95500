import { OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 6 — Convergence (domain-design.md §1). Target human share 60 %. */
export const convergenta: StepDef = {
  key: 'CONVERGENTA',
  globalOrder: 6,
  targetHumanPercent: 60,
  name: { en: 'Convergence', ro: 'Convergență' },
  description: {
    en: '<p>This step looks at your <strong>channel mix and how well your channels work together</strong> across paid, earned, shared and owned media (PESO): campaign channel plans, in-flight budget shifts, PR, creators, partnerships and launch orchestration. The ideal split is about <strong>60 % human, 40 % AI</strong>: AI is strong at bidding, pacing, monitoring and passing data between channels, while people decide the role of each channel, keep the story coherent and own the relationships with journalists, creators and partners.</p>',
    ro: '<p>Acest pas analizează <strong>mixul de canale și cât de bine lucrează ele împreună</strong> în media plătită, câștigată, distribuită și proprie (PESO): planul de canale al campaniilor, mutările de buget din timpul campaniei, PR-ul, creatorii, parteneriatele și orchestrarea lansărilor. Echilibrul ideal este de aproximativ <strong>60 % oameni, 40 % AI</strong>: AI-ul excelează la bidding, controlul ritmului de cheltuire, monitorizare și transferul datelor între canale, iar oamenii stabilesc rolul fiecărui canal, păstrează povestea coerentă și răspund de relațiile cu jurnaliștii, creatorii și partenerii.</p>',
  },
  questions: [
    {
      id: 'convergenta-01',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'Roughly what share of your marketing effort or budget goes to each type of media (percent; ideally they add up to 100)?',
        ro: 'Cam ce procent din efortul sau bugetul de marketing merge către fiecare tip de media (procente; ideal, totalul este 100)?',
      },
      options: [
        {
          id: 'convergenta-01-a',
          key: 'A',
          aiPercent: null,
          text: {
            en: 'Paid (ads, sponsored placements)',
            ro: 'Paid — media plătită (reclame, plasări sponsorizate)',
          },
          input: { type: 'integer', min: 0, max: 100, contextKey: 'peso.paid' },
        },
        {
          id: 'convergenta-01-b',
          key: 'B',
          aiPercent: null,
          text: {
            en: 'Earned (PR, press, reviews, word of mouth)',
            ro: 'Earned — media câștigată (PR, presă, recenzii, recomandări)',
          },
          input: { type: 'integer', min: 0, max: 100, contextKey: 'peso.earned' },
        },
        {
          id: 'convergenta-01-c',
          key: 'C',
          aiPercent: null,
          text: {
            en: 'Shared (social media, communities)',
            ro: 'Shared — media distribuită (social media, comunități)',
          },
          input: { type: 'integer', min: 0, max: 100, contextKey: 'peso.shared' },
        },
        {
          id: 'convergenta-01-d',
          key: 'D',
          aiPercent: null,
          text: {
            en: 'Owned (website, blog, newsletter, app)',
            ro: 'Owned — media proprie (site, blog, newsletter, aplicație)',
          },
          input: { type: 'integer', min: 0, max: 100, contextKey: 'peso.owned' },
        },
        {
          id: 'convergenta-01-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: {
            en: "We don't know our split",
            ro: 'Nu știm cum se împarte efortul sau bugetul',
          },
        },
      ],
    },
    {
      id: 'convergenta-02',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'How well does each channel perform for you today? Rate the channels you use from 1 (poor) to 5 (excellent).',
        ro: 'Cât de bine performează astăzi fiecare canal pentru voi? Notați canalele pe care le folosiți de la 1 (slab) la 5 (excelent).',
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
          text: { en: 'Paid search', ro: 'Căutare plătită (paid search)' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPerformance.paidSearch' },
        },
        {
          id: 'convergenta-02-c',
          key: 'C',
          aiPercent: null,
          text: { en: 'Paid social', ro: 'Social media plătit (paid social)' },
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
            en: "We don't track channel performance",
            ro: 'Nu urmărim performanța canalelor',
          },
        },
      ],
    },
    {
      id: 'convergenta-03',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'How much untapped potential does each channel have for your business? From 1 (little) to 5 (a lot).',
        ro: 'Cât potențial neexploatat are fiecare canal pentru afacerea voastră? De la 1 (puțin) la 5 (foarte mult).',
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
          text: { en: 'Paid search', ro: 'Căutare plătită (paid search)' },
          input: { type: 'integer', min: 1, max: 5, contextKey: 'channelPotential.paidSearch' },
        },
        {
          id: 'convergenta-03-c',
          key: 'C',
          aiPercent: null,
          text: { en: 'Paid social', ro: 'Social media plătit (paid social)' },
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
          text: {
            en: "We haven't assessed this",
            ro: 'Nu am evaluat acest lucru',
          },
        },
      ],
    },
    {
      id: 'convergenta-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you plan a major campaign, who decides which channels carry it and what role each plays (reach, consideration, conversion)?',
        ro: 'Când planificați o campanie importantă, cine decide pe ce canale rulează și ce rol are fiecare (notorietate, considerare, conversie)?',
      },
      options: [
        {
          id: 'convergenta-04-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: "The marketing lead and the agency build the channel plan from experience and last year's results",
            ro: 'Responsabilul de marketing și agenția construiesc planul de canale din experiență și din rezultatele de anul trecut',
          },
        },
        {
          id: 'convergenta-04-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'AI models reach and cost scenarios for each channel; the team builds the plan around them',
            ro: 'AI-ul modelează scenarii de reach și cost pentru fiecare canal; echipa construiește planul pe baza lor',
          },
        },
        {
          id: 'convergenta-04-c',
          key: 'C',
          aiPercent: 65,
          text: {
            en: 'AI proposes the channel mix and budget split; the team adjusts it for brand goals and partner commitments',
            ro: 'AI-ul propune mixul de canale și împărțirea bugetului; echipa îl ajustează în funcție de obiectivele de brand și de angajamentele față de parteneri',
          },
        },
        {
          id: 'convergenta-04-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: "The ad platforms' AI picks channels and placements automatically (e.g. Performance Max, Advantage+)",
            ro: 'AI-ul platformelor de publicitate alege automat canalele și plasările (de exemplu, Performance Max, Advantage+)',
          },
        },
        {
          id: 'convergenta-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't plan channel roles per campaign; we use the same channels every time",
            ro: 'Nu stabilim rolul canalelor pentru fiecare campanie; folosim de fiecare dată aceleași canale',
          },
        },
      ],
    },
    {
      id: 'convergenta-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you keep one campaign idea consistent while adapting it to each channel (ads, social, e-mail, website, sales materials)?',
        ro: 'Cum păstrați unitară ideea unei campanii, adaptând-o totodată fiecărui canal (reclame, social media, e-mail, site, materiale de vânzare)?',
      },
      options: [
        {
          id: 'convergenta-05-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'A lead marketer writes a messaging matrix and reviews every channel version',
            ro: 'Un marketer coordonator scrie o matrice de mesaje și revizuiește fiecare variantă de canal',
          },
        },
        {
          id: 'convergenta-05-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'Channel owners adapt their versions; AI checks each one against the messaging matrix',
            ro: 'Responsabilii de canale își adaptează variantele; AI-ul le verifică pe fiecare față de matricea de mesaje',
          },
        },
        {
          id: 'convergenta-05-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI adapts the core message for each channel; channel owners edit and approve their versions',
            ro: 'AI-ul adaptează mesajul central pentru fiecare canal; responsabilii de canale își editează și aprobă variantele',
          },
        },
        {
          id: 'convergenta-05-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI generates and publishes every channel version from the master brief',
            ro: 'AI-ul generează și publică toate variantele de canal pornind de la brief-ul master',
          },
        },
        {
          id: 'convergenta-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Each channel writes its own messages independently',
            ro: 'Fiecare canal își scrie mesajele independent',
          },
        },
      ],
    },
    {
      id: 'convergenta-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'During a live campaign, how is spend moved between ad platforms (Google, Meta, LinkedIn, TikTok) as results come in?',
        ro: 'În timpul unei campanii active, cum se mută bugetul între platformele de publicitate (Google, Meta, LinkedIn, TikTok) pe măsură ce vin rezultatele?',
      },
      options: [
        {
          id: 'convergenta-06-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The media manager reviews results weekly and moves budget by hand',
            ro: 'Media managerul analizează rezultatele săptămânal și mută bugetul manual',
          },
        },
        {
          id: 'convergenta-06-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'The media manager decides, using AI alerts and pacing forecasts',
            ro: 'Media managerul decide, folosind alertele AI și prognozele de consum al bugetului',
          },
        },
        {
          id: 'convergenta-06-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'A cross-platform AI tool shifts budget daily, within limits the team sets',
            ro: 'Un instrument AI care lucrează pe toate platformele mută bugetul zilnic, în limitele stabilite de echipă',
          },
        },
        {
          id: 'convergenta-06-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'Budgets move fully automatically; nobody reviews the shifts',
            ro: 'Bugetele se mută complet automat; nimeni nu verifică mutările',
          },
        },
        {
          id: 'convergenta-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run paid campaigns on more than one platform",
            ro: 'Nu rulăm campanii plătite pe mai multe platforme',
          },
        },
      ],
    },
    {
      id: 'convergenta-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you coordinate SEO and paid search — for example, not paying for keywords where you already rank first?',
        ro: 'Cum coordonați SEO-ul și căutarea plătită — de exemplu, ca să nu plătiți pentru cuvinte cheie la care sunteți deja pe primul loc?',
      },
      options: [
        {
          id: 'convergenta-07-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'The SEO and PPC specialists compare keyword lists in regular meetings',
            ro: 'Specialiștii SEO și PPC compară listele de cuvinte cheie în întâlniri regulate',
          },
        },
        {
          id: 'convergenta-07-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'A shared dashboard uses AI to flag overlaps; the specialists decide what to change',
            ro: 'Un dashboard comun semnalează, cu ajutorul AI, suprapunerile; specialiștii decid ce schimbă',
          },
        },
        {
          id: 'convergenta-07-c',
          key: 'C',
          aiPercent: 65,
          text: {
            en: 'AI recommends bid cuts and new content targets; the specialists approve them weekly',
            ro: 'AI-ul recomandă reduceri de bid și noi ținte de conținut; specialiștii le aprobă săptămânal',
          },
        },
        {
          id: 'convergenta-07-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'Bids adjust automatically to organic rankings, with no human review',
            ro: 'Bid-urile se ajustează automat în funcție de pozițiile organice, fără verificare umană',
          },
        },
        {
          id: 'convergenta-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't do both SEO and paid search",
            ro: 'Nu facem și SEO, și căutare plătită',
          },
        },
      ],
    },
    {
      id: 'convergenta-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your media relations work done — finding the story, choosing the journalists and pitching to them?',
        ro: 'Cum se face relația cu presa — găsirea poveștii, alegerea jurnaliștilor și pitch-ul către ei?',
      },
      options: [
        {
          id: 'convergenta-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The PR lead finds the angle and pitches journalists they know personally',
            ro: 'Responsabilul de PR găsește unghiul și face pitch jurnaliștilor pe care îi cunoaște personal',
          },
        },
        {
          id: 'convergenta-08-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'The PR lead pitches personally; AI drafts the releases and builds the media lists',
            ro: 'Responsabilul de PR face pitch personal; AI-ul scrie drafturile de comunicat și construiește listele de presă',
          },
        },
        {
          id: 'convergenta-08-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI drafts releases and personalised pitches; the PR lead edits each one before it goes out',
            ro: 'AI-ul scrie comunicatele și pitch-urile personalizate; responsabilul de PR le editează pe fiecare înainte de trimitere',
          },
        },
        {
          id: 'convergenta-08-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI-written releases and pitches go out in bulk through a distribution platform',
            ro: 'Comunicatele și pitch-urile scrise de AI pleacă în masă printr-o platformă de distribuție',
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
        en: 'How do you choose the influencers or creators you work with, and how is the collaboration managed?',
        ro: 'Cum alegeți influencerii sau creatorii cu care lucrați și cum se gestionează colaborarea?',
      },
      options: [
        {
          id: 'convergenta-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The team picks creators it follows and knows, and negotiates with them directly',
            ro: 'Echipa alege creatori pe care îi urmărește și îi cunoaște și negociază direct cu ei',
          },
        },
        {
          id: 'convergenta-09-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'The team decides; an AI platform checks audience quality, fake followers and brand safety',
            ro: 'Echipa decide; o platformă cu AI verifică calitatea audienței, followerii falși și siguranța brandului',
          },
        },
        {
          id: 'convergenta-09-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'An AI platform shortlists creators and forecasts results; the team chooses and builds the relationship',
            ro: 'O platformă AI face lista scurtă de creatori și estimează rezultatele; echipa alege și construiește relația',
          },
        },
        {
          id: 'convergenta-09-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'An AI marketplace matches, briefs and pays creators, with little human contact',
            ro: 'O platformă AI găsește creatorii, le trimite brief-ul și îi plătește, cu foarte puțin contact uman',
          },
        },
        {
          id: 'convergenta-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't work with influencers or creators",
            ro: 'Nu lucrăm cu influenceri sau creatori',
          },
        },
      ],
    },
    {
      id: 'convergenta-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a launch goes out, who orchestrates the sequence so that PR, paid, social, e-mail and sales land in the right order?',
        ro: 'La o lansare, cine orchestrează succesiunea, astfel încât PR-ul, campaniile plătite, social media, e-mailul și vânzările să intre în ordinea potrivită?',
      },
      options: [
        {
          id: 'convergenta-10-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'A campaign manager runs a master timeline and daily stand-ups with the channel owners',
            ro: 'Un campaign manager gestionează un calendar master și întâlniri zilnice scurte cu responsabilii de canale',
          },
        },
        {
          id: 'convergenta-10-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'The campaign manager coordinates; AI in the project tool tracks dependencies and nudges owners',
            ro: 'Campaign managerul coordonează; AI-ul din instrumentul de project management urmărește dependențele și le reamintește responsabililor',
          },
        },
        {
          id: 'convergenta-10-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'An orchestration platform triggers each channel on schedule; the manager handles the changes',
            ro: 'O platformă de orchestrare declanșează fiecare canal conform planului; managerul gestionează schimbările',
          },
        },
        {
          id: 'convergenta-10-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI decides the timing and triggers every channel automatically from live signals',
            ro: 'AI-ul decide momentul și declanșează automat fiecare canal, pe baza semnalelor în timp real',
          },
        },
        {
          id: 'convergenta-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Our channels launch independently, with no shared sequence',
            ro: 'Canalele noastre pornesc independent, fără o succesiune comună',
          },
        },
      ],
    },
    {
      id: 'convergenta-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'For trade fairs, conferences or your own events, how do you build the campaign around them (invitations, on-site content, follow-up)?',
        ro: 'Pentru târguri, conferințe sau evenimentele proprii, cum construiți campania din jurul lor (invitații, conținut de la fața locului, follow-up)?',
      },
      options: [
        {
          id: 'convergenta-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The events team plans and runs everything, with personal invitations and follow-up calls',
            ro: 'Echipa de evenimente planifică și face totul, cu invitații personale și telefoane de follow-up',
          },
        },
        {
          id: 'convergenta-11-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'The team runs it; AI helps with invitation copy and summaries of the sessions',
            ro: 'Se ocupă echipa; AI-ul ajută la textele invitațiilor și la rezumatele sesiunilor',
          },
        },
        {
          id: 'convergenta-11-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI segments invitees and drafts follow-ups by interest; the team personalises them for key accounts',
            ro: 'AI-ul segmentează invitații și scrie follow-up-uri în funcție de interese; echipa le personalizează pentru clienții-cheie',
          },
        },
        {
          id: 'convergenta-11-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'Invitations, reminders and follow-up sequences run automatically from the event platform',
            ro: 'Invitațiile, reamintirile și secvențele de follow-up rulează automat din platforma de evenimente',
          },
        },
        {
          id: 'convergenta-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't attend or organise events",
            ro: 'Nu participăm la evenimente și nici nu organizăm evenimente proprii',
          },
        },
      ],
    },
    {
      id: 'convergenta-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you find and run co-marketing partnerships with other brands (joint webinars, bundles, cross-promotion)?',
        ro: 'Cum găsiți și derulați parteneriate de co-marketing cu alte branduri (webinare comune, oferte la pachet, promovare încrucișată)?',
      },
      options: [
        {
          id: 'convergenta-12-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Through the management's network; the partners meet and plan together",
            ro: 'Prin rețeaua de contacte a managementului; partenerii se întâlnesc și planifică împreună',
          },
        },
        {
          id: 'convergenta-12-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: "Relationship-led, with AI used to research partners' audiences and the overlap with yours",
            ro: 'Pe bază de relații, cu AI folosit pentru a analiza audiențele partenerilor și suprapunerea cu a voastră',
          },
        },
        {
          id: 'convergenta-12-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI tool suggests partners by audience fit; the team approaches them and shapes the deal',
            ro: 'Un instrument AI propune parteneri după potrivirea audiențelor; echipa îi abordează și construiește colaborarea',
          },
        },
        {
          id: 'convergenta-12-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'Partnerships run through an automated affiliate or partner platform',
            ro: 'Parteneriatele rulează printr-o platformă automatizată de afiliere sau de parteneriate',
          },
        },
        {
          id: 'convergenta-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't do co-marketing",
            ro: 'Nu facem co-marketing',
          },
        },
      ],
    },
    {
      id: 'convergenta-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you consider a new channel (TikTok, retail media, podcasts, connected TV), how do you decide to pilot it and judge the pilot?',
        ro: 'Când luați în calcul un canal nou (TikTok, retail media, podcasturi, connected TV), cum decideți dacă îl testați și cum evaluați pilotul?',
      },
      options: [
        {
          id: 'convergenta-13-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The team decides from what it knows about its audience and judges the pilot against its own targets',
            ro: 'Echipa decide pe baza a ceea ce știe despre public și evaluează pilotul față de propriile ținte',
          },
        },
        {
          id: 'convergenta-13-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: "The team decides; AI benchmarks the channel and tracks the pilot's results",
            ro: 'Echipa decide; AI-ul face benchmarking pentru canal și urmărește rezultatele pilotului',
          },
        },
        {
          id: 'convergenta-13-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: "AI forecasts the channel's incremental value; the team approves a test budget on that basis",
            ro: 'AI-ul estimează valoarea incrementală a canalului; echipa aprobă un buget de test pe această bază',
          },
        },
        {
          id: 'convergenta-13-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An AI model adds or drops channels automatically, based on predicted return',
            ro: 'Un model AI adaugă sau elimină automat canale, în funcție de randamentul estimat',
          },
        },
        {
          id: 'convergenta-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't tried a new channel in the past two years",
            ro: 'Nu am testat niciun canal nou în ultimii doi ani',
          },
        },
      ],
    },
    {
      id: 'convergenta-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you track what is said about your brand in the press, on social media and on review sites, and your share of voice?',
        ro: 'Cum urmăriți ce se spune despre brand în presă, pe social media și pe site-urile de recenzii, precum și share of voice-ul vostru?',
      },
      options: [
        {
          id: 'convergenta-14-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'The team reads the press and checks social media and reviews by hand',
            ro: 'Echipa citește presa și verifică manual social media și recenziile',
          },
        },
        {
          id: 'convergenta-14-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'A monitoring tool with AI sentiment collects mentions; the team draws the conclusions',
            ro: 'Un instrument de monitorizare cu analiză de sentiment AI colectează mențiunile; echipa trage concluziile',
          },
        },
        {
          id: 'convergenta-14-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'AI produces the weekly report with themes and share of voice; the team reads it and acts on it',
            ro: 'AI-ul produce raportul săptămânal cu teme și share of voice; echipa îl citește și acționează',
          },
        },
        {
          id: 'convergenta-14-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI monitors continuously and alerts only on spikes; nobody reads the detail',
            ro: 'AI-ul monitorizează continuu și trimite alerte doar la vârfuri; nimeni nu citește detaliile',
          },
        },
        {
          id: 'convergenta-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't monitor brand mentions",
            ro: 'Nu monitorizăm mențiunile brandului',
          },
        },
      ],
    },
    {
      id: 'convergenta-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these links between your channels already run on AI or automation?',
        ro: 'Care dintre aceste legături între canale funcționează deja cu AI sau automatizat?',
      },
      options: [
        {
          id: 'convergenta-15-a',
          key: 'A',
          aiPercent: 85,
          text: {
            en: 'CRM audiences synced to ad platforms (custom and lookalike audiences)',
            ro: 'Audiențele din CRM sincronizate cu platformele de publicitate (custom și lookalike)',
          },
        },
        {
          id: 'convergenta-15-b',
          key: 'B',
          aiPercent: 90,
          text: {
            en: 'Website visitors retargeted across ad networks',
            ro: 'Vizitatorii site-ului retargetați în rețelele de publicitate',
          },
        },
        {
          id: 'convergenta-15-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'Ad clicks and form fills flowing into e-mail nurturing sequences',
            ro: 'Clickurile din reclame și formularele completate, preluate automat în secvențe de e-mail nurturing',
          },
        },
        {
          id: 'convergenta-15-d',
          key: 'D',
          aiPercent: 50,
          text: {
            en: 'One dashboard that blends all channels, with AI-generated insights',
            ro: 'Un dashboard care reunește toate canalele, cu insight-uri generate de AI',
          },
        },
        {
          id: 'convergenta-15-e',
          key: 'E',
          aiPercent: 80,
          text: {
            en: 'Offline touchpoints (store visits, calls) sent back to ad platforms as conversions',
            ro: 'Punctele de contact offline (vizite în magazin, apeluri) trimise înapoi în platformele de publicitate drept conversii',
          },
        },
        {
          id: 'convergenta-15-f',
          key: 'F',
          aiPercent: null,
          text: OTHER_TEXT,
          input: { type: 'text', maxLength: 200 },
        },
        {
          id: 'convergenta-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: {
            en: 'None of these yet: our channels run separately',
            ro: 'Niciuna deocamdată: canalele noastre funcționează separat',
          },
        },
      ],
    },
  ],
};
