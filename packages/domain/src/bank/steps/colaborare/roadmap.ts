/** COLABORARE: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 85 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
  practices: {
    en: 'who writes agency briefs, coaches colleagues and answers the community, and which admin AI takes over',
    ro: 'cine scrie brief-urile pentru agenții, îi îndrumă pe colegi și răspunde comunității și ce muncă administrativă preia AI-ul',
  },
  towardsHuman: {
    title: {
      en: 'Have people write agency briefs and hold agency reviews face to face',
      ro: 'Lăsați oamenii să scrie brief-urile pentru agenții și să facă față în față evaluările agențiilor',
    },
    action: {
      en: 'The marketing lead writes every agency brief, with AI only flagging gaps; agency reviews happen face to face each quarter, senior colleagues coach marketers in person, and a named person writes the community replies while AI only flags posts that need one.',
      ro: 'Responsabilul de marketing scrie fiecare brief pentru agenții, iar AI-ul doar semnalează lipsurile; evaluările agențiilor au loc față în față în fiecare trimestru, colegii cu experiență îi îndrumă personal pe marketeri, iar o persoană numită scrie răspunsurile pentru comunitate, în timp ce AI-ul doar semnalează postările care cer un răspuns.',
    },
    owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
    kpis: [
      {
        en: '100% of agency briefs written by a person; 4 face-to-face agency reviews a year',
        ro: '100 % dintre brief-urile pentru agenții scrise de un om; 4 evaluări față în față ale agențiilor pe an',
      },
    ],
    expectedResults: {
      en: 'Stronger agency and partner relationships, and better work from them.',
      ro: 'Relații mai solide cu agențiile și partenerii și o muncă mai bună din partea lor.',
    },
    tools: [
      { en: 'Agency brief template', ro: 'Șablon de brief pentru agenții' },
      { en: 'Quarterly agency review agenda', ro: 'Agenda evaluării trimestriale a agențiilor' },
    ],
  },
  towardsAi: {
    title: {
      en: 'Let AI take meeting notes, action lists and thread summaries',
      ro: 'Lăsați AI-ul să ia notițele din ședințe, să listeze acțiunile și să rezume discuțiile',
    },
    action: {
      en: 'Switch on AI meeting notes and action lists for team, agency and sales meetings, use AI to merge other teams’ comments on a campaign and flag conflicts for the owner, and have AI benchmark supplier prices before negotiations. People keep the conversations.',
      ro: 'Activați notițele și listele de acțiuni făcute de AI pentru ședințele cu echipa, agențiile și vânzările, folosiți AI-ul ca să adunați comentariile celorlalte echipe despre o campanie și să semnalați conflictele responsabilului și cereți AI-ului repere de preț pentru furnizori înaintea negocierilor. Conversațiile rămân ale oamenilor.',
    },
    owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
    kpis: [
      {
        en: '3 hours of admin a week saved per marketer, measured after 2 months',
        ro: '3 ore pe săptămână de muncă administrativă economisite pentru fiecare marketer, măsurate după 2 luni',
      },
    ],
    expectedResults: {
      en: 'More time for the conversations that build trust, less for admin.',
      ro: 'Mai mult timp pentru conversațiile care construiesc încredere, mai puțin pentru munca administrativă.',
    },
    tools: [
      {
        en: 'AI notes in your video-call tool',
        ro: 'Notițe automate cu AI în aplicația de videoconferință',
      },
      {
        en: 'ChatGPT or Claude for thread summaries',
        ro: 'ChatGPT sau Claude pentru rezumatele discuțiilor',
      },
    ],
  },
  start: {
    title: {
      en: 'Start a weekly sales–marketing meeting and quarterly agency reviews',
      ro: 'Porniți o ședință săptămânală cu vânzările și evaluări trimestriale ale agențiilor',
    },
    action: {
      en: 'Hold a weekly 30-minute meeting with sales on priorities and messages, brief sales and customer service in person before each launch, and review agencies and freelancers face to face each quarter. Let AI take the notes.',
      ro: 'Țineți o ședință săptămânală de 30 de minute cu vânzările despre priorități și mesaje, pregătiți personal vânzările și echipa de relații cu clienții înaintea fiecărei lansări și evaluați trimestrial, față în față, agențiile și colaboratorii externi. Lăsați AI-ul să ia notițele.',
    },
    owner: { en: 'Head of marketing', ro: 'Directorul de marketing' },
    kpis: [
      {
        en: 'At least 45 sales–marketing meetings and 4 agency reviews in 12 months',
        ro: 'Cel puțin 45 de ședințe cu vânzările și 4 evaluări ale agențiilor în 12 luni',
      },
    ],
    expectedResults: {
      en: 'Sales, service and agencies that tell the same story as marketing.',
      ro: 'Vânzări, relații cu clienții și agenții care spun aceeași poveste ca marketingul.',
    },
    tools: [
      { en: 'Shared meeting agenda', ro: 'Agendă comună a ședinței' },
      { en: 'AI meeting notes', ro: 'Notițe de ședință făcute cu AI' },
    ],
  },
  startPriority: 'medium',
  startHorizon: '3-6',
};
