/**
 * Prompt templates of steps 1–4: Vision, Clarity, Decision, Amplification (domain-design.md §1
 * themes, §5 prompts). One variant per situation (types.ts `PromptSituation`); slots as in fill.ts.
 */
import type { StepPromptTemplate } from './types.js';

/** Step 1, VIZIUNE (target 90 % people): long-term direction, purpose, ambition. */
export const VIZIUNE_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'long-term direction, brand purpose, market ambition and who sets them',
    ro: 'direcția pe termen lung, scopul brandului, ambiția de piață și cine le stabilește',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Use AI to challenge your long-term vision',
        ro: 'Folosiți AI-ul ca să vă puneți la încercare viziunea',
      },
      aiRole: {
        en: 'Act as a brand strategist who uses AI for research, not for decisions. Our leaders set direction with little data and little challenge. Design a quarterly routine in which AI scans market trends and argues against our assumptions, while the leadership team keeps the final say. Deliver: the three questions AI should answer each quarter, a ready-to-use prompt for each, and a one-page template for the leaders’ discussion of the results.',
        ro: 'Jucați rolul unui strateg de brand care folosește AI-ul pentru cercetare, nu pentru decizii. Conducerea noastră stabilește direcția cu puține date și fără să fie contrazisă. Propuneți o rutină trimestrială în care AI-ul urmărește tendințele pieței și aduce argumente împotriva ipotezelor noastre, iar decizia rămâne la conducere. Livrați: cele trei întrebări la care AI-ul răspunde în fiecare trimestru, un prompt gata de folosit pentru fiecare și un șablon de o pagină pentru discuția conducerii.',
      },
    },
    tooAi: {
      title: {
        en: 'Put your leaders back in charge of the brand vision',
        ro: 'Readuceți viziunea brandului în mâinile conducerii',
      },
      aiRole: {
        en: 'Act as a senior brand strategist and workshop facilitator. AI-written texts shape too much of our purpose, vision and ambition, so they risk sounding generic and nobody truly owns them. Design a half-day leadership workshop that rewrites our three-year vision in our own words, with AI limited to background research. Deliver: the agenda with timings, the exercises, the decision each block must produce, and a checklist for reviewing any AI-generated strategy text.',
        ro: 'Jucați rolul unui strateg de brand cu experiență în facilitarea atelierelor. Textele scrise de AI modelează prea mult scopul, viziunea și ambiția noastră, așa că riscă să sune generic și nimeni nu și le asumă cu adevărat. Proiectați un atelier de o jumătate de zi în care conducerea rescrie viziunea pe trei ani cu propriile cuvinte, iar AI-ul aduce doar cercetarea de fond. Livrați: agenda cu durate, exercițiile, decizia pe care o produce fiecare parte și o listă de verificare pentru orice text de strategie generat de AI.',
      },
    },
    onTarget: {
      title: {
        en: 'Stress-test your three-year brand vision',
        ro: 'Puneți la încercare viziunea brandului pe trei ani',
      },
      aiRole: {
        en: 'Act as a critical strategy advisor. Our split between leaders and AI is right here; now test the substance. Challenge our three-year vision: list the five assumptions it rests on, the market signals that would prove each one wrong, and a scenario in which a new competitor or technology makes it obsolete. Deliver a stress-test report with an early-warning indicator for each assumption and who should watch it.',
        ro: 'Jucați rolul unui consilier de strategie critic. Împărțirea dintre conducere și AI este potrivită aici; acum verificați conținutul. Contestați viziunea noastră pe trei ani: enumerați cele cinci ipoteze pe care se sprijină, semnalele din piață care ar arăta că fiecare este greșită și un scenariu în care un concurent sau o tehnologie nouă o face depășită. Livrați un raport de verificare cu un indicator de avertizare timpurie pentru fiecare ipoteză și persoana care îl urmărește.',
      },
    },
    notStarted: {
      title: {
        en: 'Write your first three-year marketing vision',
        ro: 'Scrieți prima viziune de marketing pe trei ani',
      },
      aiRole: {
        en: 'Act as a brand strategist helping a leadership team that has no written purpose or long-term vision yet. Propose a four-week process to create them: who takes part, which customer and market research AI can summarise first, and which choices only the leaders can make. Keep AI to about {targetAi} of the work. Deliver: the week-by-week plan, the questions for each session and a one-page vision template we can fill in.',
        ro: 'Jucați rolul unui strateg de brand care ajută o echipă de conducere fără un scop scris și fără o viziune pe termen lung. Propuneți un proces de patru săptămâni pentru a le crea: cine participă, ce cercetări despre clienți și piață poate sintetiza întâi AI-ul și ce alegeri poate face doar conducerea. Păstrați AI-ul la aproximativ {targetAi} din muncă. Livrați: planul pe săptămâni, întrebările pentru fiecare sesiune și un șablon de viziune de o pagină pe care să îl completăm.',
      },
    },
  },
};

