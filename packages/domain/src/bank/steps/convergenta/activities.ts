/**
 * CONVERGENTA: the step's 13 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 60 % human: the ideals are four A,
 * four B, four C and one D (machine share 500 / 13 = 38.5 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'channel-roles',
    stem: {
      en: 'Who sets each channel’s role in a campaign?',
      ro: 'Cine stabilește rolul fiecărui canal într-o campanie?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Deciding which channel builds reach, which persuades and which closes is what turns separate channels into one plan, and people must own that choice.',
      ro: 'Ce canal aduce notorietate, care convinge și care închide vânzarea este alegerea care face din canale separate un singur plan, iar oamenii trebuie să și-o asume.',
    },
    levers: {
      towardHuman: {
        en: 'If automated campaign types pick your channels, take the choice back: whoever leads marketing writes each channel’s role (reach, consideration, conversion) in the plan before any budget goes live.',
        ro: 'Dacă tipurile de campanii automate vă aleg canalele, preluați decizia: persoana care conduce marketingul scrie rolul fiecărui canal (notorietate, considerare, conversie) în plan înainte să pornească bugetul.',
      },
      start: {
        en: 'Before the next campaign, give every channel one role and one metric on a single page; without it, channels chase the same customers and claim the same sales.',
        ro: 'Înaintea următoarei campanii, dați fiecărui canal un singur rol și un singur indicator, pe o pagină; fără asta, canalele urmăresc aceiași clienți și își atribuie aceleași vânzări.',
      },
      takeAiOut: {
        en: 'For each campaign, whoever leads marketing writes the channel roles without an AI-proposed mix to start from; reach and cost by channel from past campaigns remain the inputs.',
        ro: 'La fiecare campanie, persoana care conduce marketingul scrie rolurile canalelor fără o combinație de canale propusă de AI ca punct de plecare; acoperirea și costul pe canal din campaniile trecute rămân datele de lucru.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have whoever leads marketing set each channel’s campaign role',
          ro: 'Cereți persoanei care conduce marketingul să scrie rolul fiecărui canal în plan',
        },
        tool: { en: 'Channel role table in the plan', ro: 'Tabel cu rolurile canalelor' },
      },
      start: {
        title: {
          en: 'Give every channel one role and one metric per campaign',
          ro: 'Dați fiecărui canal un singur rol și un singur indicator în campanie',
        },
        tool: { en: 'One-page channel role map', ro: 'Hartă a canalelor, pe o pagină' },
      },
    },
  },
  {
    slug: 'one-story',
    stem: {
      en: 'Who keeps a campaign’s story the same across channels?',
      ro: 'Cine păstrează aceeași poveste a campaniei pe toate canalele?',
    },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'A person keeps the story, writing the messaging matrix and deciding what to fix; AI can compare every ad, post and e-mail with that matrix in minutes.',
      ro: 'Un om păstrează povestea: scrie matricea de mesaje și decide ce se corectează; AI-ul poate compara în câteva minute fiecare reclamă, postare și e-mail cu această matrice.',
    },
    levers: {
      towardMachine: {
        en: 'Load your messaging matrix into an AI assistant and run each channel’s assets through it before launch; it flags departures, and whoever owns the campaign decides which to fix.',
        ro: 'Încărcați matricea de mesaje într-un asistent AI și treceți prin el materialele fiecărui canal înainte de lansare; el semnalează abaterile, iar cine răspunde de campanie decide ce se corectează.',
      },
      towardHuman: {
        en: 'A consistency score checks wording, not meaning: whoever owns the campaign reviews one asset from each channel every week, because a claim can match the matrix and still mislead in context.',
        ro: 'Un scor automat de consecvență verifică formulările, nu sensul: cine răspunde de campanie analizează săptămânal câte un material din fiecare canal, pentru că o afirmație poate respecta matricea și totuși să înșele.',
      },
      start: {
        en: 'Write a one-page messaging matrix (core message, proof points, tone per channel) and check every launch against it; customers who hear five versions remember none.',
        ro: 'Scrieți o matrice de mesaje de o pagină (mesajul central, dovezile, tonul pe fiecare canal) și verificați fiecare lansare față de ea; clienții care aud cinci versiuni nu rețin niciuna.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI check every channel’s assets against your messaging matrix',
          ro: 'Lăsați AI-ul să verifice materialele fiecărui canal față de matricea de mesaje',
        },
        tool: { en: 'AI assistant loaded with messaging matrix', ro: 'Asistent AI cu matricea de mesaje' },
      },
      towardHuman: {
        title: {
          en: 'Review one campaign asset from each channel every week',
          ro: 'Analizați săptămânal câte un material al campaniei de pe fiecare canal',
        },
        tool: { en: 'Weekly cross-channel asset review', ro: 'Analiză săptămânală a materialelor pe canale' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write a one-page messaging matrix and check launches against it',
          ro: 'Scrieți o matrice de mesaje de o pagină pentru verificarea lansărilor',
        },
        tool: { en: 'One-page messaging matrix template', ro: 'Șablon de matrice de mesaje' },
      },
    },
  },
  {
    slug: 'budget-shifts',
    stem: {
      en: 'Who moves budget between channels during a campaign?',
      ro: 'Cine mută bugetul între canale în timpul unei campanii?',
    },
    ideal: 'C',
    rationale: {
      en: 'Automation sees daily which channel returns more per euro and moves money within set limits, while a person reviews the shifts against each channel’s role.',
      ro: 'Automatizarea vede zilnic ce canal aduce mai mult pe fiecare euro și mută banii în limitele stabilite, iar un om verifică mutările față de rolul fiecărui canal.',
    },
    levers: {
      towardMachine: {
        en: 'Let your ad platforms’ automatic budgets move up to 20 % of spend daily by cost per result (a cross-channel tool only from three platforms up); whoever runs your ads reviews each shift on Mondays.',
        ro: 'Lăsați bugetele automate ale platformelor să mute zilnic până la 20 % din cheltuieli după costul pe rezultat (un instrument comun abia de la trei platforme); cine se ocupă de reclame verifică lunea fiecare mutare.',
      },
      towardHuman: {
        en: 'An optimiser chasing cheap conversions starves the channels that build reach: set a minimum per channel, and have whoever runs your ads approve any shift below it.',
        ro: 'Un algoritm care urmărește conversiile ieftine lasă fără bani canalele care aduc notorietate: fixați un minim pe fiecare canal, iar cine se ocupă de reclame aprobă orice mutare sub el.',
      },
      start: {
        en: 'Budget fixed at launch keeps paying the weakest channel for weeks; agree a weekly shift rule (limits, a minimum per channel), let your ad platforms apply it and review it each Monday.',
        ro: 'Un buget fixat la lansare plătește săptămâni întregi canalul cel mai slab; stabiliți o regulă săptămânală de mutare (limite, un minim pe canal), aplicată de platformele de publicitate și verificată lunea.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a budget tool shift spend between channels daily',
          ro: 'Lăsați un instrument comun de buget să mute zilnic banii între canale',
        },
        tool: { en: 'Cross-channel budget allocation tool', ro: 'Instrument comun de alocare a bugetului' },
      },
      towardHuman: {
        title: {
          en: 'Set channel budget minimums that only a person can override',
          ro: 'Fixați un buget minim pe canal, sub care decide doar un om',
        },
        tool: { en: 'Channel budget floors and approval rule', ro: 'Praguri minime de buget pe canal' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Agree a weekly rule for shifting budget between channels',
          ro: 'Stabiliți o regulă săptămânală pentru mutarea bugetului între canale',
        },
        tool: { en: 'Budget shift rule sheet', ro: 'Regulă scrisă de mutare a bugetului' },
      },
    },
  },
  {
    slug: 'ad-bidding',
    stem: {
      en: 'Who sets the bids in your ad platforms?',
      ro: 'Cine fixează sumele de licitare în platformele de publicitate?',
    },
    ideal: 'D',
    rationale: {
      en: 'Bidding algorithms price every auction alone, on signals no person can weigh in real time; a monthly audit of cost per result is all a person adds.',
      ro: 'Algoritmii de licitare evaluează singuri fiecare licitație, după semnale pe care niciun om nu le poate cântări în timp real; un om verifică doar lunar costul pe rezultat.',
    },
    levers: {
      towardMachine: {
        en: 'Switch manual bids to target-based bidding (cost per acquisition or return on ad spend) with a monthly cap; whoever runs your ads audits cost per result every month.',
        ro: 'Treceți de la licitarea manuală la licitarea automată după o țintă (cost pe achiziție sau randamentul cheltuielilor publicitare) cu un plafon lunar; cine se ocupă de reclame verifică lunar costul pe rezultat.',
      },
      start: {
        en: 'Without bids tied to a target you overpay for clicks that never buy; start one campaign on automated bidding with a cost-per-result target and a daily budget cap.',
        ro: 'Fără licitare legată de o țintă, plătiți prea mult pentru clicuri care nu cumpără niciodată; porniți o campanie cu licitare automată, o țintă de cost pe rezultat și un plafon zilnic de buget.',
      },
      letItRun: {
        en: 'Stop checking each bid the platform sets; with a target cost per result and a daily cap, alert whoever runs your ads only when a week runs 30 % over target.',
        ro: 'Nu mai verificați fiecare sumă licitată de platformă: cu un cost-țintă pe rezultat și un plafon zilnic, cel care se ocupă de reclame primește o alertă doar când o săptămână depășește ținta cu 30 %.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Switch manual ad bids to target-based automated bidding',
          ro: 'Treceți de la licitarea manuală la licitarea automată după o țintă',
        },
        tool: { en: 'Target-based bidding with monthly cap', ro: 'Licitare automată cu plafon lunar' },
      },
      start: {
        title: {
          en: 'Start one ad campaign on automated bidding with a target',
          ro: 'Porniți o campanie cu licitare automată și o țintă de cost pe rezultat',
        },
        tool: { en: 'Cost-per-result target and daily cap', ro: 'Țintă de cost și plafon zilnic' },
      },
    },
  },
  {
    slug: 'retargeting-rules',
    stem: {
      en: 'Who sets the rules for retargeting past visitors?',
      ro: 'Cine stabilește regulile pentru reclamele către foștii vizitatori?',
    },
    ideal: 'B',
    weight: 1,
    risks: ['personal-data'],
    rationale: {
      en: 'The platform can propose audiences and default frequency caps, but a person writes the rules: who is excluded, for how long, and when following someone becomes intrusive.',
      ro: 'Platforma poate propune audiențe și limite implicite de frecvență, dar un om scrie regulile: cine este exclus, pentru cât timp și când insistența devine deranjantă.',
    },
    levers: {
      towardMachine: {
        en: 'Let the ad platform build retargeting audiences from site behaviour, capped at three views a week; whoever runs your ads reviews time windows and exclusions each quarter.',
        ro: 'Lăsați platforma de publicitate să construiască audiențele din comportamentul pe site, cu o limită de trei afișări pe săptămână; cine se ocupă de reclame revede trimestrial perioadele și excluderile.',
      },
      towardHuman: {
        en: 'Fully automated retargeting chases buyers with what they just bought and can use data beyond consent: a person sets exclusions, windows and caps, and checks the consent records.',
        ro: 'Reclamele complet automate îi urmăresc pe cumpărători cu produsul abia cumpărat și pot folosi date fără consimțământ: un om stabilește excluderile, perioadele și limitele și verifică evidența consimțămintelor.',
      },
      start: {
        en: 'Visitors who leave without buying are your cheapest next sale; write three rules (who sees ads, for how many days, who is excluded) and apply them to consenting visitors only.',
        ro: 'Vizitatorii care pleacă fără să cumpere sunt cea mai ieftină vânzare următoare; scrieți trei reguli (cine vede reclame, câte zile, cine este exclus) și aplicați-le doar vizitatorilor care și-au dat consimțământul.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let the ad platform build your retargeting audiences',
          ro: 'Lăsați platforma de publicitate să construiască audiențele pentru foștii vizitatori',
        },
        tool: { en: 'Platform audiences with frequency cap', ro: 'Audiențe automate cu limită de frecvență' },
      },
      towardHuman: {
        title: {
          en: 'Have a person set retargeting exclusions, windows and caps',
          ro: 'Cereți unui om să fixeze excluderile, perioadele și limitele pentru foștii vizitatori',
        },
        tool: { en: 'Retargeting rules and consent check', ro: 'Reguli scrise și evidența consimțămintelor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write three retargeting rules for consenting past visitors',
          ro: 'Scrieți trei reguli pentru reclamele către foștii vizitatori care și-au dat consimțământul',
        },
        tool: { en: 'Three-rule retargeting sheet', ro: 'Fișă cu trei reguli de afișare' },
      },
    },
  },
  {
    slug: 'ad-placements',
    stem: { en: 'Who checks where your ads appear?', ro: 'Cine verifică unde apar reclamele voastre?' },
    ideal: 'C',
    weight: 3,
    risks: ['brand-safety'],
    topic: 'brand-safety',
    rationale: {
      en: 'Verification tools scan millions of placements a day and block those on your list; a person sets which sites and topics are wrong for you and reviews the report.',
      ro: 'Instrumentele de verificare scanează zilnic milioane de plasamente și le blochează pe cele din lista voastră; un om stabilește ce site-uri și subiecte nu vi se potrivesc și verifică raportul.',
    },
    levers: {
      towardMachine: {
        en: 'Switch on the platforms’ brand-safety settings and a verification tool loaded with your block list of sites and topics; whoever runs your ads reads the placement report each month.',
        ro: 'Activați setările de siguranță a brandului din platforme și un instrument de verificare cu lista voastră de site-uri și subiecte excluse; cine se ocupă de reclame citește lunar raportul de plasamente.',
      },
      towardHuman: {
        en: 'Default block lists miss context: a person must own the exclusion list and review new placements monthly, since one ad beside extremist or fake content can cost years of trust.',
        ro: 'Listele implicite de excludere nu înțeleg contextul: un om trebuie să dețină lista și să verifice lunar plasamentele noi, pentru că o reclamă lângă conținut extremist sau fals poate costa ani de încredere.',
      },
      start: {
        en: 'Download this month’s placement report from your ad platforms, block the sites and apps you would not want to be seen on, and set a verification tool to apply the list.',
        ro: 'Descărcați raportul de plasamente al lunii din platformele de publicitate, excludeți site-urile și aplicațiile lângă care nu vreți să apăreți și setați un instrument de verificare care aplică lista.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Switch on brand-safety settings and a placement verification tool',
          ro: 'Activați setările de siguranță a brandului și un instrument de verificare a plasamentelor',
        },
        tool: { en: 'Ad verification tool with block list', ro: 'Verificare automată cu listă de excludere' },
      },
      towardHuman: {
        title: {
          en: 'Name an owner for the ad exclusion list and placements',
          ro: 'Desemnați un om care deține lista de excludere și verifică lunar plasamentele',
        },
        tool: { en: 'Monthly placement review checklist', ro: 'Listă de verificare lunară a plasamentelor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Block unwanted sites and apps from this month’s ad placements',
          ro: 'Excludeți site-urile și aplicațiile nepotrivite din plasamentele reclamelor de luna aceasta',
        },
        tool: { en: 'Placement report and block list', ro: 'Raport de plasamente, listă de excludere' },
      },
    },
  },
  {
    slug: 'press-pitching',
    stem: {
      en: 'Who pitches your stories to journalists?',
      ro: 'Cine propune jurnaliștilor poveștile voastre?',
    },
    ideal: 'A',
    rationale: {
      en: 'Journalists cover stories offered by people they trust, and a generated pitch sent in bulk burns the relationships earned media depends on.',
      ro: 'Jurnaliștii scriu despre subiectele propuse de oameni în care au încredere, iar o propunere generată și trimisă în masă distruge relațiile de care depinde media câștigată.',
    },
    levers: {
      towardHuman: {
        en: 'Stop bulk or AI-written pitches: one named person writes each pitch to a named journalist, starting from their recent articles, and sends no more than ten a week.',
        ro: 'Opriți propunerile trimise în masă sau scrise de AI: o persoană desemnată scrie fiecare propunere unui jurnalist anume, pornind de la articolele lui recente, și trimite cel mult zece pe săptămână.',
      },
      start: {
        en: 'Press coverage is the most credible channel you have; list the fifteen journalists who cover your market and have one person offer each of them a story this quarter.',
        ro: 'Apariția în presă este cel mai credibil canal pe care îl aveți; faceți lista celor cincisprezece jurnaliști care scriu despre piața voastră și cereți unei persoane să propună fiecăruia un subiect în acest trimestru.',
      },
      takeAiOut: {
        en: 'Pitches go out in the sender’s own words, under 150 words and with no AI first draft to polish; a tool may still list each journalist’s five latest articles.',
        ro: 'Propunerile pleacă în cuvintele celui care le trimite, în cel mult 150 de cuvinte și fără o primă variantă AI de șlefuit; un instrument poate aduna în continuare ultimele cinci articole ale fiecărui jurnalist.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have one named person write every press pitch personally',
          ro: 'Cereți unei persoane desemnate să scrie personal fiecare propunere către jurnaliști',
        },
        tool: { en: 'Journalist file with recent articles', ro: 'Fișă de jurnalist cu articole recente' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Offer a story to each of fifteen journalists this quarter',
          ro: 'Propuneți câte un subiect fiecăruia dintre cei cincisprezece jurnaliști, în acest trimestru',
        },
        tool: { en: 'Fifteen-journalist media list', ro: 'Lista celor cincisprezece jurnaliști' },
      },
    },
  },
  {
    slug: 'influencer-selection',
    stem: {
      en: 'Who chooses the influencers your brand works with?',
      ro: 'Cine alege influencerii cu care lucrează brandul?',
    },
    ideal: 'B',
    risks: ['brand-safety'],
    rationale: {
      en: 'Tools check audience size, fake followers and past posts in minutes, but whether a creator’s values and voice fit your brand is a human judgement.',
      ro: 'Instrumentele verifică în câteva minute audiența, urmăritorii falși și postările vechi, dar dacă valorile și stilul unui creator se potrivesc brandului este o judecată umană.',
    },
    levers: {
      towardMachine: {
        en: 'Use an influencer platform to shortlist creators by audience fit and screen them for fake followers and past controversies; whoever leads marketing picks from the shortlist and talks to each.',
        ro: 'Folosiți o platformă pentru influenceri ca să alegeți creatori după potrivirea audienței și să verificați dacă au urmăritori falși sau controverse; persoana care conduce marketingul alege din listă și discută cu fiecare.',
      },
      towardHuman: {
        en: 'A creator picked on reach alone can embarrass the brand overnight: whoever leads marketing reads three months of their posts and talks to them before any contract.',
        ro: 'Un creator ales doar după audiență poate face de rușine brandul peste noapte: persoana care conduce marketingul citește postările lui din ultimele trei luni și discută cu el înaintea oricărui contract.',
      },
      start: {
        en: 'Customers trust creators they follow more than ads; pick three small creators your customers already follow, check their audiences with a tool, and meet them before a paid trial.',
        ro: 'Clienții cred mai mult creatorii urmăriți decât reclamele; alegeți trei creatori mici pe care îi urmăresc clienții voștri, verificați-le audiența cu un instrument și discutați cu ei înaintea unei colaborări de probă.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let an influencer platform shortlist and screen creators',
          ro: 'Lăsați o platformă pentru influenceri să preselecteze și să verifice creatorii',
        },
        tool: {
          en: 'Influencer platform with audience screening',
          ro: 'Platformă pentru influenceri cu verificarea audienței',
        },
      },
      towardHuman: {
        title: {
          en: 'Have whoever leads marketing vet each influencer before any contract',
          ro: 'Cereți persoanei care conduce marketingul să verifice fiecare influencer înaintea contractului',
        },
        tool: { en: 'Influencer vetting checklist', ro: 'Listă de verificare pentru influenceri' },
      },
      start: {
        title: {
          en: 'Pick three small creators your customers follow for a trial',
          ro: 'Alegeți trei creatori mici urmăriți de clienți pentru o colaborare de probă',
        },
        tool: { en: 'Paid trial brief for creators', ro: 'Brief pentru colaborarea de probă' },
      },
    },
  },
  {
    slug: 'social-comments',
    stem: {
      en: 'Who answers comments on your social media pages?',
      ro: 'Cine răspunde comentariilor de pe paginile voastre de social media?',
    },
    ideal: 'B',
    risks: ['ai-act-disclosure', 'brand-safety'],
    rationale: {
      en: 'Filters can hide spam and sort comments by urgency, but replies in the brand’s name need a person who can read irony, anger and a real complaint.',
      ro: 'Filtrele pot ascunde mesajele nedorite și ordona comentariile după urgență, dar răspunsurile în numele brandului cer un om care recunoaște ironia, furia și o plângere reală.',
    },
    levers: {
      towardMachine: {
        en: 'Add a social inbox tool that hides spam, tags comments by topic and suggests replies to routine questions; whoever answers edits and sends every reply, clearing the queue twice a day.',
        ro: 'Introduceți un instrument pentru social media care ascunde mesajele nedorite, etichetează comentariile și propune răspunsuri la întrebările de rutină; cine răspunde editează și trimite fiecare răspuns, verificând lista de două ori pe zi.',
      },
      towardHuman: {
        en: 'Automated replies misread sarcasm and complaints, and people must be told when a bot answers: keep a named person on every reply and on hiding any critical comment.',
        ro: 'Răspunsurile automate interpretează greșit sarcasmul și plângerile, iar oamenii trebuie anunțați când răspunde un robot: o persoană desemnată scrie fiecare răspuns și decide ascunderea oricărui comentariu critic.',
      },
      start: {
        en: 'Unanswered comments tell every visitor nobody is listening; name one person to answer within a working day, with a spam filter on and ten model answers to start from.',
        ro: 'Comentariile fără răspuns le arată vizitatorilor că nu ascultă nimeni; desemnați o persoană care răspunde în cel mult o zi lucrătoare, cu filtrul de mesaje nedorite activat și zece răspunsuri model.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a social inbox sort comments and suggest replies',
          ro: 'Lăsați un instrument să sorteze comentariile de social media și să propună răspunsuri',
        },
        tool: { en: 'Social inbox with reply suggestions', ro: 'Căsuță de mesaje pentru social media' },
      },
      towardHuman: {
        title: {
          en: 'Keep a named person on every social media reply',
          ro: 'Lăsați o persoană desemnată să scrie fiecare răspuns pe social media',
        },
        tool: { en: 'Reply and hide-comment guidelines', ro: 'Reguli de răspuns și de ascundere' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Name one person to answer social comments within a day',
          ro: 'Desemnați o persoană care răspunde comentariilor de pe social media într-o zi',
        },
        tool: { en: 'Ten model answers and spam filter', ro: 'Set de zece răspunsuri model' },
      },
    },
  },
  {
    slug: 'mention-monitoring',
    stem: {
      en: 'Who monitors mentions of your brand across media?',
      ro: 'Cine monitorizează mențiunile brandului în presă și online?',
    },
    ideal: 'C',
    rationale: {
      en: 'Monitoring tools catch every article, post and review within minutes and score their tone, while a person reads what they flag and decides what needs an answer.',
      ro: 'Instrumentele de monitorizare prind în câteva minute fiecare articol, postare și recenzie și le evaluează tonul, iar un om citește ce semnalează ele și decide ce cere un răspuns.',
    },
    levers: {
      towardMachine: {
        en: 'Set up a monitoring tool on your brand, product and key people’s names, with AI sentiment scoring and alerts on sudden spikes; one named person reads the flagged items every morning.',
        ro: 'Configurați un instrument de monitorizare pe numele brandului, al produselor și al oamenilor-cheie, cu evaluarea AI a sentimentului și alerte la creșteri bruște; o persoană desemnată citește dimineața elementele semnalate.',
      },
      towardHuman: {
        en: 'Sentiment scores misread sarcasm and can bury a critical article by a key journalist: a person reads every flagged mention daily and decides which get an answer or go to the owner or leadership.',
        ro: 'Scorurile de sentiment interpretează greșit sarcasmul și pot îngropa un articol critic al unui jurnalist important: un om citește zilnic fiecare mențiune semnalată și decide ce primește răspuns sau ajunge la conducere.',
      },
      start: {
        en: 'Criticism you hear about late is the hardest to answer; set free alerts on your brand and product names today, and name one person who reads them every morning.',
        ro: 'Critica aflată târziu este cea mai greu de gestionat; setați azi alerte gratuite pe numele brandului și ale produselor și desemnați o persoană care le citește în fiecare dimineață.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a monitoring tool track and score every brand mention',
          ro: 'Lăsați un instrument de monitorizare să urmărească și să evalueze mențiunile brandului',
        },
        tool: {
          en: 'Media monitoring tool with sentiment alerts',
          ro: 'Monitorizare media cu analiză de sentiment',
        },
      },
      towardHuman: {
        title: {
          en: 'Have one person read every flagged brand mention daily',
          ro: 'Cereți unei persoane desemnate să citească zilnic mențiunile semnalate ale brandului',
        },
        tool: { en: 'Daily mention triage sheet', ro: 'Fișă zilnică de triere a mențiunilor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Set free alerts on your brand and product names',
          ro: 'Configurați alerte gratuite pe numele brandului și ale produselor',
        },
        tool: { en: 'Free web mention alerts', ro: 'Alerte gratuite pentru mențiuni' },
      },
    },
  },
  {
    slug: 'online-criticism',
    stem: {
      en: 'Who responds when criticism of your brand spreads online?',
      ro: 'Cine răspunde când critica la adresa brandului se răspândește online?',
    },
    ideal: 'A',
    risks: ['brand-safety'],
    rationale: {
      en: 'When criticism spreads, what the brand says, where and how fast decides whether it fades or grows, and only people who know the brand’s history with customers can judge that.',
      ro: 'Când o critică se răspândește, ce spune brandul, unde și cât de repede decide dacă se stinge sau crește, iar asta judecă doar cine cunoaște istoria brandului cu clienții.',
    },
    levers: {
      towardHuman: {
        en: 'Keep automated replies and scheduled posts away from a crisis: pause all scheduled content, and let one named person who speaks for the brand write every public reply, approved by the owner or leadership.',
        ro: 'Țineți răspunsurile automate și postările programate departe de o criză: opriți tot conținutul programat, iar o persoană desemnată să vorbească pentru brand scrie fiecare răspuns public, aprobat de conducere.',
      },
      start: {
        en: 'A slow or clumsy first reply turns a complaint into a story; write a one-page plan naming who answers, who approves and which scheduled posts pause, and rehearse it once a year.',
        ro: 'Un prim răspuns lent sau stângaci transformă o plângere într-un subiect de presă; scrieți un plan de o pagină care spune cine răspunde, cine aprobă și ce postări programate se opresc și exersați-l anual.',
      },
      takeAiOut: {
        en: 'No public reply to criticism starts as an AI suggestion: whoever speaks for the brand writes each one from a blank page; AI may still count mentions hour by hour.',
        ro: 'Niciun răspuns public la critici nu pornește de la o sugestie AI: cine vorbește în numele brandului îl scrie pe fiecare de la zero; AI-ul poate număra în continuare mențiunile, oră de oră.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Pause scheduled posts; let one named person answer critics',
          ro: 'Opriți postările programate; răspunsul la critici îl dă o persoană desemnată',
        },
        tool: { en: 'Crisis pause switch and reply log', ro: 'Oprire rapidă și registru de răspunsuri' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write and rehearse a one-page plan for online criticism',
          ro: 'Scrieți și exersați un plan de o pagină pentru criticile online',
        },
        tool: { en: 'One-page crisis response plan', ro: 'Plan de criză pe o pagină' },
      },
    },
  },
  {
    slug: 'home-page',
    stem: {
      en: 'Who decides what your website’s home page promotes?',
      ro: 'Cine decide ce promovează pagina principală a site-ului?',
    },
    ideal: 'A',
    weight: 1,
    rationale: {
      en: 'The home page is your most visited owned space, so what it promotes is a priority a person sets from the campaign plan, reading site data on what visitors click.',
      ro: 'Pagina principală este cel mai vizitat spațiu propriu, așa că ce promovează este o prioritate pe care un om o stabilește după planul campaniilor, citind datele despre ce accesează vizitatorii.',
    },
    levers: {
      towardHuman: {
        en: 'Left to automated personalisation, the home page drifts toward whatever gets clicks and away from the campaign: one person sets what it promotes each month from the campaign calendar.',
        ro: 'Lăsată pe seama personalizării automate, pagina principală alunecă spre ce atrage clicuri și se îndepărtează de campanie: o persoană stabilește lunar ce promovează, după calendarul campaniilor.',
      },
      start: {
        en: 'A home page still showing last season’s offer wastes your cheapest traffic; name one person who updates it with every campaign, reading site data on what visitors click.',
        ro: 'O pagină principală care arată încă oferta sezonului trecut irosește cel mai ieftin trafic pe care îl aveți; desemnați o persoană care o actualizează la fiecare campanie, după datele despre ce accesează vizitatorii.',
      },
      takeAiOut: {
        en: 'Turn off the AI-picked banner and featured products on your home page: whoever leads marketing sets both at each campaign change; the weekly click report stays.',
        ro: 'Nu mai lăsați AI-ul să aleagă bannerul principal și produsele evidențiate din pagina principală: persoana care conduce marketingul le stabilește la fiecare schimbare de campanie; raportul săptămânal de clicuri rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have one person set the home page’s monthly focus',
          ro: 'Cereți unei persoane să stabilească lunar ce promovează pagina principală',
        },
        tool: { en: 'Monthly home page focus brief', ro: 'Brief lunar pentru pagina principală' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Name a person who updates the home page every campaign',
          ro: 'Desemnați o persoană care actualizează pagina principală la fiecare campanie',
        },
        tool: { en: 'Home page update checklist', ro: 'Listă de actualizare a paginii principale' },
      },
    },
  },
  {
    slug: 'ai-search-visibility',
    stem: {
      en: 'Who tracks how AI assistants present your brand?',
      ro: 'Cine urmărește cum prezintă asistenții AI brandul vostru?',
    },
    ideal: 'C',
    topic: 'ai-search-visibility',
    rationale: {
      en: 'Tools can put hundreds of buyer questions to ChatGPT, Perplexity and Google AI Overviews each week, while a person judges the errors and decides what fixes them.',
      ro: 'Instrumentele pot pune săptămânal sute de întrebări de cumpărător în ChatGPT, Perplexity și Google AI Overviews, iar un om judecă erorile și decide ce le corectează.',
    },
    levers: {
      towardMachine: {
        en: 'Set up an AI visibility tool that runs your 50 key buyer questions weekly in ChatGPT, Perplexity and AI Overviews; one named person reviews errors and competitor mentions monthly.',
        ro: 'Introduceți un instrument de vizibilitate în AI care pune săptămânal cele 50 de întrebări-cheie ale cumpărătorilor în ChatGPT, Perplexity și AI Overviews; o persoană desemnată analizează lunar erorile și mențiunile concurenților.',
      },
      towardHuman: {
        en: 'A tracker reports wrong answers but cannot fix them: a person decides which errors matter and corrects the site pages, listings and press sources the assistants cite.',
        ro: 'Un instrument de urmărire raportează răspunsurile greșite, dar nu le corectează: un om decide ce erori contează și corectează paginile site-ului, profilurile și sursele din presă citate de asistenți.',
      },
      start: {
        en: 'Buyers now ask AI assistants before they search; put twenty buyer questions to ChatGPT, Perplexity and Google, note where your brand is missing or wrong, and repeat monthly with a tool.',
        ro: 'Cumpărătorii întreabă acum asistenții AI înainte să caute; puneți în ChatGPT, Perplexity și Google douăzeci de întrebări de cumpărător, notați unde brandul lipsește sau apare greșit și repetați lunar cu un instrument.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Have a tool ask AI assistants 50 buyer questions weekly',
          ro: 'Lăsați un instrument să pună săptămânal asistenților AI 50 de întrebări de cumpărător',
        },
        tool: { en: 'AI search visibility tracker', ro: 'Instrument de vizibilitate în AI' },
      },
      towardHuman: {
        title: {
          en: 'Have a person correct the sources of wrong AI answers',
          ro: 'Cereți unui om să corecteze sursele răspunsurilor AI greșite',
        },
        tool: { en: 'AI answer error log', ro: 'Registru al erorilor din răspunsurile AI' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Ask AI assistants twenty buyer questions and note brand gaps',
          ro: 'Puneți asistenților AI douăzeci de întrebări de cumpărător și notați unde lipsește brandul',
        },
        tool: { en: 'Buyer question list and answer log', ro: 'Listă de întrebări și răspunsuri notate' },
      },
    },
  },
]);
