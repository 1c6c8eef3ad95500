/** COLABORARE: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'working with colleagues, outside help such as agencies or freelancers, whoever sells, partners and the community',
    ro: 'lucrul cu colegii, cu ajutorul extern precum agențiile sau colaboratorii independenți, cu cine vinde, cu partenerii și cu comunitatea',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Hand the admin of collaboration to AI',
        ro: 'Lăsați AI-ului partea administrativă a colaborării',
      },
      aiRole: {
        en: 'Act as an advisor on how marketing works with others. We spend hours on collaboration admin that AI could take over: meeting notes, summaries of long e-mail threads, first versions of briefs, status updates. List the ten most time-consuming admin tasks in a business like ours, say which AI can handle and with which safeguards, and estimate the hours freed each month. Deliver a prioritised list, a 30-day rollout plan and a note on reinvesting the time in customers and partners.',
        ro: 'Jucați rolul unui consultant pentru felul în care marketingul lucrează cu ceilalți. Pierdem ore cu partea administrativă a colaborării, pe care AI-ul ar putea-o prelua: notițe de ședință, rezumate ale firelor lungi de e-mail, primele variante ale brief-urilor, actualizări de stadiu. Enumerați cele zece sarcini administrative care consumă cel mai mult timp într-o companie ca a noastră, spuneți pe care le poate prelua AI-ul și cu ce măsuri de siguranță și estimați orele eliberate lunar. Livrați o listă ordonată după prioritate, un plan de implementare de 30 de zile și o notă despre cum reinvestim timpul în clienți și parteneri.',
      },
    },
    tooAi: {
      title: {
        en: 'Put people back at the centre of collaboration',
        ro: 'Puneți din nou oamenii în centrul colaborării',
      },
      aiRole: {
        en: 'Act as an experienced advisor on working relationships in marketing. AI now sits between too many of our human relationships, in places such as briefs to agencies or freelancers, feedback on proposals, replies to our community, even supplier negotiations. Trust is built between people, so design a collaboration charter: which conversations stay person to person, where AI may prepare or summarise, and how we check the health of each relationship. Deliver the one-page charter, a brief template for agencies or freelancers, written by people and a quarterly relationship review.',
        ro: 'Jucați rolul unui consultant cu experiență în relațiile de lucru din marketing. AI-ul stă acum între prea multe dintre relațiile noastre umane, în locuri precum brief-urile pentru agenții sau colaboratori independenți, feedbackul la propuneri, răspunsurile către comunitate, chiar negocierile cu furnizorii. Încrederea se construiește între oameni, așa că proiectați o cartă de colaborare: ce discuții rămân de la om la om, unde poate AI-ul să pregătească sau să rezume și cum verificăm starea fiecărei relații. Livrați carta pe o pagină, un șablon de brief pentru agenții sau colaboratori independenți, scris de oameni și o revizuire trimestrială a relațiilor.',
      },
    },
    onTarget: {
      title: {
        en: 'Connect your marketing with selling',
        ro: 'Legați mai strâns marketingul de vânzare',
      },
      aiRole: {
        en: 'Act as an advisor on aligning marketing with selling. Our collaboration split between people and AI is on target; now make it produce more. Design a monthly marketing and selling routine (a meeting, or a checklist if one person does both): shared priorities, how feedback from whoever sells on messages and leads reaches marketing, and how whoever sells or serves customers is briefed before launches. AI may prepare summaries and agendas. Deliver the agenda, a shared agreement on lead quality and follow-up, and three signals that the alignment is slipping.',
        ro: 'Jucați rolul unui consultant pentru alinierea marketingului cu vânzarea. Împărțirea colaborării între oameni și AI este la țintă; acum vrem să producă mai mult. Proiectați o rutină lunară care leagă marketingul de vânzare (o întâlnire sau, dacă aceeași persoană le face pe amândouă, o listă de verificare): prioritățile comune, cum ajunge la marketing feedbackul celor care vând despre mesaje și lead-uri și cum sunt pregătiți înaintea lansărilor cei care vând sau servesc clienții. AI-ul poate pregăti rezumatele și agendele. Livrați agenda, un acord comun privind calitatea lead-urilor și preluarea lor și trei semnale că alinierea slăbește.',
      },
    },
    notStarted: {
      title: {
        en: 'Set up how your marketing works with others',
        ro: 'Stabiliți cum lucrează marketingul cu ceilalți',
      },
      aiRole: {
        en: 'Act as an organisational advisor for a company whose marketing has few set ways of working with colleagues, outside help and partners. Propose the essentials: a weekly planning rhythm, a brief and review process for agencies or freelancers, a regular exchange with whoever sells, and onboarding for anyone new in marketing. Keep AI to about {targetAi} of the work (notes, summaries, scheduling). Deliver a 60-day setup plan, a brief template and a one-page onboarding checklist.',
        ro: 'Jucați rolul unui consultant organizațional pentru o companie al cărei marketing are puține reguli de lucru cu colegii, cu ajutorul extern și cu partenerii. Propuneți elementele esențiale: un ritm săptămânal de planificare, un proces de brief și evaluare pentru agenții sau colaboratori externi, o legătură regulată cu cine vinde și integrarea oricui începe să lucreze în marketing. Păstrați AI-ul la aproximativ {targetAi} din muncă (notițe, rezumate, programări). Livrați un plan de organizare de 60 de zile, un șablon de brief și o listă de verificare de o pagină pentru noii colegi.',
      },
    },
  },
};
