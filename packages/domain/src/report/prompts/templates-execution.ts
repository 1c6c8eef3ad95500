/**
 * Prompt templates of steps 5–8: Courage, Convergence, Collaboration, Systems (domain-design.md
 * §1 themes, §5 prompts). One variant per situation (types.ts `PromptSituation`); slots as in
 * fill.ts.
 */
import type { StepPromptTemplate } from './types.js';

/** Step 5, CURAJ (target 85 % people): creative risk, bravery, tone of voice. */
export const CURAJ_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'creative risk, brand bravery, bold experiments and tone of voice',
    ro: 'riscul creativ, curajul brandului, experimentele îndrăznețe și tonul comunicării',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Use AI to widen and check your bold ideas',
        ro: 'Folosiți AI-ul ca să lărgiți și să verificați ideile îndrăznețe',
      },
      aiRole: {
        en: 'Act as a creative director who uses AI as a sparring partner, not an author. Our creative work runs without AI, so we explore few variants and check risks late. Design a creative process in which AI supplies references, unusual alternatives and a pre-launch check for backlash and brand safety, while the big idea, the tone and the final call stay with our people. Deliver the process in five steps, a prompt for each AI moment and a backlash-risk checklist.',
        ro: 'Jucați rolul unui director de creație care folosește AI-ul ca partener de discuție, nu ca autor. Munca noastră de creație se face fără AI, așa că explorăm puține variante și verificăm riscurile târziu. Proiectați un proces în care AI-ul aduce referințe, alternative neobișnuite și o verificare a reacțiilor negative și a siguranței brandului înainte de lansare, iar ideea mare, tonul și decizia finală rămân la oamenii noștri. Livrați procesul în cinci pași, un prompt pentru fiecare moment cu AI și o listă de verificare a riscului de reacții negative.',
      },
    },
    tooAi: {
      title: {
        en: 'Take the big idea back from AI',
        ro: 'Readuceți ideile mari ale brandului la oameni',
      },
      aiRole: {
        en: 'Act as an award-winning creative director. AI generates too many of our concepts, taglines and replies, and models pull towards the average, so our brand risks sounding like everyone else. Design a way of working that puts human ideas first: where AI may help (references, variants, checks) and where it may not (the big idea, tone of voice, public stances). Deliver a one-page creative charter, a brief template that demands a bold angle and a test plan for one brave concept.',
        ro: 'Jucați rolul unui director de creație premiat. AI-ul generează prea multe dintre conceptele, sloganurile și răspunsurile noastre, iar modelele trag spre medie, așa că brandul riscă să sune ca toți ceilalți. Proiectați un mod de lucru care pune ideile oamenilor pe primul loc: unde poate ajuta AI-ul (referințe, variante, verificări) și unde nu (ideea mare, tonul comunicării, pozițiile publice). Livrați o cartă de creație de o pagină, un șablon de brief care cere un unghi îndrăzneț și un plan de test pentru un concept curajos.',
      },
    },
    onTarget: {
      title: {
        en: 'Design a bold campaign experiment',
        ro: 'Proiectați un experiment de campanie îndrăzneț',
      },
      aiRole: {
        en: 'Act as a creative strategist. Our balance between human creativity and AI support is on target; now we want braver work. Propose three category conventions we could break, pick the most promising one and design a controlled experiment around it: the concept, a pre-test with a small audience, the backlash scenarios and the success criteria. Deliver an experiment brief, a risk-and-response table and a short template for the lessons-learned review.',
        ro: 'Jucați rolul unui strateg de creație. Echilibrul dintre creativitatea umană și sprijinul AI este la țintă; acum vrem o muncă mai curajoasă. Propuneți trei convenții ale categoriei pe care le-am putea încălca, alegeți-o pe cea mai promițătoare și proiectați în jurul ei un experiment controlat: conceptul, testarea prealabilă pe un public mic, scenariile de reacții negative și criteriile de succes. Livrați un brief de experiment, un tabel cu riscuri și răspunsuri și un șablon scurt pentru analiza lecțiilor învățate.',
      },
    },
    notStarted: {
      title: {
        en: 'Define your tone of voice and first bold test',
        ro: 'Definiți tonul comunicării și primul test îndrăzneț',
      },
      aiRole: {
        en: 'Act as a brand and creative strategist for a company that has not yet defined its tone of voice or run creative experiments. Propose a 60-day plan: a workshop to define our tone of voice, a small budget for one bold test, how to pre-test it and how to read the results. Keep AI to about {targetAi} of the work (references, variants, checks). Deliver the workshop agenda, a tone-of-voice guide template and a one-page experiment brief.',
        ro: 'Jucați rolul unui strateg de brand și creație pentru o companie care nu și-a definit încă tonul comunicării și nu a făcut experimente de creație. Propuneți un plan de 60 de zile: un atelier pentru definirea tonului comunicării, un buget mic pentru un test îndrăzneț, cum îl testăm în prealabil și cum citim rezultatele. Păstrați AI-ul la aproximativ {targetAi} din muncă (referințe, variante, verificări). Livrați agenda atelierului, un șablon de ghid al tonului comunicării și un brief de experiment de o pagină.',
      },
    },
  },
};

