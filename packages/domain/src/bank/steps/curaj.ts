import { OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 5 — Courage (domain-design.md §1). Target human share 85 %. */
export const curaj: StepDef = {
  key: 'CURAJ',
  globalOrder: 5,
  targetHumanPercent: 85,
  name: { en: 'Courage', ro: 'Curaj' },
  description: {
    en: '<p>This step examines <strong>creative risk and brand bravery</strong>: where your big ideas come from, how you shape your tone of voice, how you test bold moves and what you do with the ones that fail. The ideal split is about <strong>85 % human, 15 % AI</strong>: AI is useful for references, variants and checks, but models learn from what already exists and pull towards the average, so the courage to be different has to come from people.</p>',
    ro: '<p>Acest pas analizează <strong>riscul creativ și curajul brandului</strong>: de unde vin ideile mari, cum vă construiți tone of voice-ul, cum testați mișcările îndrăznețe și ce faceți cu cele care eșuează. Echilibrul ideal este de aproximativ <strong>85 % oameni, 15 % AI</strong>: AI-ul e util pentru referințe, variante și verificări, dar modelele învață din ce există deja și trag spre medie, așa că îndrăzneala de a fi diferit trebuie să vină de la oameni.</p>',
  },
  questions: [
    {
      id: 'curaj-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Where does the big creative idea behind your main campaigns come from?',
        ro: 'De unde vine ideea creativă centrală a campaniilor voastre principale?',
      },
      options: [
        {
          id: 'curaj-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'From the creative team or agency, through brainstorms and concept rounds, without AI',
            ro: 'Din echipa de creație sau din agenție, prin brainstorming și runde de concept, fără AI',
          },
        },
        {
          id: 'curaj-01-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Creatives develop the concepts; AI only feeds references and provocations into the brainstorm',
            ro: 'Creativii dezvoltă conceptele; AI-ul doar aduce referințe și provocări în brainstorming',
          },
        },
        {
          id: 'curaj-01-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI generates dozens of concept directions; the creative team picks one and develops it',
            ro: 'AI-ul generează zeci de direcții de concept; echipa de creație alege una și o dezvoltă',
          },
        },
        {
          id: 'curaj-01-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI produces the concept and the key executions; people choose between finished options',
            ro: 'AI-ul produce conceptul și execuțiile principale; oamenii aleg între variante finalizate',
          },
        },
        {
          id: 'curaj-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run campaigns built on a creative concept",
            ro: 'Nu facem campanii construite pe un concept creativ',
          },
        },
      ],
    },
    {
      id: 'curaj-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who writes the line that carries a hero campaign — the tagline or the key headline?',
        ro: 'Cine scrie tagline-ul sau headline-ul principal al unei campanii importante?',
      },
      options: [
        {
          id: 'curaj-02-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A senior copywriter crafts it over many rounds with the creative director',
            ro: 'Un copywriter senior îl lucrează în multe runde cu directorul de creație',
          },
        },
        {
          id: 'curaj-02-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'The copywriter writes it; AI generates extra variants to push the thinking further',
            ro: 'Copywriterul îl scrie; AI-ul generează variante suplimentare, ca să împingă gândirea mai departe',
          },
        },
        {
          id: 'curaj-02-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI writes a long list; the copywriter shortlists and refines the winner',
            ro: 'AI-ul scrie o listă lungă; copywriterul face lista scurtă și rafinează varianta câștigătoare',
          },
        },
        {
          id: 'curaj-02-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'The line is picked from AI-generated options by a quick vote or a test score',
            ro: 'Tagline-ul e ales dintre variantele generate de AI printr-un vot rapid sau după scorul unui test',
          },
        },
        {
          id: 'curaj-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our campaigns don't have a central line",
            ro: 'Campaniile noastre nu au un tagline sau un headline central',
          },
        },
      ],
    },
    {
      id: 'curaj-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "Who defines and evolves your brand's tone of voice — the guide, what you say and never say, the words you own?",
        ro: 'Cine definește și actualizează tone of voice-ul brandului — ghidul, ce spuneți și ce nu spuneți niciodată, expresiile care vă aparțin?',
      },
      options: [
        {
          id: 'curaj-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Brand and creative leads write it from customer conversations and the brand's history",
            ro: 'Responsabilii de brand și de creație îl scriu pornind de la conversațiile cu clienții și de la istoria brandului',
          },
        },
        {
          id: 'curaj-03-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: "People write it; AI analyses your copy and competitors' to show where you all sound alike",
            ro: 'Oamenii îl scriu; AI-ul analizează textele voastre și ale competitorilor, ca să arate unde sunați la fel',
          },
        },
        {
          id: 'curaj-03-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI drafts the guide from your best-performing content; the brand lead edits and signs it off',
            ro: 'AI-ul redactează ghidul pe baza conținutului vostru cu cele mai bune rezultate; brand managerul îl editează și îl aprobă',
          },
        },
        {
          id: 'curaj-03-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: "The tone is whatever the AI writing tool's brand-voice setting produces; no one owns a guide",
            ro: 'Tonul e cel pe care îl produce setarea de brand voice din instrumentul AI de scriere; nimeni nu răspunde de un ghid',
          },
        },
        {
          id: 'curaj-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We have no defined tone of voice',
            ro: 'Nu avem un tone of voice definit',
          },
        },
      ],
    },
    {
      id: 'curaj-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a cultural moment or trending topic could suit your brand, how do you decide whether to jump in and what to say?',
        ro: 'Când un moment cultural sau un subiect aflat în trend s-ar potrivi brandului, cum decideți dacă interveniți și ce spuneți?',
      },
      options: [
        {
          id: 'curaj-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The social team spots it; a senior marketer decides and approves the post within hours',
            ro: 'Echipa de social media îl observă; un marketer senior decide și aprobă postarea în câteva ore',
          },
        },
        {
          id: 'curaj-04-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'AI trend alerts flag the moment; people judge the fit and write the post',
            ro: 'Alertele AI de trend semnalează momentul; oamenii judecă dacă se potrivește și scriu postarea',
          },
        },
        {
          id: 'curaj-04-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI flags the trend and drafts ready-to-post reactions; a manager picks one and approves it',
            ro: 'AI-ul semnalează trendul și scrie reacții gata de postat; un manager alege una și o aprobă',
          },
        },
        {
          id: 'curaj-04-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'An AI tool detects trends and posts reactions on its own, within pre-set rules',
            ro: 'Un instrument AI detectează trendurile și postează singur reacții, în limita unor reguli prestabilite',
          },
        },
        {
          id: 'curaj-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't react to trends or cultural moments",
            ro: 'Nu reacționăm la trenduri sau la momente culturale',
          },
        },
      ],
    },
    {
      id: 'curaj-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When your brand considers taking a public position on a social or industry issue, how is that decided?',
        ro: 'Când brandul vostru ia în calcul o poziție publică pe o temă socială sau din industrie, cum se decide?',
      },
      options: [
        {
          id: 'curaj-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "Leadership debates it and decides, weighing the brand's values against the risks",
            ro: 'Conducerea dezbate și decide, punând în balanță valorile brandului și riscurile',
          },
        },
        {
          id: 'curaj-05-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'Leadership decides; AI summarises public sentiment and how other brands fared on the issue',
            ro: 'Conducerea decide; AI-ul sintetizează sentimentul public și cum le-a mers altor branduri pe aceeași temă',
          },
        },
        {
          id: 'curaj-05-c',
          key: 'C',
          aiPercent: 35,
          text: {
            en: 'AI scores the risk and recommends a stance; leadership usually follows it',
            ro: 'AI-ul evaluează riscul și recomandă o poziție; de obicei, conducerea o urmează',
          },
        },
        {
          id: 'curaj-05-d',
          key: 'D',
          aiPercent: 70,
          text: {
            en: 'The stance is whatever the AI sentiment model rates as safest',
            ro: 'Poziția este cea pe care modelul AI de analiză a sentimentului o indică drept cea mai sigură',
          },
        },
        {
          id: 'curaj-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We never take public positions on such issues',
            ro: 'Nu luăm niciodată poziții publice pe astfel de teme',
          },
        },
      ],
    },
    {
      id: 'curaj-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you work out where your brand should break the conventions of its category (the colours, claims and clichés everyone uses)?',
        ro: 'Cum stabiliți unde ar trebui brandul să rupă convențiile categoriei (culorile, promisiunile și clișeele pe care le folosește toată lumea)?',
      },
      options: [
        {
          id: 'curaj-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: "The team audits competitors' communication by hand and debates where to be different",
            ro: 'Echipa analizează manual comunicarea competitorilor și dezbate unde să fie diferită',
          },
        },
        {
          id: 'curaj-06-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: "AI maps competitors' messages and visuals at scale; the team decides which codes to break",
            ro: 'AI-ul cartografiază la scară mare mesajele și vizualurile competitorilor; echipa decide ce coduri rupe',
          },
        },
        {
          id: 'curaj-06-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI maps the category and proposes differentiation routes; the team picks one',
            ro: 'AI-ul cartografiază categoria și propune direcții de diferențiere; echipa alege una',
          },
        },
        {
          id: 'curaj-06-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'We follow the routes the AI tool suggests, without much debate',
            ro: 'Urmăm direcțiile sugerate de instrumentul AI, fără prea multă dezbatere',
          },
        },
        {
          id: 'curaj-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't looked at our category's conventions",
            ro: 'Nu am analizat convențiile categoriei noastre',
          },
        },
      ],
    },
    {
      id: 'curaj-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who comes up with the bold hypotheses your marketing tests (a new offer, an unusual message, a different format)?',
        ro: 'Cine vine cu ipotezele îndrăznețe pe care le testează marketingul vostru (o ofertă nouă, un mesaj neobișnuit, un format diferit)?',
      },
      options: [
        {
          id: 'curaj-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The team, from customer insight and instinct, in a regular test-and-learn session',
            ro: 'Echipa, pornind de la insight-uri despre clienți și de la intuiție, într-o sesiune regulată de test-and-learn',
          },
        },
        {
          id: 'curaj-07-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'The team writes the hypotheses; AI helps size the test and estimate the sample needed',
            ro: 'Echipa formulează ipotezele; AI-ul ajută la dimensionarea testului și la estimarea eșantionului necesar',
          },
        },
        {
          id: 'curaj-07-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI proposes hypotheses from the data; the team chooses which ones to run',
            ro: 'AI-ul propune ipoteze pe baza datelor; echipa alege pe care le testează',
          },
        },
        {
          id: 'curaj-07-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An AI optimisation tool generates and tests variants continuously; nobody sets hypotheses',
            ro: 'Un instrument AI de optimizare generează și testează continuu variante; nimeni nu formulează ipoteze',
          },
        },
        {
          id: 'curaj-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run marketing experiments",
            ro: 'Nu facem experimente de marketing',
          },
        },
      ],
    },
    {
      id: 'curaj-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you pre-test a bold creative concept before launch?',
        ro: 'Cum pretestați un concept creativ îndrăzneț înainte de lansare?',
      },
      options: [
        {
          id: 'curaj-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'In qualitative sessions or interviews with real customers',
            ro: 'Prin sesiuni calitative sau interviuri cu clienți reali',
          },
        },
        {
          id: 'curaj-08-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'Research with real customers, plus AI attention or emotion predictions on the visuals',
            ro: 'Prin cercetare cu clienți reali, plus predicții AI de atenție sau de emoție pe vizualuri',
          },
        },
        {
          id: 'curaj-08-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'Mostly with AI synthetic audiences and predictive scores, plus a small check with real customers',
            ro: 'În principal cu audiențe sintetice AI și scoruri predictive, plus o verificare restrânsă cu clienți reali',
          },
        },
        {
          id: 'curaj-08-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'Only AI pre-testing: the concept goes ahead if it scores above a threshold',
            ro: 'Doar prin pretestare AI: conceptul merge mai departe dacă depășește un anumit scor',
          },
        },
        {
          id: 'curaj-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't pre-test creative work",
            ro: 'Nu pretestăm materialele creative',
          },
        },
      ],
    },
    {
      id: 'curaj-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a provocative campaign goes live, how do you assess the risk of backlash or of being misread?',
        ro: 'Înainte ca o campanie provocatoare să fie lansată, cum evaluați riscul de reacții negative sau de interpretare greșită?',
      },
      options: [
        {
          id: 'curaj-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A diverse internal panel and a few trusted outsiders review it and talk through the scenarios',
            ro: 'Un grup intern divers și câțiva oameni de încredere din afară o analizează și discută scenariile',
          },
        },
        {
          id: 'curaj-09-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'People review it; AI scans for sensitive words, symbols and past controversies',
            ro: 'Oamenii o analizează; AI-ul caută cuvinte și simboluri sensibile sau controverse anterioare',
          },
        },
        {
          id: 'curaj-09-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'AI simulates audience reactions and scores the risk; the team looks only at high scores',
            ro: 'AI-ul simulează reacțiile publicului și dă un scor de risc; echipa se uită doar la scorurile mari',
          },
        },
        {
          id: 'curaj-09-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'The AI risk score decides: flagged concepts are dropped automatically',
            ro: 'Scorul de risc AI decide: conceptele semnalate sunt eliminate automat',
          },
        },
        {
          id: 'curaj-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run provocative campaigns",
            ro: 'Nu facem campanii provocatoare',
          },
        },
      ],
    },
    {
      id: 'curaj-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you need a name for a new product, service or campaign, how is it created?',
        ro: 'Când aveți nevoie de un nume pentru un produs, un serviciu sau o campanie nouă, cum îl creați?',
      },
      options: [
        {
          id: 'curaj-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A naming workshop or agency develops a shortlist and argues for it',
            ro: 'Un workshop de naming sau o agenție dezvoltă o listă scurtă și o argumentează',
          },
        },
        {
          id: 'curaj-10-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'The team creates the names; AI checks domains, trademarks and meanings in other languages',
            ro: 'Echipa creează numele; AI-ul verifică domeniile, mărcile înregistrate și sensurile în alte limbi',
          },
        },
        {
          id: 'curaj-10-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI generates hundreds of names; the team filters them and chooses',
            ro: 'AI-ul generează sute de nume; echipa le filtrează și alege',
          },
        },
        {
          id: 'curaj-10-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: "We take the AI tool's top-ranked available name",
            ro: 'Luăm numele disponibil clasat pe primul loc de instrumentul AI',
          },
        },
        {
          id: 'curaj-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely need to name anything new',
            ro: 'Rareori avem nevoie să denumim ceva nou',
          },
        },
      ],
    },
    {
      id: 'curaj-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is the visual direction of a major campaign set (mood, style, photography, art direction)?',
        ro: 'Cum se stabilește direcția vizuală a unei campanii importante (atmosferă, stil, fotografie, art direction)?',
      },
      options: [
        {
          id: 'curaj-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'An art director builds it from references, test shoots and sketches',
            ro: 'Un art director o construiește din referințe, ședințe foto de test și schițe',
          },
        },
        {
          id: 'curaj-11-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'The art director leads; AI-generated mood boards speed up the exploration',
            ro: 'Art directorul conduce procesul; moodboard-urile generate cu AI accelerează explorarea',
          },
        },
        {
          id: 'curaj-11-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI generates the key visuals; the art director selects and retouches them',
            ro: 'AI-ul generează vizualurile principale; art directorul le selectează și le retușează',
          },
        },
        {
          id: 'curaj-11-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI image tools produce the final visuals, with no art director involved',
            ro: 'Instrumentele AI de imagine produc vizualurile finale, fără implicarea unui art director',
          },
        },
        {
          id: 'curaj-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our campaigns don't have a distinct visual direction",
            ro: 'Campaniile noastre nu au o direcție vizuală distinctă',
          },
        },
      ],
    },
    {
      id: 'curaj-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When people comment on or tag your brand, who writes the replies that show its personality (humour, wit, empathy)?',
        ro: 'Când oamenii comentează sau menționează brandul, cine scrie răspunsurile care îi arată personalitatea (umor, spirit, empatie)?',
      },
      options: [
        {
          id: 'curaj-12-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Community managers write every reply themselves',
            ro: 'Community managerii scriu singuri fiecare răspuns',
          },
        },
        {
          id: 'curaj-12-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'Community managers write them; AI suggests replies that they often rewrite',
            ro: 'Le scriu community managerii; AI-ul sugerează răspunsuri pe care ei le rescriu adesea',
          },
        },
        {
          id: 'curaj-12-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI drafts most replies in the brand voice; community managers approve them',
            ro: 'AI-ul redactează majoritatea răspunsurilor în vocea brandului; community managerii le aprobă',
          },
        },
        {
          id: 'curaj-12-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'An AI bot replies automatically; people handle only escalations',
            ro: 'Un bot AI răspunde automat; oamenii preiau doar escaladările',
          },
        },
        {
          id: 'curaj-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't reply to comments or mentions",
            ro: 'Nu răspundem la comentarii sau mențiuni',
          },
        },
      ],
    },
    {
      id: 'curaj-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a bold campaign or experiment fails, how do you draw the lessons?',
        ro: 'Când o campanie sau un experiment îndrăzneț eșuează, cum trageți concluziile?',
      },
      options: [
        {
          id: 'curaj-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'In a blameless team retrospective, and the lessons are shared across marketing',
            ro: 'Printr-o retrospectivă în echipă, fără căutarea vinovaților, iar lecțiile sunt împărtășite în tot departamentul',
          },
        },
        {
          id: 'curaj-13-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'In a team retrospective, with AI summarising the data and the audience comments beforehand',
            ro: 'Printr-o retrospectivă în echipă, pentru care AI-ul sintetizează dinainte datele și comentariile publicului',
          },
        },
        {
          id: 'curaj-13-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI writes the post-mortem from the data; the team reads it',
            ro: 'AI-ul scrie analiza post-mortem din date; echipa o citește',
          },
        },
        {
          id: 'curaj-13-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'The results feed an AI optimisation tool that adjusts itself; there is no discussion',
            ro: 'Rezultatele ajung într-un instrument AI de optimizare care se ajustează singur; nu are loc nicio discuție',
          },
        },
        {
          id: 'curaj-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We rarely try anything bold enough to fail',
            ro: 'Rareori încercăm ceva suficient de îndrăzneț încât să poată eșua',
          },
        },
      ],
    },
    {
      id: 'curaj-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When your ads need people — faces, voices, testimonials — who appears in them?',
        ro: 'Când reclamele voastre au nevoie de oameni — fețe, voci, testimoniale — cine apare în ele?',
      },
      options: [
        {
          id: 'curaj-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Real customers, employees or cast talent, filmed and recorded',
            ro: 'Clienți reali, angajați sau actori aleși prin casting, filmați și înregistrați',
          },
        },
        {
          id: 'curaj-14-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Real people, with AI used for retouching, audio clean-up and cut-down versions',
            ro: 'Oameni reali, cu AI folosit pentru retuș, curățarea sunetului și versiunile scurte',
          },
        },
        {
          id: 'curaj-14-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'A mix: real people in the hero pieces, AI avatars and synthetic voices in the rest',
            ro: 'Un mix: oameni reali în materialele principale, avatare AI și voci sintetice în rest',
          },
        },
        {
          id: 'curaj-14-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'Mostly AI-generated people and voices',
            ro: 'În mare parte oameni și voci generate de AI',
          },
        },
        {
          id: 'curaj-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our ads don't feature people",
            ro: 'Reclamele noastre nu includ oameni',
          },
        },
      ],
    },
    {
      id: 'curaj-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'At which points do you let AI into your creative process today?',
        ro: 'În ce momente ale procesului creativ lăsați astăzi AI-ul să intervină?',
      },
      options: [
        {
          id: 'curaj-15-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Gathering references and inspiration before a brainstorm',
            ro: 'Strângerea de referințe și inspirație înainte de brainstorming',
          },
        },
        {
          id: 'curaj-15-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: "Challenging our ideas (playing devil's advocate, spotting clichés)",
            ro: 'Contestarea ideilor noastre (avocatul diavolului, identificarea clișeelor)',
          },
        },
        {
          id: 'curaj-15-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'Storyboards and animatics for presenting concepts',
            ro: 'Storyboard-uri și animatice pentru prezentarea conceptelor',
          },
        },
        {
          id: 'curaj-15-d',
          key: 'D',
          aiPercent: 60,
          text: {
            en: 'Writing copy variants for ads and posts',
            ro: 'Scrierea de variante de text pentru reclame și postări',
          },
        },
        {
          id: 'curaj-15-e',
          key: 'E',
          aiPercent: 75,
          text: {
            en: 'Producing finished visuals or video for publishing',
            ro: 'Producția de vizualuri sau video finale, gata de publicare',
          },
        },
        {
          id: 'curaj-15-f',
          key: 'F',
          aiPercent: null,
          text: OTHER_TEXT,
          input: { type: 'text', maxLength: 200 },
        },
        {
          id: 'curaj-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: {
            en: 'None: we keep AI out of our creative work',
            ro: 'Niciunul: ținem AI-ul departe de munca de creație',
          },
        },
      ],
    },
  ],
};
