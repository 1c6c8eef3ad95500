/**
 * Task templates of PESO rebalancing (issue 9 item 1; the catalogue's tactics in
 * report/strategies/texts-growth.ts): the shift from the most over-weighted media type to the
 * most under-weighted one (`{points}`, `{from}`, `{to}`, `{toLabel}`, `{toCurrent}`, `{toIdeal}`),
 * then the tactic for the media type most short of its ideal.
 */
import type { PesoChannel } from '../report/strategies/types.js';
import type { StrategyTaskDef } from './types.js';

const MEDIA_PLAN = { en: 'Media plan in Excel', ro: 'Plan media în Excel' };

/** PESO: move the gap from the most over-weighted media type to the most under-weighted one. */
export const PESO_SHIFT: StrategyTaskDef = {
  tactic: 0,
  texts: {
    title: {
      en: 'Move {points} of the media mix from {from} to {to}',
      ro: 'Mutați {points} din mixul media de la {from} la {to}',
    },
    action: {
      en: 'Close the gap in steps over two quarters, about a third each month, and check the cost per lead after each step; pause and review if it rises by more than 15%.',
      ro: 'Reduceți diferența treptat, pe parcursul a două trimestre, cam o treime pe lună, și verificați costul pe lead după fiecare pas; opriți-vă și analizați situația dacă acesta crește cu peste 15 %.',
    },
    owner: {
      en: 'CMO, with the channel and media lead',
      ro: 'CMO-ul, împreună cu responsabilul de canale și media',
    },
    kpis: [
      {
        en: '{toLabel}: from {toCurrent} to {toIdeal} of the mix within 2 quarters',
        ro: '{toLabel}: de la {toCurrent} la {toIdeal} din mixul media în 2 trimestre',
      },
      {
        en: 'Cost per lead no more than 15% above today after each step',
        ro: 'Costul pe lead cu cel mult 15 % peste nivelul actual după fiecare pas',
      },
    ],
    expectedResults: {
      en: 'Reach that lasts beyond each campaign, for the same total budget.',
      ro: 'O vizibilitate care rămâne și după fiecare campanie, cu același buget total.',
    },
    tools: [MEDIA_PLAN, { en: 'Cost-per-lead report by channel', ro: 'Raport de cost pe lead pe canale' }],
  },
};

const PESO_OWNED: StrategyTaskDef = {
  tactic: 1,
  texts: {
    title: {
      en: 'Turn your best ads into evergreen pages and a newsletter sequence',
      ro: 'Transformați reclamele cu cele mai bune rezultate în pagini permanente și o serie de newslettere',
    },
    action: {
      en: 'Pick the five ads with the best results, turn each into an evergreen page and a newsletter issue, and point paid traffic at these pages, so it lands on assets you keep.',
      ro: 'Alegeți cele cinci reclame cu cele mai bune rezultate, transformați fiecare într-o pagină permanentă și un număr de newsletter și trimiteți traficul plătit către aceste pagini, ca să ajungă pe resurse care rămân ale voastre.',
    },
    owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
    kpis: [
      {
        en: '5 evergreen pages live within 90 days; newsletter subscribers up 20% in 2 quarters',
        ro: '5 pagini permanente publicate în cel mult 90 de zile; abonații la newsletter crescuți cu 20 % în 2 trimestre',
      },
    ],
    expectedResults: {
      en: 'An owned audience that keeps paying back after the campaigns end.',
      ro: 'O audiență proprie care continuă să aducă rezultate după încheierea campaniilor.',
    },
    tools: [
      {
        en: 'Your website’s content management system',
        ro: 'Sistemul de administrare a conținutului site-ului',
      },
      {
        en: 'Newsletter tool such as Brevo or Mailchimp',
        ro: 'Instrument de newsletter, de exemplu Brevo sau Mailchimp',
      },
    ],
  },
};

const PESO_EARNED: StrategyTaskDef = {
  tactic: 2,
  texts: {
    title: {
      en: 'Offer one data-led story a quarter to five journalists you know',
      ro: 'Propuneți în fiecare trimestru o poveste bazată pe date la cinci jurnaliști pe care îi cunoașteți',
    },
    action: {
      en: 'Each quarter, run a short survey, an index or a customer study, write the story with its figures, and offer it personally to five journalists you already know before publishing it yourselves.',
      ro: 'În fiecare trimestru, faceți un scurt sondaj, un indice sau un studiu despre clienți, scrieți povestea cu cifrele ei și propuneți-o personal la cinci jurnaliști pe care îi cunoașteți deja, înainte de a o publica voi.',
    },
    owner: { en: 'PR lead', ro: 'Responsabilul de PR' },
    kpis: [
      {
        en: '4 data-led stories a year; at least 6 press mentions in 12 months',
        ro: '4 povești bazate pe date pe an; cel puțin 6 apariții în presă în 12 luni',
      },
    ],
    expectedResults: {
      en: 'Earned reach and credibility that paid media cannot buy.',
      ro: 'Vizibilitate câștigată și credibilitate pe care media plătită nu le poate cumpăra.',
    },
    tools: [
      { en: 'Survey tool such as Typeform', ro: 'Instrument de sondaj, de exemplu Typeform' },
      { en: 'Media contact list', ro: 'Listă de contacte din presă' },
    ],
  },
};

const PESO_PAID: StrategyTaskDef = {
  tactic: 3,
  texts: {
    title: {
      en: 'Let AI move paid budget daily within limits, and decide the PESO split each quarter',
      ro: 'Lăsați AI-ul să mute zilnic bugetul plătit în limite stabilite și decideți trimestrial împărțirea PESO',
    },
    action: {
      en: 'Set the daily and weekly limits within which AI bidding and budget tools may move paid spend, and keep the split between paid, earned, shared and owned media a human decision at each quarterly review.',
      ro: 'Stabiliți limitele zilnice și săptămânale în care instrumentele AI de licitare și de buget pot muta cheltuielile plătite și păstrați împărțirea între media plătită, câștigată, distribuită și proprie o decizie umană, la fiecare analiză trimestrială.',
    },
    owner: { en: 'Channel and media lead', ro: 'Responsabilul de canale și media' },
    kpis: [
      {
        en: '0 automated shifts beyond the limits; 4 quarterly PESO decisions a year',
        ro: '0 mutări automate peste limite; 4 decizii PESO trimestriale pe an',
      },
    ],
    expectedResults: {
      en: 'Daily efficiency from AI, with the strategic balance kept by people.',
      ro: 'Eficiență zilnică datorită AI-ului, cu echilibrul strategic păstrat de oameni.',
    },
    tools: [
      {
        en: 'Budget rules in the Google and Meta ad platforms',
        ro: 'Reguli de buget în platformele de publicitate Google și Meta',
      },
      { en: 'Quarterly PESO review sheet', ro: 'Fișa analizei PESO trimestriale' },
    ],
  },
};

/** The second PESO task, by the media type most under its ideal. */
export const PESO_FOLLOW_UP: Readonly<Record<PesoChannel, StrategyTaskDef>> = {
  owned: PESO_OWNED,
  earned: PESO_EARNED,
  paid: PESO_PAID,
  shared: PESO_PAID,
};