/** Step 6, CONVERGENTA (target 60 % people): channel mix and integration (PESO). */
export const CONVERGENTA_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'the channel mix and how paid, earned, shared and owned media (PESO) work together',
    ro: 'mixul de canale și felul în care lucrează împreună media plătită, câștigată, distribuită și proprie (PESO)',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Let AI run bidding, pacing and channel monitoring',
        ro: 'Lăsați AI-ul să gestioneze licitarea, ritmul și monitorizarea canalelor',
      },
      aiRole: {
        en: 'Act as a media and channel strategist. Much of our channel work is still manual (shifting budgets, bidding, audiences, monitoring), which is slow and caps our reach. Design a setup in which AI handles bidding, pacing, audiences and alerts across platforms, while people set each channel’s role in the PESO mix, keep the story coherent and own relationships with journalists, creators and partners. Deliver the split of tasks, the guardrails (budget caps, brand safety) and a weekly review routine.',
        ro: 'Jucați rolul unui strateg de media și canale. Mare parte din munca pe canale se face încă manual (mutarea bugetelor, licitarea, audiențele, monitorizarea), ceea ce e lent și ne limitează acoperirea. Proiectați un mod de lucru în care AI-ul se ocupă de licitare, ritm, audiențe și alerte pe toate platformele, iar oamenii stabilesc rolul fiecărui canal în mixul PESO, păstrează povestea coerentă și țin relațiile cu jurnaliștii, creatorii și partenerii. Livrați împărțirea sarcinilor, limitele de siguranță (plafoane de buget, siguranța brandului) și o rutină de revizuire săptămânală.',
      },
    },
    tooAi: {
      title: {
        en: 'Rebuild one coherent story across channels',
        ro: 'Refaceți o poveste coerentă pe toate canalele',
      },
      aiRole: {
        en: 'Act as an integrated campaign director. Platform algorithms and AI tools decide too much of our channel mix, so each channel tends to optimise for itself, the story can fall apart and relationships with press, creators and partners get too little human time. Design the integrated plan of our next launch: each PESO channel’s role, the sequence of PR, advertising, e-mail and sales, and who owns the narrative. Deliver a channel-role map, a launch timeline and the rules AI optimisation must respect.',
        ro: 'Jucați rolul unui director de campanii integrate. Algoritmii platformelor și instrumentele AI decid prea mult din mixul de canale, așa că fiecare canal tinde să se optimizeze pentru sine, povestea se poate destrăma, iar relațiile cu presa, creatorii și partenerii primesc prea puțin timp uman. Proiectați planul integrat al următoarei lansări: rolul fiecărui canal PESO, ordinea în care intră PR-ul, publicitatea, e-mailul și vânzările și cine răspunde de poveste. Livrați harta rolurilor pe canale, calendarul lansării și regulile pe care optimizarea AI trebuie să le respecte.',
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

/** Step 7, COLABORARE (target 85 % people): team, agencies, sales, partners, community. */
export const COLABORARE_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'teamwork, agencies, alignment with sales, partners and community',
    ro: 'lucrul în echipă, agențiile, alinierea cu vânzările, partenerii și comunitatea',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Hand the admin of collaboration to AI',
        ro: 'Lăsați AI-ului partea administrativă a colaborării',
      },
      aiRole: {
        en: 'Act as an advisor to marketing teams. Our people spend hours on collaboration admin that AI could take over: meeting notes, summaries of long e-mail threads, first versions of briefs, status updates. List the ten most time-consuming admin tasks in a team like ours, say which AI can handle and with which safeguards, and estimate the hours freed each month. Deliver a prioritised list, a 30-day rollout plan and a note on reinvesting the time in customers and partners.',
        ro: 'Jucați rolul unui consultant pentru echipe de marketing. Oamenii noștri pierd ore cu partea administrativă a colaborării, pe care AI-ul ar putea-o prelua: notițe de ședință, rezumate ale firelor lungi de e-mail, primele variante ale brief-urilor, actualizări de stadiu. Enumerați cele zece sarcini administrative care consumă cel mai mult timp într-o echipă ca a noastră, spuneți pe care le poate prelua AI-ul și cu ce măsuri de siguranță și estimați orele eliberate lunar. Livrați o listă ordonată după prioritate, un plan de implementare de 30 de zile și o notă despre cum reinvestim timpul în clienți și parteneri.',
      },
    },
    tooAi: {
      title: {
        en: 'Put people back at the centre of collaboration',
        ro: 'Puneți din nou oamenii în centrul colaborării',
      },
      aiRole: {
        en: 'Act as an experienced marketing team leader. AI now sits between too many of our human relationships, in places such as briefs to agencies, feedback on proposals, replies to our community, even supplier negotiations. Trust is built between people, so design a collaboration charter: which conversations stay person to person, where AI may prepare or summarise, and how we check the health of each relationship. Deliver the one-page charter, an agency brief template written by people and a quarterly relationship review.',
        ro: 'Jucați rolul unui coordonator de echipă de marketing cu experiență. AI-ul stă acum între prea multe dintre relațiile noastre umane, în locuri precum brief-urile pentru agenții, feedbackul la propuneri, răspunsurile către comunitate, chiar negocierile cu furnizorii. Încrederea se construiește între oameni, așa că proiectați o cartă de colaborare: ce discuții rămân de la om la om, unde poate AI-ul să pregătească sau să rezume și cum verificăm starea fiecărei relații. Livrați carta pe o pagină, un șablon de brief pentru agenție scris de oameni și o revizuire trimestrială a relațiilor.',
      },
    },
    onTarget: {
      title: {
        en: 'Strengthen marketing and sales alignment',
        ro: 'Întăriți alinierea dintre marketing și vânzări',
      },
      aiRole: {
        en: 'Act as an advisor on marketing and sales alignment. Our collaboration split between people and AI is on target; now make it produce more. Design a monthly marketing and sales meeting: shared priorities, how sales feedback on messages and leads reaches marketing, and how launches are briefed to sales and customer service. AI may prepare summaries and agendas. Deliver the agenda, a shared agreement on lead quality and follow-up, and three signals that the alignment is slipping.',
        ro: 'Jucați rolul unui consultant pentru alinierea dintre marketing și vânzări. Împărțirea colaborării între oameni și AI este la țintă; acum vrem să producă mai mult. Proiectați o întâlnire lunară între marketing și vânzări: prioritățile comune, cum ajunge la marketing feedbackul vânzărilor despre mesaje și lead-uri și cum sunt pregătite vânzările și serviciul clienți înaintea lansărilor. AI-ul poate pregăti rezumatele și agendele. Livrați agenda, un acord comun privind calitatea lead-urilor și preluarea lor și trei semnale că alinierea slăbește.',
      },
    },
    notStarted: {
      title: {
        en: 'Set up how your marketing works with others',
        ro: 'Stabiliți cum lucrează marketingul cu ceilalți',
      },
      aiRole: {
        en: 'Act as an organisational advisor for a marketing function with few set ways of working with colleagues, agencies and partners. Propose the essentials: a weekly team rhythm, a brief and review process for agencies or freelancers, a regular exchange with sales, and onboarding for new marketers. Keep AI to about {targetAi} of the work (notes, summaries, scheduling). Deliver a 60-day setup plan, a brief template and a one-page onboarding checklist.',
        ro: 'Jucați rolul unui consultant organizațional pentru un departament de marketing cu puține reguli de lucru cu colegii, agențiile și partenerii. Propuneți elementele esențiale: un ritm săptămânal al echipei, un proces de brief și evaluare pentru agenții sau colaboratori externi, o legătură regulată cu vânzările și integrarea noilor marketeri. Păstrați AI-ul la aproximativ {targetAi} din muncă (notițe, rezumate, programări). Livrați un plan de organizare de 60 de zile, un șablon de brief și o listă de verificare de o pagină pentru noii colegi.',
      },
    },
  },
};

