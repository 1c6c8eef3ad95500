/** CONVERGENTA: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 60 % human.
export const ROADMAP: StepTasks = {
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
};