/** Step 2, CLARITATE (target 45 % people): positioning, messages, customer insight. */
export const CLARITATE_PROMPT: StepPromptTemplate = {
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
        en: 'Act as a customer-insight lead who has built AI-assisted research programmes. Much of our reading of reviews, interviews, surveys and competitor material is still done by hand, so insight is slow and rests on small samples. Design a system in which AI clusters and summarises these sources every month and our team interprets the patterns and chooses the messages. Deliver: the sources to connect, the analysis steps, a monthly insight report template and the checks that stop AI from inventing quotes.',
        ro: 'Jucați rolul unui specialist în cunoașterea clienților care a construit programe de cercetare asistate de AI. Mare parte din recenziile, interviurile, sondajele și materialele concurenților le citim încă manual, așa că insight-urile vin greu și din eșantioane mici. Proiectați un sistem în care AI-ul grupează și sintetizează lunar aceste surse, iar echipa interpretează tiparele și alege mesajele. Livrați: sursele de conectat, pașii analizei, un șablon de raport lunar și verificările care împiedică AI-ul să inventeze citate.',
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

/** Step 3, DECIZIE (target 75 % people): priorities, budget, go/no-go. */
export const DECIZIE_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'strategic choices, budget allocation, priorities and go/no-go decisions',
    ro: 'alegerile strategice, alocarea bugetului, prioritățile și deciziile de a continua sau de a opri',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Give your big decisions an AI-prepared evidence pack',
        ro: 'Pregătiți cu AI dosarul de date al deciziilor mari',
      },
      aiRole: {
        en: 'Act as a marketing operations advisor. Our big decisions (budget, priorities, stopping campaigns, launches) rest mostly on experience and discussion, with little structured evidence. Design an AI-prepared decision pack: the data AI gathers, the scenarios and risks it models, and the one-page format decision-makers read before meeting. Deliver the template, five recurring decisions to pilot it on, and the rule for when a person overrides the analysis.',
        ro: 'Jucați rolul unui consultant în operațiuni de marketing. Deciziile noastre mari (buget, priorități, oprirea campaniilor, lansări) se sprijină mai ales pe experiență și discuții, cu puține date structurate. Proiectați un dosar de decizie pregătit de AI: datele pe care le adună AI-ul, scenariile și riscurile pe care le modelează și formatul de o pagină citit de decidenți înainte de întâlnire. Livrați șablonul, cinci decizii recurente pe care să îl încercăm și regula după care un om decide altfel decât analiza.',
      },
    },
    tooAi: {
      title: {
        en: 'Set who decides when AI recommends',
        ro: 'Stabiliți cine decide atunci când AI-ul recomandă',
      },
      aiRole: {
        en: 'Act as a governance advisor for marketing decisions. AI recommendations now settle too many of our budget, priority and go/no-go choices, and accountability is unclear. Draft a decision-rights policy: which decisions AI may only prepare, which it may execute within limits, and which always need a named owner’s sign-off. Deliver a one-page decision matrix, spending thresholds and a short procedure for when an AI recommendation contradicts experience.',
        ro: 'Jucați rolul unui consultant pentru guvernanța deciziilor de marketing. Recomandările AI hotărăsc acum prea multe dintre alegerile noastre de buget, priorități, continuare sau oprire, iar responsabilitatea nu este clară. Scrieți prima variantă a unei politici privind dreptul de decizie: ce decizii doar pregătește AI-ul, pe care le poate executa în anumite limite și care cer mereu aprobarea unui responsabil numit. Livrați o matrice de decizie de o pagină, pragurile de cheltuieli și o procedură scurtă pentru cazul în care recomandarea AI contrazice experiența.',
      },
    },
    onTarget: {
      title: {
        en: 'Stress-test next year’s budget allocation',
        ro: 'Puneți la încercare alocarea bugetului pe anul viitor',
      },
      aiRole: {
        en: 'Act as a marketing strategist who thinks like a CFO. Our balance between AI analysis and human judgement is on target. Help us stress-test next year’s budget allocation: model three scenarios (20% cut, flat, 20% increase), show which programmes we would stop, protect or scale in each, and the leading indicators that should trigger a mid-year reallocation. Deliver a scenario table and a quarterly budget review agenda.',
        ro: 'Jucați rolul unui strateg de marketing care gândește ca un director financiar. Echilibrul dintre analiza AI și judecata umană este la țintă. Ajutați-ne să punem la încercare alocarea bugetului pe anul viitor: modelați trei scenarii (minus 20 %, constant, plus 20 %), arătați ce programe oprim, protejăm sau extindem în fiecare și indicatorii care ar trebui să declanșeze o realocare la jumătatea anului. Livrați un tabel de scenarii și agenda unei revizuiri trimestriale a bugetului.',
      },
    },
    notStarted: {
      title: {
        en: 'Set up a simple marketing decision process',
        ro: 'Stabiliți un proces simplu pentru deciziile de marketing',
      },
      aiRole: {
        en: 'Act as a marketing strategy advisor for a team without formal priorities, budget rules or approval steps. Design a lightweight decision process: yearly priorities, a quarterly budget review, go/no-go criteria for campaigns and launches, and a rule for stopping what does not work. AI prepares data and options, about {targetAi} of the work; people weigh trade-offs and own the call. Deliver the process calendar, the criteria and a one-page decision memo template.',
        ro: 'Jucați rolul unui consultant de strategie de marketing pentru o echipă fără priorități formale, reguli de buget sau etape de aprobare. Proiectați un proces de decizie simplu: priorități anuale, o revizuire trimestrială a bugetului, criterii de continuare sau oprire pentru campanii și lansări și o regulă de oprire pentru ce nu dă rezultate. AI-ul pregătește datele și opțiunile, aproximativ {targetAi} din muncă; oamenii cântăresc compromisurile și își asumă decizia. Livrați calendarul procesului, criteriile și un șablon de notă de decizie de o pagină.',
      },
    },
  },
};