/** Step 8, SISTEME (target 25 % people): martech, automation, workflows, operations. */
export const SISTEME_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'the martech stack, automation, workflows and marketing operations',
    ro: 'stack-ul de martech, automatizarea, fluxurile de lucru și operațiunile de marketing',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Automate your repetitive marketing operations',
        ro: 'Automatizați rutina din operațiunile de marketing',
      },
      aiRole: {
        en: 'Act as a marketing operations architect. Too much of our repetitive work is manual, in areas such as task tracking, pre-launch checks of links and forms, UTM naming, asset tagging, request routing, budget reconciliation. Compare these with what AI and automation can take over, rank them by hours saved and risk, and design the first three automations. Deliver an automation backlog, a text description of each of the three workflows, the exceptions people keep and a 60-day plan.',
        ro: 'Jucați rolul unui arhitect de operațiuni de marketing. Prea multă muncă repetitivă se face manual la noi, în zone precum urmărirea sarcinilor, verificarea legăturilor și a formularelor înainte de lansare, denumirile UTM, etichetarea materialelor, repartizarea solicitărilor, reconcilierea bugetului. Comparați-le cu ce pot prelua AI-ul și automatizarea, ordonați-le după orele economisite și după risc și proiectați primele trei automatizări. Livrați lista automatizărilor, descrierea în text a fiecăruia dintre cele trei fluxuri, excepțiile care rămân la oameni și un plan de 60 de zile.',
      },
    },
    tooAi: {
      title: {
        en: 'Put guardrails on your marketing automations',
        ro: 'Puneți limite de siguranță automatizărilor de marketing',
      },
      aiRole: {
        en: 'Act as a marketing operations lead responsible for reliability. AI and automations run most of our operations with too few rules set by people and too little exception handling, so errors can spread unnoticed. Draft an operations governance checklist: an owner for every automation, the rules it follows, alerts and thresholds, monthly spot checks and a rollback step. Deliver the checklist, an inventory template for our automations and the three checks to run this week.',
        ro: 'Jucați rolul unui responsabil de operațiuni de marketing care răspunde de fiabilitate. AI-ul și automatizările conduc majoritatea operațiunilor noastre cu prea puține reguli stabilite de oameni și cu prea puțină tratare a excepțiilor, așa că erorile se pot răspândi neobservate. Scrieți prima variantă a unei liste de verificare pentru guvernanța operațiunilor: un responsabil pentru fiecare automatizare, regulile după care funcționează, alerte și praguri, verificări lunare prin sondaj și un pas de revenire. Livrați lista, un șablon de inventar al automatizărilor și cele trei verificări de făcut săptămâna aceasta.',
      },
    },
    onTarget: {
      title: {
        en: 'Trim and tune your martech stack',
        ro: 'Simplificați și reglați stack-ul de martech',
      },
      aiRole: {
        en: 'Act as a martech advisor. Our operations split between AI and people is on target; the next gain is a leaner, better-used stack. Design a stack review: an inventory of tools with owners, usage and cost, overlaps to remove, idle licences to cancel, and the integrations that would remove the remaining manual steps. Deliver a review template, criteria to keep, merge or cancel a tool, and a calendar for a review twice a year.',
        ro: 'Jucați rolul unui consultant de martech. Împărțirea operațiunilor între AI și oameni este la țintă; următorul câștig este un stack mai suplu și mai bine folosit. Proiectați o revizuire a stack-ului: inventarul instrumentelor cu responsabili, utilizare și cost, suprapunerile de eliminat, licențele nefolosite de anulat și integrările care ar elimina pașii manuali rămași. Livrați un șablon de revizuire, criteriile după care păstrăm, comasăm sau renunțăm la un instrument și un calendar pentru o revizuire de două ori pe an.',
      },
    },
    notStarted: {
      title: {
        en: 'Build your first marketing workflows',
        ro: 'Construiți primele fluxuri de lucru de marketing',
      },
      aiRole: {
        en: 'Act as a marketing operations consultant for a team with few documented processes or tools. Propose a minimum operating system: a planning board, a pre-launch checklist, UTM naming rules, an asset library and a request form, with AI and automation doing about {targetAi} of the routine work while people set the rules and handle exceptions. Deliver a 90-day setup plan, the types of tools to evaluate and the first workflow to automate.',
        ro: 'Jucați rolul unui consultant de operațiuni de marketing pentru o echipă cu puține procese documentate și puține instrumente. Propuneți un sistem minim de lucru: un panou de planificare, o listă de verificare înainte de lansare, reguli de denumire UTM, o bibliotecă de materiale și un formular pentru solicitări, cu AI-ul și automatizarea făcând aproximativ {targetAi} din munca de rutină, iar oamenii stabilind regulile și tratând excepțiile. Livrați un plan de organizare de 90 de zile, tipurile de instrumente de evaluat și primul flux de automatizat.',
      },
    },
  },
};
