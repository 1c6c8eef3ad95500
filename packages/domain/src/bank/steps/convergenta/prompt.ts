/** CONVERGENTA: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'the channel mix and how paid, earned, shared and owned media (PESO) work together',
    ro: 'mixul de canale și felul în care lucrează împreună media plătită, câștigată, distribuită și proprie (PESO)',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Hand the routine channel work to AI: scheduling, monitoring, bidding',
        ro: 'Dați AI-ului munca de rutină pe canale: programarea, monitorizarea, licitarea',
      },
      aiRole: {
        en: 'Act as a media and channel strategist. Much of our channel work is still manual (scheduling posts and sends, watching each channel’s results and mentions and, where we advertise, shifting budgets and bids), which is slow and caps our reach. Design a setup in which AI handles scheduling, monitoring and alerts across our channels, and bidding, pacing and audiences wherever we run ads, while people set each channel’s role in the PESO mix, keep the story coherent and own relationships with journalists, creators and partners. Deliver the split of tasks, the guardrails (budget caps, brand safety) and a weekly review routine.',
        ro: 'Jucați rolul unui strateg de media și canale. Mare parte din munca pe canale se face încă manual (programarea postărilor și a trimiterilor, urmărirea rezultatelor și a mențiunilor pe fiecare canal și, acolo unde facem publicitate, mutarea bugetelor și a licitărilor), ceea ce e lent și ne limitează acoperirea. Proiectați un mod de lucru în care AI-ul se ocupă de programare, monitorizare și alerte pe toate canalele noastre, iar de licitare, ritm și audiențe oriunde facem publicitate, în timp ce oamenii stabilesc rolul fiecărui canal în mixul PESO, păstrează povestea coerentă și țin relațiile cu jurnaliștii, creatorii și partenerii. Livrați împărțirea sarcinilor, limitele de siguranță (plafoane de buget, siguranța brandului) și o rutină de revizuire săptămânală.',
      },
    },
    tooAi: {
      title: {
        en: 'Rebuild one coherent story across channels',
        ro: 'Refaceți o poveste coerentă pe toate canalele',
      },
      aiRole: {
        en: 'Act as an integrated campaign director. Platform algorithms and AI tools decide too much of our channel mix, so each channel tends to optimise for itself, the story can fall apart and relationships with press, creators and partners get too little human time. Design the integrated plan of our next launch: each PESO channel’s role, the sequence of PR, advertising, e-mail and direct selling, and who owns the narrative. Deliver a channel-role map, a launch timeline and the rules AI optimisation must respect.',
        ro: 'Jucați rolul unui director de campanii integrate. Algoritmii platformelor și instrumentele AI decid prea mult din mixul de canale, așa că fiecare canal tinde să se optimizeze pentru sine, povestea se poate destrăma, iar relațiile cu presa, creatorii și partenerii primesc prea puțin timp uman. Proiectați planul integrat al următoarei lansări: rolul fiecărui canal PESO, ordinea în care intră PR-ul, publicitatea, e-mailul și vânzarea directă și cine răspunde de poveste. Livrați harta rolurilor pe canale, calendarul lansării și regulile pe care optimizarea AI trebuie să le respecte.',
      },
    },
    onTarget: {
      title: {
        en: 'Rebalance your PESO mix and pilot a new channel',
        ro: 'Reechilibrați mixul PESO și testați un canal nou',
      },
      aiRole: {
        en: 'Act as a channel portfolio strategist. Our AI-human balance across channels is on target; the next gain is the mix itself. Review our paid, earned, shared and owned channels: which to scale, fix, maintain or cut, plus one new channel worth a pilot, such as our presence in AI answers (ChatGPT, Google AI Overviews). Deliver a channel portfolio table, a 90-day pilot design with success criteria and the budget shifts you would test first.',
        ro: 'Jucați rolul unui strateg de portofoliu de canale. Echilibrul dintre AI și oameni pe canale este la țintă; următorul câștig vine din mixul însuși. Analizați canalele plătite, câștigate, distribuite și proprii: pe care le extindem, le reparăm, le menținem sau le oprim, plus un canal nou care merită testat, de exemplu prezența noastră în răspunsurile AI (ChatGPT, Google AI Overviews). Livrați un tabel al portofoliului de canale, un proiect-pilot de 90 de zile cu criterii de succes și mutările de buget pe care le-ați testa întâi.',
      },
    },
    notStarted: {
      title: {
        en: 'Build a deliberate channel mix',
        ro: 'Alegeți-vă deliberat mixul de canale',
      },
      aiRole: {
        en: 'Act as an integrated marketing strategist for a company without a deliberate channel mix. Help us build one: estimate our current split across paid, earned, shared and owned media, propose a target mix for our size, and define each channel’s role and how a campaign moves across them. Plan for AI to do about {targetAi} of the work (bidding, pacing, monitoring). Deliver the target PESO mix with reasons, a channel-role map and a 90-day rollout plan.',
        ro: 'Jucați rolul unui strateg de marketing integrat pentru o companie care nu și-a gândit încă mixul de canale. Ajutați-ne să-l construim: estimați împărțirea actuală între media plătită, câștigată, distribuită și proprie, propuneți mixul țintă potrivit mărimii noastre și definiți rolul fiecărui canal și felul în care o campanie trece de la un canal la altul. Planificați ca AI-ul să facă aproximativ {targetAi} din muncă (licitare, ritm, monitorizare). Livrați mixul PESO țintă cu argumente, harta rolurilor pe canale și un plan de implementare de 90 de zile.',
      },
    },
  },
};