/** Step 4, AMPLIFICARE (target 55 % people): content at scale, reuse, distribution. */
export const AMPLIFICARE_PROMPT: StepPromptTemplate = {
  theme: {
    en: 'content production and distribution at scale, and reuse across formats and languages',
    ro: 'producția și distribuția de conținut la scară și reutilizarea conținutului în alte formate și limbi',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Multiply your content output with AI',
        ro: 'Multiplicați cu AI producția de conținut',
      },
      aiRole: {
        en: 'Act as a content operations lead who has scaled output with AI. Our team still writes, adapts and translates most pieces by hand, so volume and formats stay limited. Design a workflow in which AI produces first drafts, format adaptations and translations, while people own ideas, expertise and final quality. Deliver: the workflow step by step, who approves what, three reusable prompt templates and a quality checklist for AI drafts.',
        ro: 'Jucați rolul unui coordonator de producție de conținut care a crescut volumul cu ajutorul AI. Echipa noastră scrie, adaptează și traduce încă manual majoritatea materialelor, așa că volumul și formatele rămân limitate. Proiectați un flux de lucru în care AI-ul produce prima variantă, adaptările de format și traducerile, iar oamenii răspund de idei, expertiză și calitatea finală. Livrați: fluxul pas cu pas, cine aprobă ce, trei șabloane de prompt reutilizabile și o listă de verificare a calității textelor generate.',
      },
    },
    tooAi: {
      title: {
        en: 'Put editorial control back on AI content',
        ro: 'Readuceți controlul editorial asupra conținutului generat de AI',
      },
      aiRole: {
        en: 'Act as an editor-in-chief. AI now writes, adapts and schedules much of our content with too little human expertise and checking, which risks generic pieces and factual or legal errors. Draft an editorial policy: which pieces need an expert author, what every AI-assisted piece must pass before publishing (facts, figures, claims, brand voice) and who signs off. Deliver the one-page policy, a pre-publication checklist and a sampling routine for content already live.',
        ro: 'Jucați rolul unui redactor-șef. AI-ul scrie, adaptează și programează acum mare parte din conținut cu prea puțină expertiză și verificare umană, de unde riscul unor materiale generice și al erorilor de fapt sau juridice. Scrieți prima variantă a unei politici editoriale: ce materiale cer un autor expert, ce verificări trece orice material făcut cu AI înainte de publicare (fapte, cifre, afirmații, vocea brandului) și cine aprobă. Livrați politica pe o pagină, o listă de verificare înainte de publicare și o rutină de verificare prin sondaj a conținutului publicat.',
      },
    },
    onTarget: {
      title: {
        en: 'Decide which content to scale and which to drop',
        ro: 'Decideți ce conținut extindeți și la ce renunțați',
      },
      aiRole: {
        en: 'Act as a content strategist focused on results, not volume. Our AI-human balance in content is on target, so the question is where to invest. Design a quarterly content review: metrics per funnel stage (TOFU, MOFU, BOFU, retention), how AI flags pieces to refresh, reuse or retire, and how the team decides. Deliver an evaluation sheet, thresholds for each decision and a plan to turn our best three pieces into a multi-format series.',
        ro: 'Jucați rolul unui strateg de conținut atent la rezultate, nu la volum. Echilibrul dintre AI și oameni în conținut este la țintă, așa că întrebarea este unde investim. Proiectați o revizuire trimestrială a conținutului: indicatorii pe etape ale funnelului (TOFU, MOFU, BOFU, retenție), cum semnalează AI-ul materialele de actualizat, reutilizat sau retras și cum decide echipa. Livrați o fișă de evaluare, pragurile fiecărei decizii și un plan care transformă cele mai bune trei materiale într-o serie în mai multe formate.',
      },
    },
    notStarted: {
      title: {
        en: 'Start a regular content engine',
        ro: 'Porniți o producție regulată de conținut',
      },
      aiRole: {
        en: 'Act as a content strategist for a team without a regular publishing rhythm. Propose a 90-day plan to start one: an editorial calendar, three content pillars built on our customers’ questions, one long piece a month turned into several formats, and a simple distribution routine. Plan for AI to do about {targetAi} of the work (drafts, adaptations, translations). Deliver the first month’s calendar, the roles and a pre-publication checklist.',
        ro: 'Jucați rolul unui strateg de conținut pentru o echipă fără un ritm regulat de publicare. Propuneți un plan de 90 de zile pentru a-l porni: un calendar editorial, trei piloni de conținut construiți pe întrebările clienților, un material amplu pe lună transformat în mai multe formate și o rutină simplă de distribuție. Planificați ca AI-ul să facă aproximativ {targetAi} din muncă (prima variantă, adaptări, traduceri). Livrați calendarul primei luni, rolurile și o listă de verificare înainte de publicare.',
      },
    },
  },
};
