/**
 * Task templates of steps 5–6: CURAJ, CONVERGENTA (issue 9 item 1). The actions follow the
 * steps' feedback texts (report/feedback/), as tasks with an owner and a number to reach.
 */
import type { StepTasks } from './types.js';

/** Task templates of CURAJ and CONVERGENTA. */
export const STEP_TASKS_3: Record<'CURAJ' | 'CONVERGENTA', StepTasks> = {
  // Target: 85 % human.
  CURAJ: {
    owner: { en: 'Creative director', ro: 'Directorul de creație' },
    practices: {
      en: 'who chooses big ideas, taglines and bold tests, and where AI only adds references and checks',
      ro: 'cine alege ideile mari, sloganurile și testele îndrăznețe și unde AI-ul doar aduce referințe și verificări',
    },
    towardsHuman: {
      title: {
        en: 'Bring big ideas back to team brainstorms and test bold concepts with real customers',
        ro: 'Readuceți ideile mari în sesiunile de idei ale echipei și testați conceptele îndrăznețe cu clienți reali',
      },
      action: {
        en: 'A senior copywriter owns the tagline and an art director the visual direction; AI brings references only. Stop using AI pre-testing as a launch gate: show the two boldest concepts to real customers in qualitative sessions before deciding.',
        ro: 'Un copywriter cu experiență răspunde de slogan, iar un director de artă de direcția vizuală; AI-ul aduce doar referințe. Nu mai condiționați lansarea de pretestarea cu AI: arătați cele mai îndrăznețe două concepte unor clienți reali, în sesiuni calitative, înainte de a decide.',
      },
      owner: { en: 'Creative director', ro: 'Directorul de creație' },
      kpis: [
        {
          en: 'At least 1 concept-led campaign a quarter, chosen by the team after sessions with real customers',
          ro: 'Cel puțin 1 campanie pe trimestru construită pe un concept ales de echipă după sesiuni cu clienți reali',
        },
      ],
      expectedResults: {
        en: 'Campaigns with a voice of their own that stand out instead of converging on the average.',
        ro: 'Campanii cu o voce proprie, care ies în evidență în loc să semene cu media pieței.',
      },
      tools: [
        {
          en: 'Brainstorm format with references gathered by AI',
          ro: 'Sesiuni de idei cu referințe adunate de AI',
        },
        { en: 'Qualitative sessions with customers', ro: 'Sesiuni calitative cu clienți' },
      ],
    },
    towardsAi: {
      title: {
        en: 'Use AI to widen the starting point and catch clichés and risks early',
        ro: 'Folosiți AI-ul ca să lărgiți punctul de plecare și să prindeți din timp clișeele și riscurile',
      },
      action: {
        en: 'Gather AI references before each brainstorm, ask AI to flag clichés in the shortlist, check the foreign meanings of names with AI, and let AI scan provocative concepts for sensitive words before the internal panel. Ideas and choices stay with the team.',
        ro: 'Adunați referințe cu AI înaintea fiecărei sesiuni de idei, cereți AI-ului să semnaleze clișeele din lista scurtă, verificați cu AI sensurile numelor în alte limbi și lăsați AI-ul să analizeze conceptele provocatoare pentru cuvinte sensibile înaintea comisiei interne. Ideile și alegerile rămân ale echipei.',
      },
      owner: { en: 'Creative director', ro: 'Directorul de creație' },
      kpis: [
        {
          en: 'An AI check for clichés and risks on 100% of shortlisted concepts',
          ro: 'O verificare AI a clișeelor și riscurilor pentru 100 % dintre conceptele din lista scurtă',
        },
      ],
      expectedResults: {
        en: 'Sharper ideas and fewer late surprises, without handing the creative choice to a model.',
        ro: 'Idei mai clare și mai puține surprize de ultim moment, fără să lăsați alegerea creativă unui model.',
      },
      tools: [
        { en: 'Midjourney for mood boards', ro: 'Midjourney pentru planșe de inspirație' },
        { en: 'ChatGPT or Claude for cliché checks', ro: 'ChatGPT sau Claude pentru depistarea clișeelor' },
      ],
    },
    start: {
      title: {
        en: 'Write a tone-of-voice guide and run one bold test each quarter',
        ro: 'Scrieți un ghid al tonului comunicării și rulați un test îndrăzneț în fiecare trimestru',
      },
      action: {
        en: 'Write the tone-of-voice guide from real customer conversations, then run one bold test a quarter born from customer insight and pre-tested in sessions with real customers. Use AI only for references, cliché checks and brand-safety checks.',
        ro: 'Scrieți ghidul tonului comunicării pornind de la conversații reale cu clienții, apoi rulați în fiecare trimestru un test îndrăzneț, pornit dintr-un insight despre clienți și pretestat în sesiuni cu clienți reali. Folosiți AI-ul doar pentru referințe, depistarea clișeelor și verificarea siguranței brandului.',
      },
      owner: { en: 'Creative director', ro: 'Directorul de creație' },
      kpis: [
        {
          en: 'Tone-of-voice guide published within 60 days; 4 bold tests in 12 months',
          ro: 'Ghidul tonului comunicării publicat în cel mult 60 de zile; 4 teste îndrăznețe în 12 luni',
        },
      ],
      expectedResults: {
        en: 'A recognisable voice and a habit of learning from bold tests.',
        ro: 'O voce ușor de recunoscut și obiceiul de a învăța din testele îndrăznețe.',
      },
      tools: [
        { en: 'Tone-of-voice guide template', ro: 'Șablon pentru ghidul tonului comunicării' },
        { en: 'Qualitative sessions with customers', ro: 'Sesiuni calitative cu clienți' },
      ],
    },
    startPriority: 'medium',
    startHorizon: '3-6',
  },
  // Target: 60 % human.
  CONVERGENTA: {
    owner: { en: 'Channel and media lead', ro: 'Responsabilul de canale și media' },
    practices: {
      en: 'who sets each channel’s role and owns the relationships, and which budget shifts AI makes within limits',
      ro: 'cine stabilește rolul fiecărui canal și deține relațiile și ce mutări de buget face AI-ul în limitele stabilite',
    },
    towardsHuman: {
      title: {
        en: 'Set each channel’s role per campaign and cap automated budget shifts',
        ro: 'Stabiliți rolul fiecărui canal în campanie și limitați mutările automate de buget',
      },
      action: {
        en: 'For each campaign the team decides each channel’s role (reach, consideration, conversion) in one messaging matrix; automated budget shifts get limits and a weekly human review, and your PR lead and partner managers approach journalists, creators and partners personally.',
        ro: 'Pentru fiecare campanie, echipa stabilește rolul fiecărui canal (notorietate, considerare, conversie) într-o singură matrice de mesaje; mutările automate de buget primesc limite și o verificare umană săptămânală, iar responsabilul de PR și managerii de parteneriate abordează personal jurnaliștii, creatorii și partenerii.',
      },
      owner: { en: 'Channel and media lead', ro: 'Responsabilul de canale și media' },
      kpis: [
        {
          en: '52 weekly reviews of automated budget shifts a year; 0 shifts above the agreed limit',
          ro: '52 de verificări săptămânale ale mutărilor automate de buget pe an; 0 mutări peste limita stabilită',
        },
      ],
      expectedResults: {
        en: 'One story across channels and relationships that hold, with automation kept within bounds.',
        ro: 'O singură poveste pe toate canalele și relații care rezistă, cu automatizarea ținută în limite.',
      },
      tools: [
        { en: 'Messaging matrix', ro: 'Matrice de mesaje' },
        {
          en: 'Budget rules in Google and Meta ad platforms',
          ro: 'Reguli de buget în platformele de publicitate Google și Meta',
        },
      ],
    },
    towardsAi: {
      title: {
        en: 'Let an AI tool pace paid budget across platforms daily, within limits',
        ro: 'Lăsați un instrument AI să distribuie zilnic bugetul plătit între platforme, în limite stabilite',
      },
      action: {
        en: 'Connect paid channels to one AI tool that shifts budget daily within limits the team sets, flag keywords you pay for although you already rank first organically, monitor press, social media and reviews with AI sentiment analysis, and sync CRM audiences to your ad platforms.',
        ro: 'Conectați canalele plătite la un singur instrument AI care mută zilnic bugetul în limitele stabilite de echipă, semnalați cuvintele cheie pentru care plătiți deși sunteți deja primii în rezultatele organice, monitorizați presa, social media și recenziile cu analiză de sentiment prin AI și sincronizați audiențele din CRM cu platformele de publicitate.',
      },
      owner: { en: 'Channel and media lead', ro: 'Responsabilul de canale și media' },
      kpis: [
        {
          en: 'Cost per lead down 10% within 2 quarters at the same total budget',
          ro: 'Costul pe lead redus cu 10 % în 2 trimestre, la același buget total',
        },
      ],
      expectedResults: {
        en: 'Budget that follows results daily, and channels that stop competing with each other.',
        ro: 'Un buget care urmează zilnic rezultatele și canale care nu mai concurează între ele.',
      },
      tools: [
        {
          en: 'Budget automation in the Google and Meta ad platforms',
          ro: 'Automatizarea bugetului în platformele de publicitate Google și Meta',
        },
        { en: 'Brandwatch for mention monitoring', ro: 'Brandwatch pentru monitorizarea mențiunilor' },
      ],
    },
    start: {
      title: {
        en: 'Measure your PESO split and run the next launch from one shared timeline',
        ro: 'Măsurați împărțirea PESO și coordonați următoarea lansare după un calendar comun',
      },
      action: {
        en: 'Measure the current split between paid, earned, shared and owned media, give each channel a role in the next campaign with one messaging matrix, and run the launch from one shared timeline. Add AI first where it pays: budget pacing alerts and brand-mention monitoring.',
        ro: 'Măsurați împărțirea actuală între media plătită, câștigată, distribuită și proprie, dați fiecărui canal un rol în următoarea campanie, cu o singură matrice de mesaje, și coordonați lansarea după un calendar comun. Introduceți AI-ul întâi unde aduce cel mai mult: alerte pentru ritmul bugetului și monitorizarea mențiunilor despre brand.',
      },
      owner: { en: 'Channel and media lead', ro: 'Responsabilul de canale și media' },
      kpis: [
        {
          en: 'PESO split measured and the next launch run from 1 shared timeline within 90 days',
          ro: 'Împărțirea PESO măsurată și următoarea lansare coordonată după 1 calendar comun în cel mult 90 de zile',
        },
      ],
      expectedResults: {
        en: 'Channels that reinforce one another instead of running as separate campaigns.',
        ro: 'Canale care se susțin reciproc în loc să ruleze ca niște campanii separate.',
      },
      tools: [
        { en: 'Messaging matrix', ro: 'Matrice de mesaje' },
        { en: 'Shared launch timeline', ro: 'Calendar comun de lansare' },
      ],
    },
    startPriority: 'medium',
    startHorizon: '3-6',
  },
};
