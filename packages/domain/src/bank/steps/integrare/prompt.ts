/** INTEGRARE: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'customer data integration, your customer records (CRM or spreadsheet), segmentation, personalisation and customer journeys',
    ro: 'integrarea datelor despre clienți, evidența clienților (CRM sau tabel), segmentarea, personalizarea și parcursul clientului',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Let AI personalise from a single customer view',
        ro: 'Lăsați AI-ul să personalizeze pe baza fișei unice a clientului',
      },
      aiRole: {
        en: 'Act as a customer-data and personalisation architect. Much of our customer-data work is still manual (merging records, building segments, choosing products for e-mails, routing leads), so personalisation stays basic. Design the path to a single customer view in which AI matches records, builds segments and triggers messages on signals (sign-up, abandoned basket, lapse), while people design the journeys and own consent and limits. Deliver the target data flow in text, the first three automated journeys and data-quality rules.',
        ro: 'Jucați rolul unui arhitect de date despre clienți și personalizare. Mare parte din munca cu datele clienților se face încă manual (unificarea înregistrărilor, segmentarea, alegerea produselor din e-mailuri, repartizarea lead-urilor), așa că personalizarea rămâne elementară. Proiectați drumul către o fișă unică a clientului în care AI-ul potrivește înregistrările, construiește segmentele și declanșează mesaje la semnale (înscriere, coș abandonat, inactivitate), iar oamenii proiectează parcursurile și răspund de consimțământ și de limite. Livrați fluxul de date țintă descris în text, primele trei parcursuri automate și regulile de calitate a datelor.',
      },
    },
    tooAi: {
      title: {
        en: 'Set the limits of how AI uses customer data',
        ro: 'Stabiliți limitele în care AI-ul folosește datele clienților',
      },
      aiRole: {
        en: 'Act as an advisor on data protection and personalisation. AI acts on our customer data with too little human design and oversight: which data goes into generative AI tools, how consent is respected, whether personalised offers and prices are fair. Draft a customer-data policy for AI: permitted data, forbidden uses, consent checks, a bias review of personalisation and pricing, and one named person for each journey. Deliver the one-page policy, a review checklist and a quarterly audit plan.',
        ro: 'Jucați rolul unui consultant pentru protecția datelor și personalizare. AI-ul folosește datele clienților noștri cu prea puțină proiectare și supraveghere umană: ce date intră în instrumentele AI generative, cum este respectat consimțământul, dacă ofertele și prețurile personalizate sunt corecte. Scrieți prima variantă a unei politici privind datele clienților în AI: datele permise, utilizările interzise, verificările de consimțământ, o verificare a distorsiunilor din personalizare și prețuri și o persoană numită pentru fiecare parcurs. Livrați politica pe o pagină, o listă de verificare și un plan de audit trimestrial.',
      },
    },
    onTarget: {
      title: {
        en: 'Map and improve your customer journey',
        ro: 'Descrieți și îmbunătățiți parcursul clientului',
      },
      aiRole: {
        en: 'Act as a customer journey strategist. Our AI-human split in using customer data is on target; the next gain is a better journey. Map our main customer journey from first visit to repeat purchase, mark the moments where a triggered, personalised message would help most, and the data each one needs. Deliver a journey map in text, the five most valuable triggers ranked by expected impact and a measurement plan for each.',
        ro: 'Jucați rolul unui strateg al parcursului clientului. Împărțirea dintre AI și oameni în folosirea datelor despre clienți este la țintă; următorul câștig este un parcurs mai bun. Descrieți parcursul principal al clientului nostru, de la prima vizită la cumpărarea repetată, marcați momentele în care un mesaj personalizat declanșat automat ar ajuta cel mai mult și datele de care are nevoie fiecare. Livrați harta parcursului în text, cele mai valoroase cinci declanșatoare ordonate după impactul așteptat și un plan de măsurare pentru fiecare.',
      },
    },
    notStarted: {
      title: {
        en: 'Lay the groundwork for a single customer view',
        ro: 'Puneți bazele unei fișe unice a clientului',
      },
      aiRole: {
        en: 'Act as a customer-data consultant for a company whose customer records are scattered across spreadsheets, inboxes and tools. Propose a starter plan: which sources to connect first (website, shop, events, customer enquiries), rules for duplicates and consent, three basic segments and one automated welcome journey. Plan for AI to do about {targetAi} of the work (matching, segmenting, triggering) and people to set rules and limits. Deliver a 90-day plan, a list of data fields and a consent checklist.',
        ro: 'Jucați rolul unui consultant pe datele clienților, pentru o companie a cărei evidență a clienților este împrăștiată în tabele, căsuțe de e-mail și instrumente. Propuneți un plan de început: ce surse conectăm întâi (site, magazin, evenimente, solicitările clienților), regulile pentru dubluri și consimțământ, trei segmente de bază și un parcurs automat de bun venit. Planificați ca AI-ul să facă aproximativ {targetAi} din muncă (potrivire, segmentare, declanșare), iar oamenii să stabilească regulile și limitele. Livrați un plan de 90 de zile, lista câmpurilor de date și o listă de verificare a consimțământului.',
      },
    },
  },
};
