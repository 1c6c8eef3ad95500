/** CURAJ: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 85 % human.
export const ROADMAP: StepTasks = {
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
};
