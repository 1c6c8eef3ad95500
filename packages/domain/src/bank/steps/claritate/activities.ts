/**
 * CLARITATE: the step's 13 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 45 % human: the ideals are one A,
 * four B, six C and two D (machine share 734 / 13 = 56.5 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'positioning-statement',
    stem: { en: 'Who writes your positioning statement?', ro: 'Cine scrie declarația de poziționare?' },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'Choosing whom you serve and why you win stays with people, while AI tests the wording against competitors’ claims and customers’ words and suggests changes.',
      ro: 'Alegerea celor pe care îi serviți și a motivului pentru care câștigați rămâne la oameni, iar AI-ul verifică formularea față de promisiunile concurenților și cuvintele clienților și propune schimbări.',
    },
    levers: {
      towardMachine: {
        en: 'Ask AI to compare your current statement with three competitors’ claims and to restate it in customers’ words from reviews; whoever leads marketing keeps or rejects each change.',
        ro: 'Cereți AI-ului să compare declarația actuală cu promisiunile a trei concurenți și să o reformuleze cu cuvintele clienților din recenzii; persoana care conduce marketingul păstrează sau respinge fiecare schimbare.',
      },
      towardHuman: {
        en: 'A generated statement averages your category and commits to nothing: whoever leads marketing writes it with whoever sells and shapes the offer, and AI only checks it for overlap with competitors.',
        ro: 'O declarație generată sună ca media categoriei și nu se angajează la nimic: persoana care conduce marketingul o scrie cu cei care vând și construiesc oferta, iar AI-ul doar verifică suprapunerile cu concurenții.',
      },
      start: {
        en: 'Write a one-page statement with whoever sells and shapes the offer: for whom, which need, what you offer, why you and not the alternatives; every message and brief then starts from it.',
        ro: 'Scrieți o declarație de o pagină cu cei care vând și construiesc oferta: pentru cine, ce nevoie, ce oferiți, de ce voi și nu alternativele; fiecare mesaj și brief pornește apoi de la ea.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI compare your positioning statement with competitors and reviews',
          ro: 'Cereți AI-ului să compare declarația de poziționare cu concurenții și recenziile',
        },
        tool: { en: 'AI assistant with competitor claims', ro: 'Asistent AI cu promisiunile concurenților' },
      },
      towardHuman: {
        title: {
          en: 'Have people, not AI, write your positioning statement',
          ro: 'Lăsați oamenii, nu AI-ul, să scrie declarația de poziționare',
        },
        tool: { en: 'Positioning workshop agenda', ro: 'Agenda atelierului de poziționare' },
      },
      start: {
        title: {
          en: 'Write a one-page positioning statement with whoever sells',
          ro: 'Scrieți pe o pagină declarația de poziționare, cu cei care vând',
        },
        tool: { en: 'One-page positioning statement template', ro: 'Șablon de declarație de poziționare' },
      },
    },
  },
  {
    slug: 'key-messages',
    stem: {
      en: 'Who writes the key messages for each audience?',
      ro: 'Cine scrie mesajele-cheie pentru fiecare public?',
    },
    ideal: 'B',
    rationale: {
      en: 'Key messages turn the positioning into words buyers repeat, so people write them, and AI proposes variants in customers’ own language.',
      ro: 'Mesajele-cheie transformă poziționarea în cuvinte pe care cumpărătorii le repetă, deci le scriu oamenii, iar AI-ul propune variante în limbajul clienților.',
    },
    levers: {
      towardMachine: {
        en: 'For each audience, ask AI for ten message variants built from review and interview quotes; whoever writes your copy picks two, rewrites them and tests them in the next campaign.',
        ro: 'Pentru fiecare public, cereți AI-ului zece variante de mesaj construite din citate din recenzii și interviuri; cine vă scrie textele alege două, le rescrie și le testează în campania următoare.',
      },
      towardHuman: {
        en: 'Generated messages sound like the whole category, and whoever sells will not use lines nobody owns: one named person writes the final wording.',
        ro: 'Mesajele generate sună ca toată categoria, iar cei care vând nu folosesc formulări pe care nu și le asumă nimeni: o persoană desemnată scrie forma finală.',
      },
      start: {
        en: 'Write three key messages per audience, each with one proof, and share them with whoever sells; without them every channel tells a slightly different story.',
        ro: 'Scrieți trei mesaje-cheie pentru fiecare public, fiecare cu o dovadă, și împărțiți-le celor care vând; fără ele, fiecare canal spune o poveste puțin diferită.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI draft ten key-message variants per audience from quotes',
          ro: 'Cereți AI-ului zece variante de mesaj pe public, din citatele clienților',
        },
        tool: { en: 'Customer quote bank and AI assistant', ro: 'Bancă de citate și asistent AI' },
      },
      towardHuman: {
        title: {
          en: 'Have one named person write the final key messages',
          ro: 'Cereți unei persoane desemnate să scrie forma finală a mesajelor-cheie',
        },
        tool: { en: 'Copy sign-off log', ro: 'Registru de aprobare a textelor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write three key messages per audience, each with one proof',
          ro: 'Scrieți trei mesaje-cheie pentru fiecare public, fiecare cu o dovadă',
        },
        tool: { en: 'Message guide template', ro: 'Șablon de ghid de mesaje' },
      },
    },
  },
  {
    slug: 'value-proposition-test',
    stem: {
      en: 'Who tests which value proposition persuades buyers?',
      ro: 'Cine testează ce propunere de valoare îi convinge pe cumpărători?',
    },
    ideal: 'C',
    rationale: {
      en: 'Automated ad and landing page tests compare many propositions on real behaviour at low cost, while people set up the test and confirm the winner with customers.',
      ro: 'Testele automate cu reclame și landing page-uri compară ieftin multe propuneri pe comportamentul real, iar oamenii pregătesc testul și confirmă câștigătoarea cu clienții.',
    },
    levers: {
      towardMachine: {
        en: 'Run three to five propositions as equal-budget ads, or as landing page tests where your traffic allows, stopping automatically at a set sample size; whoever leads marketing reviews the results weekly.',
        ro: 'Testați trei până la cinci propuneri prin reclame cu bugete egale sau, unde traficul permite, prin landing page-uri, oprite automat la un eșantion stabilit; persoana care conduce marketingul analizează săptămânal rezultatele.',
      },
      towardHuman: {
        en: 'Synthetic audiences and click rates reward the catchiest line, not the truest: test the finalists in five real customer conversations before one enters your positioning.',
        ro: 'Audiențele sintetice și ratele de clic recompensează formularea cea mai atrăgătoare, nu cea mai adevărată: testați finalistele în cinci conversații cu clienți reali înainte ca una să intre în poziționare.',
      },
      start: {
        en: 'Test two value propositions against each other in one paid campaign or landing page this quarter; choosing on opinion alone puts the weaker one in front of every buyer.',
        ro: 'Testați în acest trimestru două propuneri de valoare una față de cealaltă, într-o campanie plătită sau pe un landing page; alegerea după păreri pune varianta mai slabă în fața tuturor cumpărătorilor.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Run automated equal-budget tests of three to five value propositions',
          ro: 'Testați automat, cu bugete egale, trei până la cinci propuneri de valoare',
        },
        tool: { en: 'A/B testing tool with auto-stop', ro: 'Instrument A/B cu oprire automată' },
      },
      towardHuman: {
        title: {
          en: 'Test finalist value propositions in five real customer conversations',
          ro: 'Testați propunerile de valoare finaliste în cinci conversații cu clienți reali',
        },
        tool: { en: 'Customer conversation test script', ro: 'Scenariu de discuție cu clienții' },
      },
      start: {
        title: {
          en: 'Test two value propositions head to head this quarter',
          ro: 'Testați în acest trimestru două propuneri de valoare una față de cealaltă',
        },
        tool: { en: 'Landing page split test', ro: 'Test A/B pe un landing page' },
      },
    },
  },
  {
    slug: 'proof-points',
    stem: {
      en: 'Who gathers the proof behind your key claims?',
      ro: 'Cine adună dovezile pentru promisiunile voastre principale?',
    },
    ideal: 'C',
    risks: ['brand-safety'],
    rationale: {
      en: 'AI searches customer results, reviews and product data for evidence behind every claim, while a person confirms each proof is true and cleared for use.',
      ro: 'AI-ul caută în rezultatele clienților, în recenzii și în datele de produs dovezi pentru fiecare promisiune, iar un om confirmă că fiecare dovadă este adevărată și aprobată.',
    },
    levers: {
      towardMachine: {
        en: 'Give AI your key claims with your case studies, reviews and product data; it proposes two sourced proofs per claim, and a person approves each before it enters the message guide.',
        ro: 'Dați AI-ului promisiunile principale împreună cu studiile de caz, recenziile și datele de produs; propune două dovezi cu sursă pentru fiecare, iar un om le aprobă înainte să intre în ghidul de mesaje.',
      },
      towardHuman: {
        en: 'A model will cite a figure nobody can back up: one named person checks every proof at its source, and every number with whoever keeps the data, because unproven claims draw complaints.',
        ro: 'Un model poate cita o cifră pe care nimeni nu o poate susține: o persoană desemnată verifică fiecare dovadă la sursă și fiecare cifră cu cel care ține datele, pentru că promisiunile nedovedite atrag reclamații.',
      },
      start: {
        en: 'List your five main claims and have AI find one proof for each in your case studies and reviews; a person checks them, since claims without proof read as slogans.',
        ro: 'Enumerați cele cinci promisiuni principale și cereți AI-ului câte o dovadă din studiile de caz și recenzii; un om le verifică, pentru că promisiunile fără dovezi par sloganuri.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI propose two sourced proofs for each key claim',
          ro: 'Cereți AI-ului două dovezi cu sursă pentru fiecare promisiune principală',
        },
        tool: { en: 'Claim and proof library', ro: 'Bibliotecă de promisiuni și dovezi' },
      },
      towardHuman: {
        title: {
          en: 'Have one named person check every claim’s proof at source',
          ro: 'Cereți unei persoane desemnate să verifice la sursă dovezile promisiunilor',
        },
        tool: { en: 'Proof source checklist', ro: 'Listă de verificare a surselor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'List your five main claims and have AI find proof',
          ro: 'Enumerați cele cinci promisiuni principale și cereți AI-ului câte o dovadă',
        },
        tool: { en: 'Five-claim proof sheet', ro: 'Fișă cu cinci promisiuni și dovezi' },
      },
    },
  },
  {
    slug: 'competitor-messages',
    stem: {
      en: 'Who logs changes in competitors’ messaging?',
      ro: 'Cine înregistrează schimbările din mesajele concurenților?',
    },
    ideal: 'D',
    rationale: {
      en: 'Watching rivals’ sites, ads and posts for new claims is round-the-clock monitoring that software handles end to end, so people only read the digest.',
      ro: 'Urmărirea noilor promisiuni de pe site-urile, din reclamele și postările concurenților este o monitorizare continuă pe care un program o face integral, iar oamenii doar citesc rezumatul.',
    },
    levers: {
      towardMachine: {
        en: 'Put change monitors on competitors’ websites, offers and social pages, and any ads they run in public ad libraries, into one weekly AI digest; whoever leads marketing reads it every Monday.',
        ro: 'Puneți monitorizare automată pe site-urile, ofertele și paginile sociale ale concurenților și pe reclamele lor din bibliotecile publice, într-un rezumat AI săptămânal; persoana care conduce marketingul îl citește în fiecare luni.',
      },
      start: {
        en: 'List the three competitors buyers compare you with most and set automatic alerts on their websites and ad libraries; otherwise you hear of a new rival claim from customers.',
        ro: 'Notați cei trei concurenți cu care vă compară cel mai des cumpărătorii și configurați alerte automate pe site-urile și bibliotecile lor de reclame; altfel aflați de la clienți despre noua promisiune a unui rival.',
      },
      letItRun: {
        en: 'Let the monitors log rivals’ page and ad changes unchecked; only a new claim on price, or on a product you also sell, reaches whoever leads marketing the same day.',
        ro: 'Lăsați instrumentele de monitorizare să noteze singure schimbările concurenților; doar o afirmație nouă despre preț sau despre un produs pe care îl vindeți și voi ajunge, în aceeași zi, la persoana care conduce marketingul.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Automate a weekly AI digest of competitors’ messaging changes',
          ro: 'Automatizați un rezumat AI săptămânal al schimbărilor din mesajele concurenților',
        },
        tool: { en: 'Page change monitor and ad library', ro: 'Monitorizarea paginilor și a reclamelor' },
      },
      start: {
        title: {
          en: 'Track the messaging of your three closest competitors with alerts',
          ro: 'Urmăriți prin alerte automate mesajele celor trei concurenți principali',
        },
        tool: { en: 'Website and ad-library alerts', ro: 'Alerte pentru site-uri și reclame' },
      },
    },
  },
  {
    slug: 'segments',
    stem: {
      en: 'Who divides your market into segments by need?',
      ro: 'Cine împarte piața în segmente după nevoi?',
    },
    ideal: 'C',
    weight: 3,
    risks: ['personal-data'],
    rationale: {
      en: 'Clustering survey and interview answers by need finds groups no workshop would, but people judge which groups are real and worth positioning for.',
      ro: 'Gruparea răspunsurilor din chestionare și interviuri după nevoi găsește segmente la care niciun atelier nu ajunge, dar oamenii judecă ce segmente sunt reale și merită vizate.',
    },
    levers: {
      towardMachine: {
        en: 'Gather buyers’ needs and buying criteria (a short survey, reviews, enquiries) and let an AI tool cluster them into three to six candidate segments; a person names them and checks each with whoever sells.',
        ro: 'Adunați nevoile și criteriile de alegere ale cumpărătorilor (chestionar scurt, recenzii, solicitări) și lăsați un instrument AI să le grupeze în trei–șase segmente propuse; un om le denumește și le verifică cu cei care vând.',
      },
      towardHuman: {
        en: 'Clusters mirror the questions you asked, not the market: whoever leads marketing decides which segments you position for and tests each one in five customer conversations.',
        ro: 'Segmentele automate reflectă întrebările puse, nu piața: persoana care conduce marketingul decide pentru ce segmente vă poziționați și verifică fiecare segment în cinci conversații cu clienți.',
      },
      start: {
        en: 'Have AI group customers by the need they buy for, not only by size or region, using survey answers and your customer records; then name the groups yourselves: one positioning cannot speak to all.',
        ro: 'Cereți AI-ului să grupeze clienții după nevoia pentru care cumpără, nu doar după mărime sau regiune, din chestionare și din evidența clienților; apoi denumiți voi grupurile, pentru că o poziționare nu poate vorbi tuturor.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI cluster buyer survey answers into needs-based segments',
          ro: 'Lăsați un instrument AI să grupeze răspunsurile cumpărătorilor în segmente de nevoi',
        },
        tool: { en: 'Needs survey with AI clustering', ro: 'Chestionar de nevoi cu grupare AI' },
      },
      towardHuman: {
        title: {
          en: 'Choose your target segments and test each with customers',
          ro: 'Alegeți segmentele vizate și verificați-le în conversații cu clienți',
        },
        tool: {
          en: 'Segment validation interview guide',
          ro: 'Ghid de interviu pentru validarea segmentelor',
        },
      },
      start: {
        title: {
          en: 'Have AI group customers by need, then name the segments',
          ro: 'Cereți AI-ului să grupeze clienții după nevoie, apoi denumiți segmentele',
        },
        tool: {
          en: 'Customer records export and needs survey',
          ro: 'Evidența clienților și chestionar de nevoi',
        },
      },
    },
  },
  {
    slug: 'personas',
    stem: {
      en: 'Who keeps your customer personas up to date?',
      ro: 'Cine actualizează profilurile de persona ale clienților?',
    },
    ideal: 'C',
    risks: ['personal-data'],
    rationale: {
      en: 'AI refreshes personas from new reviews, tickets and interviews every quarter, while a person who talks to customers checks them so they do not harden into stereotypes.',
      ro: 'AI-ul actualizează trimestrial profilurile de persona din recenzii, tichete și interviuri noi, iar un om care vorbește cu clienții le verifică, ca să nu devină stereotipuri.',
    },
    levers: {
      towardMachine: {
        en: 'Each quarter, have AI update every persona from new reviews, tickets and interview transcripts, marking what changed; a person approves the changes before briefs use them.',
        ro: 'În fiecare trimestru, cereți AI-ului să actualizeze fiecare profil de persona din recenziile, tichetele și transcrierile noi, marcând ce s-a schimbat; un om aprobă schimbările înainte să ajungă în brief-uri.',
      },
      towardHuman: {
        en: 'Synthetic personas sound plausible and drift into stereotypes: one named person validates each one against at least five real customer interviews before it shapes a campaign.',
        ro: 'Profilurile de persona sintetice sună plauzibil și alunecă în stereotipuri: o persoană desemnată validează fiecare profil pe baza a cel puțin cinci interviuri reale înainte să influențeze o campanie.',
      },
      start: {
        en: 'Build two or three personas from interviews and your customer records, with AI writing the first version and a person checking it; briefs without personas speak to everyone and convince no one.',
        ro: 'Construiți două sau trei profiluri de persona din interviuri și din evidența clienților: AI-ul scrie prima variantă, un om o verifică; brief-urile fără ele se adresează tuturor și nu conving pe nimeni.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI update your customer personas quarterly from new data',
          ro: 'Cereți AI-ului să actualizeze trimestrial profilurile de persona din datele noi',
        },
        tool: { en: 'Persona template with change log', ro: 'Șablon de persona cu istoricul schimbărilor' },
      },
      towardHuman: {
        title: {
          en: 'Validate each customer persona against five real interviews',
          ro: 'Validați fiecare profil de persona cu cinci interviuri reale',
        },
        tool: {
          en: 'Persona validation interview guide',
          ro: 'Ghid de interviu pentru validarea profilurilor',
        },
      },
      start: {
        title: {
          en: 'Build two or three customer personas from interviews and records',
          ro: 'Construiți două sau trei profiluri de persona din interviuri și evidența clienților',
        },
        tool: { en: 'One-page persona template', ro: 'Șablon de persona pe o pagină' },
      },
    },
  },
  {
    slug: 'customer-interviews',
    stem: {
      en: 'Who conducts your customer research interviews?',
      ro: 'Cine poartă interviurile de cercetare cu clienții?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Insight comes from the follow-up question after a pause or a contradiction, which takes an interviewer who knows the product and the market.',
      ro: 'Insight-ul apare la întrebarea de după o ezitare sau o contradicție, iar asta cere un intervievator care cunoaște produsul și piața.',
    },
    levers: {
      towardHuman: {
        en: 'Replace AI-moderated or form-based interviews with calls run by someone who knows your product and market; a person asks every question and every follow-up.',
        ro: 'Înlocuiți interviurile conduse de AI sau prin formular cu convorbiri purtate de cineva care cunoaște produsul și piața; un om pune fiecare întrebare, inclusiv pe cele suplimentare.',
      },
      start: {
        en: 'Interview eight customers this quarter, 30 minutes each, about their last purchase decision; without this, every message rests on guesses about what buyers think.',
        ro: 'Intervievați opt clienți în acest trimestru, câte 30 de minute, despre ultima lor decizie de cumpărare; fără asta, fiecare mesaj se sprijină pe presupuneri despre ce gândesc cumpărătorii.',
      },
      takeAiOut: {
        en: 'Turn off the AI assistant that suggests follow-up questions during calls; the interviewer asks their own, and the recording’s AI transcript and pulled quotes can stay.',
        ro: 'Dezactivați asistentul AI care sugerează întrebări suplimentare în timpul convorbirilor; cel care intervievează le pune pe ale lui, iar transcrierea AI a înregistrării și citatele extrase pot rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace AI-moderated customer interviews with calls a person runs',
          ro: 'Înlocuiți interviurile cu clienți conduse de AI cu convorbiri purtate de oameni',
        },
        tool: {
          en: 'Interview guide with follow-up questions',
          ro: 'Ghid de interviu cu întrebări suplimentare',
        },
      },
      start: {
        title: {
          en: 'Interview eight customers this quarter about their last purchase',
          ro: 'Intervievați opt clienți în acest trimestru despre ultima lor decizie de cumpărare',
        },
        tool: { en: 'Last-purchase interview guide', ro: 'Ghid de interviu despre ultima cumpărare' },
      },
    },
  },
  {
    slug: 'interview-insights',
    stem: {
      en: 'Who turns interview transcripts into insights?',
      ro: 'Cine transformă transcrierile interviurilor în insight-uri?',
    },
    ideal: 'C',
    risks: ['personal-data'],
    rationale: {
      en: 'A model codes themes and quotes from every transcript in minutes, while the person who held the calls checks what it missed or overstated.',
      ro: 'Un model extrage în câteva minute temele și citatele din fiecare transcriere, iar persoana care a purtat convorbirile verifică ce a omis sau a exagerat.',
    },
    levers: {
      towardMachine: {
        en: 'Run every transcript through an AI tool that tags themes, pains and exact quotes; the person who held the calls checks each theme in two transcripts before it goes into a brief.',
        ro: 'Treceți fiecare transcriere printr-un instrument AI care marchează temele, problemele și citatele exacte; persoana care a purtat convorbirile verifică fiecare temă în două transcrieri înainte să intre într-un brief.',
      },
      towardHuman: {
        en: 'Models smooth away the surprising answer and can invent a quote: the person who held the calls signs off every insight, with the transcript line it comes from.',
        ro: 'Modelele netezesc răspunsul surprinzător și pot inventa un citat: persoana care a purtat convorbirile aprobă fiecare insight, cu rândul din transcriere din care provine.',
      },
      start: {
        en: 'Record your next five customer calls with consent, have AI transcribe them and list recurring themes, then write three insights from them; unread interviews change nothing.',
        ro: 'Înregistrați, cu acordul lor, următoarele cinci convorbiri cu clienți, cereți AI-ului transcrierea și temele recurente, apoi formulați trei insight-uri din ele; interviurile necitite nu schimbă nimic.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI tag themes and quotes in every interview transcript',
          ro: 'Lăsați un instrument AI să marcheze temele și citatele din fiecare transcriere',
        },
        tool: {
          en: 'Transcript analysis tool with theme tagging',
          ro: 'Instrument AI de etichetare a temelor',
        },
      },
      towardHuman: {
        title: {
          en: 'Tie every interview insight to its transcript line',
          ro: 'Aprobați fiecare insight doar cu rândul din transcriere din care provine',
        },
        tool: { en: 'Insight sign-off log with quotes', ro: 'Registru de aprobare a insight-urilor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Record five customer calls and have AI list their themes',
          ro: 'Înregistrați cinci convorbiri cu clienți și cereți AI-ului temele recurente',
        },
        tool: { en: 'Consent script and AI transcription', ro: 'Text de acord și transcriere AI' },
      },
    },
  },
  {
    slug: 'feedback-themes',
    stem: {
      en: 'Who sorts customer feedback into themes?',
      ro: 'Cine grupează pe teme feedbackul clienților?',
    },
    ideal: 'D',
    risks: ['personal-data'],
    rationale: {
      en: 'Tagging every review, ticket and survey comment by theme is volume work a model does consistently, leaving people to work out what the themes mean.',
      ro: 'Etichetarea pe teme a fiecărei recenzii, fiecărui tichet și comentariu este muncă de volum pe care un model o face consecvent, iar oamenii se ocupă de sensul temelor.',
    },
    levers: {
      towardMachine: {
        en: 'Feed reviews, support tickets and survey comments, names removed, into a feedback analysis tool that tags every item daily; whoever leads marketing reads the monthly theme report.',
        ro: 'Trimiteți recenziile, tichetele de suport și comentariile din chestionare, fără nume, într-un instrument de analiză a feedbackului care etichetează zilnic fiecare mesaj; persoana care conduce marketingul citește raportul lunar pe teme.',
      },
      start: {
        en: 'Export last quarter’s reviews and support tickets without names and let an AI tool group them by theme; reading samples leaves most of what customers tell you unread.',
        ro: 'Exportați recenziile și tichetele de suport din ultimul trimestru, fără nume, și lăsați un instrument AI să le grupeze pe teme; citind doar eșantioane, ratați cea mai mare parte din ce vă spun clienții.',
      },
      letItRun: {
        en: 'Stop checking every tag: the tool tags reviews and tickets alone, and whoever leads marketing reads a sample of twenty a month, correcting the theme list where it misfiles.',
        ro: 'Nu mai verificați fiecare etichetă: instrumentul etichetează singur recenziile și cererile de suport, iar persoana care conduce marketingul citește lunar un eșantion de douăzeci și corectează lista de teme unde greșește.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Feed all anonymised customer feedback into a daily tagging tool',
          ro: 'Trimiteți tot feedbackul clienților, fără nume, într-un instrument de etichetare zilnică',
        },
        tool: { en: 'Feedback analysis tool with auto-tagging', ro: 'Instrument de analiză a feedbackului' },
      },
      start: {
        title: {
          en: 'Export last quarter’s reviews and tickets for AI theme grouping',
          ro: 'Exportați recenziile și tichetele din ultimul trimestru și grupați-le pe teme cu AI',
        },
        tool: { en: 'Anonymised feedback export', ro: 'Export de feedback fără nume' },
      },
    },
  },
  {
    slug: 'win-loss',
    stem: {
      en: 'Who finds out why buyers choose a competitor?',
      ro: 'Cine află de ce cumpărătorii aleg un concurent?',
    },
    ideal: 'B',
    rationale: {
      en: 'Lost buyers rarely give a form the real reason, so a person asks them, while AI searches your customer notes and reviews for the patterns.',
      ro: 'Cumpărătorii pierduți rareori spun într-un formular motivul real, deci îi întreabă un om, iar AI-ul caută tiparele în notițele despre clienți și în recenzii.',
    },
    levers: {
      towardMachine: {
        en: 'Each month, have AI read lost-sale notes in your customer records, cancellation reasons and competitors’ reviews and list the top five reasons; a person confirms them in three calls.',
        ro: 'Lunar, cereți AI-ului să citească notițele despre vânzările pierdute din evidența clienților, motivele de renunțare și recenziile concurenților și să listeze primele cinci motive; un om le confirmă în trei convorbiri.',
      },
      towardHuman: {
        en: 'Automated exit surveys collect polite answers such as “price”: one named person calls five lost buyers each quarter, because a positioning fix depends on the real reason.',
        ro: 'Chestionarele automate de plecare adună răspunsuri politicoase de tipul „prețul”: o persoană desemnată sună cinci cumpărători pierduți în fiecare trimestru, pentru că ajustarea poziționării depinde de motivul real.',
      },
      start: {
        en: 'Call five buyers who left or chose a competitor this quarter and ask what tipped the decision; it is the fastest way to learn where your positioning loses.',
        ro: 'Sunați cinci cumpărători care au plecat sau au ales un concurent în acest trimestru și întrebați ce a înclinat decizia; este cel mai rapid mod de a afla unde pierde poziționarea voastră.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI rank your top five lost-sale reasons each month',
          ro: 'Cereți AI-ului să listeze lunar primele cinci motive ale vânzărilor pierdute',
        },
        tool: { en: 'Lost-reason field in customer records', ro: 'Motivul pierderii în evidența clienților' },
      },
      towardHuman: {
        title: {
          en: 'Have one named person call five lost buyers quarterly',
          ro: 'Cereți unei persoane desemnate să sune trimestrial cinci cumpărători pierduți',
        },
        tool: { en: 'Lost-buyer call script', ro: 'Scenariu de convorbire cu cumpărătorii pierduți' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Call five buyers who chose a competitor this quarter',
          ro: 'Sunați cinci cumpărători care au ales un concurent în acest trimestru',
        },
        tool: { en: 'Five-question win-loss call guide', ro: 'Ghid de convorbire cu cinci întrebări' },
      },
    },
  },
  {
    slug: 'survey-design',
    stem: {
      en: 'Who writes the questions in your customer surveys?',
      ro: 'Cine scrie întrebările din chestionarele pentru clienți?',
    },
    ideal: 'B',
    weight: 1,
    rationale: {
      en: 'What you ask decides what you can learn, so people choose the questions, and AI helps by flagging leading or double-barrelled ones.',
      ro: 'Ce întrebați decide ce puteți afla, deci oamenii aleg întrebările, iar AI-ul ajută semnalându-le pe cele tendențioase sau duble.',
    },
    levers: {
      towardMachine: {
        en: 'Write the research goal first, then have AI propose questions and flag leading, double or vague ones; a person picks and orders the final set.',
        ro: 'Scrieți întâi obiectivul cercetării, apoi cereți AI-ului întrebări și semnalarea celor tendențioase, duble sau vagi; un om alege și ordonează setul final.',
      },
      towardHuman: {
        en: 'A generated survey asks what is easy to ask, not what you need to decide: a person writes the research goal and approves every question before sending.',
        ro: 'Un chestionar generat întreabă ce e ușor de întrebat, nu ce aveți de decis: un om scrie obiectivul cercetării și aprobă fiecare întrebare înainte de trimitere.',
      },
      start: {
        en: 'Send customers a five-question survey twice a year, tied to one decision you face; AI can check the wording, and the answers show where your messages miss.',
        ro: 'Trimiteți clienților de două ori pe an un chestionar de cinci întrebări, legat de o decizie pe care o aveți de luat; AI-ul verifică formulările, iar răspunsurile arată unde mesajele nu ajung.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have AI propose survey questions and flag leading ones',
          ro: 'Cereți AI-ului întrebări pentru chestionar și semnalarea celor tendențioase',
        },
        tool: { en: 'Survey brief with AI question review', ro: 'Brief de chestionar cu verificare AI' },
      },
      towardHuman: {
        title: {
          en: 'Write the survey goal yourselves and approve every question',
          ro: 'Scrieți voi obiectivul chestionarului și aprobați fiecare întrebare',
        },
        tool: { en: 'Survey question approval checklist', ro: 'Listă de aprobare a întrebărilor' },
      },
      start: {
        title: {
          en: 'Send customers a five-question survey twice a year',
          ro: 'Trimiteți clienților de două ori pe an un chestionar de cinci întrebări',
        },
        tool: { en: 'Five-question survey template', ro: 'Șablon de chestionar cu cinci întrebări' },
      },
    },
  },
  {
    slug: 'market-overview',
    stem: {
      en: 'Who compiles your overviews of market size and growth?',
      ro: 'Cine întocmește analizele de mărime și creștere a pieței?',
    },
    ideal: 'C',
    weight: 1,
    rationale: {
      en: 'AI research tools gather reports, statistics and competitor figures in hours, and a person checks sources and numbers before anyone quotes them.',
      ro: 'Instrumentele AI de cercetare adună în câteva ore rapoarte, statistici și cifrele concurenților, iar un om verifică sursele și cifrele înainte să le citeze cineva.',
    },
    levers: {
      towardMachine: {
        en: 'Give an AI research assistant a fixed outline (size, growth, main players, prices) once a year; a person checks every figure against its cited source and drops any without one.',
        ro: 'Dați unui asistent AI de cercetare o structură fixă (mărime, creștere, jucători principali, prețuri) o dată pe an; un om verifică fiecare cifră la sursa citată și o elimină pe cea fără sursă.',
      },
      towardHuman: {
        en: 'AI research can invent or misdate figures: one named person traces each number to its source before it reaches a plan, the owner or leadership, or an investor.',
        ro: 'Cercetarea făcută cu AI poate inventa sau data greșit cifre: o persoană desemnată urmărește fiecare număr până la sursă înainte să ajungă într-un plan, în fața conducerii sau a investitorilor.',
      },
      start: {
        en: 'Produce a two-page market overview with an AI research tool and have a person check it; without one, budgets and targets rest on guesses about market size.',
        ro: 'Realizați cu un instrument AI de cercetare o analiză de piață de două pagini și cereți unui om să o verifice; fără ea, bugetele și țintele se sprijină pe presupuneri despre mărimea pieței.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have an AI research assistant compile the yearly market overview',
          ro: 'Cereți unui asistent AI de cercetare analiza anuală a pieței',
        },
        tool: { en: 'Fixed market-overview outline', ro: 'Structură fixă pentru analiza de piață' },
      },
      towardHuman: {
        title: {
          en: 'Trace every market figure to its source before use',
          ro: 'Verificați la sursă fiecare cifră despre piață înainte de folosire',
        },
        tool: { en: 'Source log for every figure', ro: 'Registrul surselor pentru fiecare cifră' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Produce a two-page market overview with an AI research tool',
          ro: 'Realizați cu AI o analiză de piață de două pagini',
        },
        tool: { en: 'Two-page market overview template', ro: 'Șablon de analiză de piață' },
      },
    },
  },
]);
