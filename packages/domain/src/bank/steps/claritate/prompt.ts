/** CLARITATE: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'positioning, messaging, customer insight and research',
    ro: 'poziționarea, mesajele, cunoașterea clienților și cercetarea',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Scale your customer research with AI',
        ro: 'Extindeți cu AI cercetarea despre clienți',
      },
      aiRole: {
        en: 'Act as a customer-insight lead who has built AI-assisted research programmes. Much of our reading of reviews, interviews, surveys and competitor material is still done by hand, so insight is slow and rests on small samples. Design a system in which AI clusters and summarises these sources every month and people interpret the patterns and choose the messages. Deliver: the sources to connect, the analysis steps, a monthly insight report template and the checks that stop AI from inventing quotes.',
        ro: 'Jucați rolul unui specialist în cunoașterea clienților care a construit programe de cercetare asistate de AI. Mare parte din recenziile, interviurile, sondajele și materialele concurenților le citim încă manual, așa că insight-urile vin greu și din eșantioane mici. Proiectați un sistem în care AI-ul grupează și sintetizează lunar aceste surse, iar oamenii interpretează tiparele și aleg mesajele. Livrați: sursele de conectat, pașii analizei, un șablon de raport lunar și verificările care împiedică AI-ul să inventeze citate.',
      },
    },
    tooAi: {
      title: {
        en: 'Ground your positioning in real customer voices',
        ro: 'Sprijiniți poziționarea pe vocea reală a clienților',
      },
      aiRole: {
        en: 'Act as a positioning strategist. AI now writes much of our positioning, personas and message pillars, often with too little contact with real customers. Propose a six-week plan to rebuild them on evidence: how many customer interviews and lost-deal conversations we need, who runs them, what AI may summarise and where a person must decide. Deliver: the interview guide, the plan and a one-page positioning template with proof points.',
        ro: 'Jucați rolul unui strateg de poziționare. AI-ul scrie acum mare parte din poziționare, profilurile de client și pilonii de mesaj, adesea cu prea puțin contact cu clienți reali. Propuneți un plan de șase săptămâni pentru a le reconstrui pe dovezi: câte interviuri cu clienți și discuții despre ofertele pierdute ne trebuie, cine le face, ce poate sintetiza AI-ul și unde trebuie să decidă un om. Livrați: ghidul de interviu, planul și un șablon de poziționare de o pagină, cu dovezi.',
      },
    },
    onTarget: {
      title: {
        en: 'Test which value proposition wins',
        ro: 'Testați care propunere de valoare convinge',
      },
      aiRole: {
        en: 'Act as a market research lead. Our research split between AI and people is on target, so the next gain is sharper messages. Design a test of three value propositions for our main segment: the hypotheses, how AI generates message variants and synthetic pre-tests, and how we confirm the winner with real customers. Deliver a test plan with sample sizes, success metrics, timeline and the rule for adopting the winning message.',
        ro: 'Jucați rolul unui coordonator de cercetare de piață. Împărțirea cercetării între AI și oameni este la țintă, așa că următorul câștig vine din mesaje mai clare. Proiectați un test cu trei propuneri de valoare pentru segmentul nostru principal: ipotezele, cum generează AI-ul variante de mesaj și teste preliminare sintetice și cum confirmăm câștigătorul cu clienți reali. Livrați un plan de test cu dimensiunea eșantioanelor, indicatorii de succes, calendarul și regula de adoptare a mesajului câștigător.',
      },
    },
    notStarted: {
      title: {
        en: 'Build your positioning and personas from scratch',
        ro: 'Construiți de la zero poziționarea și profilurile de client',
      },
      aiRole: {
        en: 'Act as a positioning strategist for a company with little structured customer research. Propose a 30-day plan to learn who our best customers are and why they buy: interviews, analysis of reviews and support tickets, a short survey. AI should do about {targetAi} of the work (gathering and clustering), people the interpretation. Deliver: the plan, an interview guide with ten questions, and templates for a persona and a positioning statement.',
        ro: 'Jucați rolul unui strateg de poziționare pentru o companie cu puțină cercetare structurată despre clienți. Propuneți un plan de 30 de zile prin care aflăm cine sunt cei mai buni clienți ai noștri și de ce cumpără: interviuri, analiza recenziilor și a solicitărilor către suport, un sondaj scurt. AI-ul ar trebui să facă aproximativ {targetAi} din muncă (colectare și grupare), oamenii interpretarea. Livrați: planul, un ghid de interviu cu zece întrebări și șabloane pentru un profil de client și o declarație de poziționare.',
      },
    },
  },
};
