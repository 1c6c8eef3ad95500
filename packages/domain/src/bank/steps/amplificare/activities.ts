/**
 * AMPLIFICARE: the step's 13 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 55 % human: the ideals are two A,
 * five B, five C and one D (machine share 600 / 13 = 46.2 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'content-calendar',
    stem: {
      en: 'Who plans your monthly content calendar?',
      ro: 'Cine planifică calendarul editorial lunar?',
    },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'AI can suggest topics from search demand and past results, while a person sets each month’s priorities and decides which topics make the calendar.',
      ro: 'AI-ul poate propune subiecte pornind de la căutări și de la rezultatele anterioare, iar un om stabilește prioritățile fiecărei luni și decide ce subiecte intră în calendar.',
    },
    levers: {
      towardMachine: {
        en: 'Have an AI tool propose next month’s topics from search queries, customers’ questions and last month’s most-read pieces; whoever plans the calendar keeps or cuts each one in a 30-minute review.',
        ro: 'Cereți unui instrument AI să propună subiectele lunii următoare din căutări, întrebările clienților și cele mai citite materiale ale lunii trecute; cine planifică calendarul păstrează sau elimină fiecare subiect într-o analiză de 30 de minute.',
      },
      towardHuman: {
        en: 'A generated calendar fills dates, not priorities: whoever leads marketing sets each month’s three themes from launches and revenue goals before any tool fills in the slots.',
        ro: 'Un calendar generat umple date, nu priorități: persoana care conduce marketingul stabilește cele trei teme ale fiecărei luni din lansări și obiectivele de vânzări, înainte ca un instrument să completeze zilele.',
      },
      start: {
        en: 'Without a calendar, content arrives late and off-priority; name one person who plans a month ahead around three themes, with AI suggesting topics for each.',
        ro: 'Fără calendar, conținutul apare târziu și pe lângă priorități; desemnați o persoană care planifică o lună înainte, pe trei teme, iar AI-ul propune subiecte pentru fiecare.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI propose next month’s content calendar topics',
          ro: 'Lăsați AI-ul să propună subiectele calendarului editorial pentru luna următoare',
        },
        tool: { en: 'AI topic tool using search data', ro: 'Instrument AI care propune subiecte' },
      },
      towardHuman: {
        title: {
          en: 'Have whoever leads marketing set each month’s three content themes',
          ro: 'Cereți persoanei care conduce marketingul să stabilească cele trei teme ale lunii',
        },
        tool: { en: 'Monthly themes planning sheet', ro: 'Fișă lunară de planificare a temelor' },
      },
      start: {
        title: {
          en: 'Name one person to plan a three-theme content calendar',
          ro: 'Desemnați o persoană pentru calendarul editorial lunar, pe trei teme',
        },
        tool: { en: 'Monthly content calendar template', ro: 'Șablon de calendar editorial lunar' },
      },
    },
  },
  {
    slug: 'customer-stories',
    stem: {
      en: 'Who gathers the customer stories you publish?',
      ro: 'Cine culege poveștile clienților pe care le publicați?',
    },
    ideal: 'A',
    risks: ['personal-data'],
    rationale: {
      en: 'Customers open up to a person who listens and asks again, and their consent to be quoted is a promise a person has to keep.',
      ro: 'Clienții se deschid în fața unui om care ascultă și revine cu întrebări, iar acordul lor de a fi citați este o promisiune pe care o ține un om.',
    },
    levers: {
      towardHuman: {
        en: 'Replace form or chatbot interviews with a 30-minute call led by a person who knows the customer; record it only with consent, and have the customer approve every quote before publication.',
        ro: 'Înlocuiți interviurile prin formular sau chatbot cu o convorbire de 30 de minute condusă de un om care cunoaște clientul; înregistrați-o doar cu acordul lui, iar clientul aprobă fiecare citat înainte de publicare.',
      },
      start: {
        en: 'Named customers persuade more than anything you say about yourselves; book two customer interviews a month, each led by one person, with written consent to publish.',
        ro: 'Clienții care vorbesc în nume propriu conving mai mult decât orice spuneți despre voi; programați două interviuri cu clienți pe lună, conduse de o persoană desemnată, cu acord scris de publicare.',
      },
      takeAiOut: {
        en: 'Whoever interviewed the customer writes the story that gets published, instead of editing an AI rewrite of the call; the transcript and quote timestamps can stay AI-made.',
        ro: 'Cel care a intervievat clientul scrie povestea publicată, în loc să corecteze o rescriere AI a convorbirii; transcrierea și minutajul citatelor pot fi făcute în continuare cu AI.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Run customer-story interviews as 30-minute calls led by a person',
          ro: 'Faceți interviurile pentru poveștile clienților în convorbiri de 30 de minute',
        },
        tool: { en: 'Interview guide and quote approval form', ro: 'Ghid de interviu, aprobarea citatelor' },
      },
      start: {
        title: {
          en: 'Book two customer-story interviews a month with written consent',
          ro: 'Programați lunar două interviuri cu clienți, cu acord scris de publicare',
        },
        tool: { en: 'Written consent-to-publish form', ro: 'Formular de acord pentru publicare' },
      },
    },
  },
  {
    slug: 'expert-articles',
    stem: {
      en: 'Who writes the articles your experts sign?',
      ro: 'Cine scrie articolele semnate de experții voștri?',
    },
    ideal: 'B',
    rationale: {
      en: 'Readers come for the expert’s experience; AI can structure notes and tighten the prose, but the ideas and the signature must be the expert’s.',
      ro: 'Cititorii vin pentru experiența expertului; AI-ul poate structura notițele și strânge textul, dar ideile și semnătura trebuie să fie ale expertului.',
    },
    levers: {
      towardMachine: {
        en: 'Record a 20-minute talk with the expert, let AI turn the transcript into a structured first draft, and have the expert rewrite it and approve every claim before signing.',
        ro: 'Înregistrați o discuție de 20 de minute cu expertul, lăsați AI-ul să transforme transcrierea într-o primă variantă structurată, iar expertul o rescrie și aprobă fiecare afirmație înainte să semneze.',
      },
      towardHuman: {
        en: 'A generated article under an expert’s name sounds generic and can carry wrong claims: the expert gives the ideas in an interview and corrects every version before signing it.',
        ro: 'Un articol generat, semnat de un expert, sună generic și poate conține afirmații greșite: expertul dă ideile într-un interviu și corectează fiecare variantă înainte să o semneze.',
      },
      start: {
        en: 'Articles signed by your experts build trust that advertising cannot buy; start with one a month: a recorded interview, an AI-structured first draft, the expert’s rewrite and sign-off.',
        ro: 'Articolele semnate de experții voștri aduc o încredere pe care reclamele nu o pot cumpăra; începeți cu unul pe lună: un interviu înregistrat, o primă variantă structurată cu AI, rescrierea și aprobarea expertului.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI turn recorded expert interviews into article first drafts',
          ro: 'Lăsați AI-ul să transforme interviurile cu experții în prima variantă a articolelor',
        },
        tool: {
          en: 'Transcription tool with AI structuring',
          ro: 'Instrument de transcriere cu structurare AI',
        },
      },
      towardHuman: {
        title: {
          en: 'Have experts give the ideas and correct their signed articles',
          ro: 'Cereți experților ideile din interviu și corectura articolelor pe care le semnează',
        },
        tool: { en: 'Expert interview guide and sign-off sheet', ro: 'Ghid de interviu, fișă de aprobare' },
      },
      start: {
        title: {
          en: 'Publish one expert-signed article a month from a recorded interview',
          ro: 'Publicați lunar un articol semnat de un expert, pe baza unui interviu',
        },
        tool: { en: 'Expert article workflow checklist', ro: 'Listă de pași pentru articolele experților' },
      },
    },
  },
  {
    slug: 'blog-drafts',
    stem: {
      en: 'Who writes the first drafts of your blog posts?',
      ro: 'Cine scrie prima variantă a articolelor de blog?',
    },
    ideal: 'C',
    risks: ['brand-safety'],
    rationale: {
      en: 'AI writes a usable first draft in minutes from a brief and your sources; a person reviews it, adds the angle and examples, and checks every figure.',
      ro: 'AI-ul scrie în câteva minute o primă variantă utilizabilă, din brief și din sursele voastre; un om o verifică, adaugă unghiul și exemplele și controlează fiecare cifră.',
    },
    levers: {
      towardMachine: {
        en: 'Give the AI tool your style guide, the brief and three source documents; it writes the first draft, and a person rewrites the opening, adds your own examples and checks every figure.',
        ro: 'Dați instrumentului AI ghidul de stil, brief-ul și trei documente-sursă; el scrie prima variantă, iar un om rescrie începutul, adaugă exemplele voastre și verifică fiecare cifră.',
      },
      towardHuman: {
        en: 'AI posts published unread look like everyone else’s and repeat errors: a person must add your angle and examples and check every figure before a post goes out.',
        ro: 'Articolele scrise de AI și publicate fără să le citească nimeni seamănă cu ale tuturor și repetă erori: un om adaugă unghiul și exemplele voastre și verifică fiecare cifră înainte de publicare.',
      },
      start: {
        en: 'Regular posts make you easy to find and give whoever sells something to send; write a one-page brief per post, let AI draft it, and have a person finish it within two days.',
        ro: 'Articolele regulate vă fac ușor de găsit și le dau celor care vând ceva de trimis; scrieți un brief de o pagină, AI-ul scrie prima variantă, iar un om o termină în două zile.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI write the first drafts of your blog posts',
          ro: 'Lăsați AI-ul să scrie prima variantă a articolelor de blog',
        },
        tool: { en: 'AI writer with your style guide', ro: 'Asistent AI cu ghidul de stil' },
      },
      towardHuman: {
        title: {
          en: 'Have a person add your angle and check blog figures',
          ro: 'Cereți unui om să adauge unghiul și să verifice cifrele articolelor de blog',
        },
        tool: { en: 'Review checklist for AI posts', ro: 'Listă de verificare pentru articolele AI' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Publish regular blog posts from one-page briefs and AI drafts',
          ro: 'Publicați regulat articole de blog: brief de o pagină, prima variantă cu AI',
        },
        tool: { en: 'One-page blog brief template', ro: 'Șablon de brief de o pagină' },
      },
    },
  },
  {
    slug: 'fact-check',
    stem: {
      en: 'Who checks the facts and figures in your content?',
      ro: 'Cine verifică afirmațiile și cifrele din conținutul vostru?',
    },
    ideal: 'B',
    weight: 3,
    risks: ['brand-safety'],
    rationale: {
      en: 'AI can flag every claim and suggest sources, but only a person who opens the source can confirm that a figure is right and current.',
      ro: 'AI-ul poate semnala fiecare afirmație și propune surse, dar doar un om care deschide sursa poate confirma că o cifră este corectă și actuală.',
    },
    levers: {
      towardMachine: {
        en: 'Have an AI tool list every claim, figure and quote in a piece with a suggested source; a person opens each source and ticks it off before approval.',
        ro: 'Cereți unui instrument AI să listeze fiecare afirmație, cifră și citat dintr-un material, cu o sursă propusă; un om deschide fiecare sursă și o bifează înainte de aprobare.',
      },
      towardHuman: {
        en: 'Models invent plausible figures and sources: one named person opens the source behind every claim, because one false number under your brand costs more than the piece earns.',
        ro: 'Modelele inventează cifre și surse plauzibile: o persoană desemnată deschide sursa fiecărei afirmații, pentru că o cifră falsă sub numele brandului costă mai mult decât aduce materialul.',
      },
      start: {
        en: 'One wrong figure can undo years of credibility; add a fact check to every piece: the author lists the sources, AI flags unsupported claims, a person verifies them.',
        ro: 'O singură cifră greșită poate anula ani de credibilitate; introduceți o verificare a surselor pentru fiecare material: autorul listează sursele, AI-ul semnalează afirmațiile nesusținute, un om le verifică.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI list your content’s claims and figures with sources',
          ro: 'Lăsați AI-ul să listeze afirmațiile și cifrele din conținut, cu surse propuse',
        },
        tool: { en: 'AI claim extractor with source links', ro: 'Instrument AI de extragere a afirmațiilor' },
      },
      towardHuman: {
        title: {
          en: 'Have one named person verify every content claim at source',
          ro: 'Desemnați o persoană care deschide sursa fiecărei afirmații din conținut',
        },
        tool: { en: 'Claim-by-claim source check log', ro: 'Registru de verificare a surselor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Add a fact check to every piece of content',
          ro: 'Introduceți verificarea surselor și a cifrelor pentru fiecare material',
        },
        tool: { en: 'Claims and sources checklist', ro: 'Listă de verificare a afirmațiilor' },
      },
    },
  },
  {
    slug: 'publish-approval',
    stem: {
      en: 'Who gives final approval before content goes live?',
      ro: 'Cine dă aprobarea finală înainte de publicarea conținutului?',
    },
    ideal: 'A',
    rationale: {
      en: 'Everything published speaks for the brand, so a named person must decide that it goes out and stand behind it.',
      ro: 'Tot ce se publică vorbește în numele brandului, așa că un om anume decide publicarea și și-o asumă.',
    },
    levers: {
      towardHuman: {
        en: 'Switch off publishing without sign-off: every piece waits in the workflow until one named person approves it, and the tool logs who approved what and when.',
        ro: 'Opriți publicarea fără aprobare: fiecare material așteaptă în fluxul de lucru până îl aprobă o persoană desemnată, iar instrumentul înregistrează cine a aprobat, ce și când.',
      },
      start: {
        en: 'Without a named approver, mistakes go live and nobody owns them; name who approves content on each channel, with a 24-hour limit so approval never blocks the calendar.',
        ro: 'Fără cineva care aprobă, greșelile ajung publice și nu răspunde nimeni de ele; stabiliți cine aprobă conținutul pe fiecare canal, cu termen de 24 de ore, ca aprobarea să nu blocheze calendarul.',
      },
      takeAiOut: {
        en: 'Every post reaches the person named to approve it, including posts an AI checker rates low-risk; the checker’s spelling and brand-term flags arrive as notes, not as a pass.',
        ro: 'Fiecare postare ajunge la persoana desemnată să o aprobe, inclusiv postările pe care un verificator AI le consideră fără risc; semnalările lui de ortografie și termeni de brand vin ca note, nu ca aprobare.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Switch off publishing without a named person’s approval',
          ro: 'Opriți publicarea conținutului fără aprobarea unei persoane desemnate',
        },
        tool: { en: 'Approval step with sign-off log', ro: 'Etapă de aprobare cu registru' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Name who approves content on each channel, within 24 hours',
          ro: 'Stabiliți cine aprobă conținutul pe fiecare canal, în cel mult 24 de ore',
        },
        tool: { en: 'Approver list per channel', ro: 'Listă cu cine aprobă pe canal' },
      },
    },
  },
  {
    slug: 'seo-optimisation',
    stem: {
      en: 'Who optimises your content for search engines?',
      ro: 'Cine optimizează conținutul pentru motoarele de căutare?',
    },
    ideal: 'C',
    rationale: {
      en: 'SEO tools and AI set keywords, titles, structure and internal links faster than people; a person reviews each page so it still reads well and says something new.',
      ro: 'Instrumentele SEO și AI-ul stabilesc cuvintele-cheie, titlurile, structura și legăturile interne mai repede decât oamenii; un om verifică fiecare pagină, ca textul să rămână clar și să aducă ceva nou.',
    },
    levers: {
      towardMachine: {
        en: 'Let an SEO tool set the title, meta description, headings and internal links of each draft; a person reads each optimised page before it goes live and undoes what hurts readability.',
        ro: 'Lăsați un instrument SEO să stabilească titlul, meta-descrierea, subtitlurile și legăturile interne ale fiecărui text; un om citește fiecare pagină optimizată înainte de publicare și anulează ce o face greu de citit.',
      },
      towardHuman: {
        en: 'Text rewritten only for keywords loses readers and can be ranked as low quality: a person checks that each optimised piece still answers the reader’s question first.',
        ro: 'Un text rescris doar pentru cuvinte-cheie pierde cititori și poate fi considerat de calitate slabă: un om verifică dacă fiecare material optimizat răspunde întâi la întrebarea cititorului.',
      },
      start: {
        en: 'Content nobody finds works for nobody; pick the ten searches your buyers make, let an SEO tool optimise one existing page for each, and have a person approve the changes.',
        ro: 'Conținutul pe care nu-l găsește nimeni nu ajută pe nimeni; alegeți cele zece căutări ale cumpărătorilor voștri, lăsați un instrument SEO să optimizeze câte o pagină existentă pentru fiecare, iar un om aprobă modificările.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let an SEO tool set titles, headings and internal links',
          ro: 'Lăsați un instrument SEO să stabilească titlul, subtitlurile și legăturile fiecărui text',
        },
        tool: { en: 'SEO optimisation tool', ro: 'Instrument de optimizare SEO' },
      },
      towardHuman: {
        title: {
          en: 'Have a person check each SEO-edited text answers the reader',
          ro: 'Cereți unui om să verifice că textele optimizate răspund întâi la întrebarea cititorului',
        },
        tool: {
          en: 'Readability and search-intent checklist',
          ro: 'Listă de verificare a clarității textului',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Match ten existing pages to your buyers’ top ten searches',
          ro: 'Potriviți zece pagini existente cu cele zece căutări principale ale cumpărătorilor',
        },
        tool: { en: 'SEO tool and keyword list', ro: 'Instrument SEO și listă de căutări' },
      },
    },
  },
  {
    slug: 'localisation',
    stem: {
      en: 'Who adapts your content for other languages?',
      ro: 'Cine adaptează conținutul pentru alte limbi?',
    },
    ideal: 'C',
    weight: 1,
    risks: ['brand-safety'],
    rationale: {
      en: 'Machine translation with your glossary handles most of the text; a native speaker fixes the tone, idioms and local references that would otherwise embarrass the brand.',
      ro: 'Traducerea automată cu glosarul vostru rezolvă cea mai mare parte a textului; un vorbitor nativ corectează tonul, expresiile și referințele locale care altfel ar face brandul de râs.',
    },
    levers: {
      towardMachine: {
        en: 'Translate with an AI tool fed your glossary and past translations; a native speaker reviews every headline, claim and call to action, and reads one full piece in five.',
        ro: 'Traduceți cu un instrument AI care folosește glosarul și traducerile voastre anterioare; un vorbitor nativ verifică fiecare titlu, afirmație și îndemn la acțiune și citește integral un material din cinci.',
      },
      towardHuman: {
        en: 'Unreviewed machine translation misses idioms, legal terms and local references: a native speaker for each market reviews customer-facing pieces before they are published.',
        ro: 'Traducerea automată neverificată ratează expresiile, termenii juridici și referințele locale: un vorbitor nativ pentru fiecare piață verifică materialele pentru clienți înainte de publicare.',
      },
      start: {
        en: 'Customers buy more readily in their own language; translate your five most-read pieces with an AI tool and your glossary, and have a native speaker review them before publishing.',
        ro: 'Clienții cumpără mai ușor în limba lor; traduceți cele mai citite cinci materiale cu un instrument AI și cu glosarul vostru, iar un vorbitor nativ le verifică înainte de publicare.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI translate content with your glossary and past translations',
          ro: 'Lăsați AI-ul să traducă conținutul folosind glosarul și traducerile anterioare',
        },
        tool: { en: 'AI translation tool with glossary', ro: 'Instrument AI de traducere cu glosar' },
      },
      towardHuman: {
        title: {
          en: 'Have a native speaker per market review translated content',
          ro: 'Cereți unui vorbitor nativ din fiecare piață să verifice traducerile înainte de publicare',
        },
        tool: { en: 'Translation review checklist per market', ro: 'Listă de verificare a traducerilor' },
      },
      start: {
        title: {
          en: 'Translate your five most-read pieces with AI and a glossary',
          ro: 'Traduceți cu AI și glosar cele mai citite cinci materiale',
        },
        tool: { en: 'Glossary of brand terms', ro: 'Glosar de termeni ai brandului' },
      },
    },
  },
  {
    slug: 'post-images',
    stem: {
      en: 'Who produces the images for your posts?',
      ro: 'Cine produce imaginile pentru postările voastre?',
    },
    ideal: 'C',
    risks: ['ai-act-disclosure', 'brand-safety'],
    rationale: {
      en: 'Generative and template tools produce and resize everyday images fast; a person who knows your brand look approves them and rejects anything misleading or too close to someone else’s work.',
      ro: 'Instrumentele generative și șabloanele produc și redimensionează rapid imaginile obișnuite; un om care cunoaște stilul brandului le aprobă și respinge ce e înșelător sau prea apropiat de munca altcuiva.',
    },
    levers: {
      towardMachine: {
        en: 'Set up brand templates and an image generator with your style references; the tools produce and resize the images for every post, and a person who knows your brand look approves each batch before publication.',
        ro: 'Pregătiți șabloane de brand și un generator de imagini cu referințele voastre de stil; instrumentele produc și redimensionează imaginile pentru fiecare postare, iar un om care cunoaște stilul brandului aprobă fiecare set înainte de publicare.',
      },
      towardHuman: {
        en: 'Unreviewed generated images drift off brand, distort products and people, and can copy others’ work: a person approves every image before it goes out.',
        ro: 'Imaginile generate și neverificate se abat de la brand, deformează produsele și oamenii și pot copia munca altora: un om aprobă fiecare imagine înainte de publicare.',
      },
      start: {
        en: 'Posts with images draw more attention than text alone; build five brand templates, let AI fill them for each post, and have a person approve each week’s batch.',
        ro: 'Postările cu imagini atrag mai multă atenție decât textul simplu; creați cinci șabloane de brand, lăsați AI-ul să le completeze pentru fiecare postare, iar un om aprobă setul fiecărei săptămâni.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let brand templates and AI produce your post images',
          ro: 'Lăsați șabloanele de brand și AI-ul să producă imaginile postărilor',
        },
        tool: { en: 'Image generator with brand style', ro: 'Generator de imagini cu stilul brandului' },
      },
      towardHuman: {
        title: {
          en: 'Have a person approve every post image before publication',
          ro: 'Cereți unui om să aprobe fiecare imagine a postărilor înainte de publicare',
        },
        tool: { en: 'Image approval checklist', ro: 'Listă de aprobare a imaginilor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Build five brand templates for AI-filled post images',
          ro: 'Creați cinci șabloane de brand pe care AI-ul le completează pentru postări',
        },
        tool: { en: 'Brand image template set', ro: 'Set de șabloane de brand' },
      },
    },
  },
  {
    slug: 'short-videos',
    stem: { en: 'Who produces your short videos?', ro: 'Cine produce clipurile video scurte?' },
    ideal: 'B',
    weight: 1,
    risks: ['ai-act-disclosure', 'brand-safety'],
    rationale: {
      en: 'Real people on camera and a person shaping the story make video credible; AI saves hours on editing, subtitles and format versions.',
      ro: 'Oamenii reali din cadru și cineva care construiește povestea fac un video credibil; AI-ul economisește ore la montaj, subtitrări și versiuni de format.',
    },
    levers: {
      towardMachine: {
        en: 'Film your own people, then let AI tools make the rough cut, add subtitles and create vertical versions; whoever made the video checks every cut and subtitle before publishing.',
        ro: 'Filmați oamenii voștri, apoi lăsați instrumentele AI să facă primul montaj, să adauge subtitrări și să creeze versiuni verticale; cine a făcut clipul verifică fiecare montaj și subtitrare înainte de publicare.',
      },
      towardHuman: {
        en: 'Fully generated videos with synthetic presenters erode trust and must be labelled: keep real people on camera and one person who decides the story and approves the final cut.',
        ro: 'Clipurile generate integral, cu prezentatori sintetici, scad încrederea și trebuie marcate: păstrați oameni reali în cadru și o persoană care decide povestea și aprobă montajul final.',
      },
      start: {
        en: 'Short video takes a growing share of your audience’s attention; film one two-minute piece a month on a phone with someone who knows your product, and let AI add subtitles and cut versions.',
        ro: 'Clipurile scurte iau o parte tot mai mare din atenția publicului; filmați lunar, pe telefon, un clip de două minute cu cineva care vă cunoaște produsul, iar AI-ul adaugă subtitrările și face versiunile.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI rough-cut, subtitle and resize your short videos',
          ro: 'Lăsați AI-ul să facă montajul, subtitrările și versiunile verticale ale clipurilor scurte',
        },
        tool: { en: 'AI video editor with auto-subtitles', ro: 'Editor video AI cu subtitrare automată' },
      },
      towardHuman: {
        title: {
          en: 'Keep real people and one story owner in short videos',
          ro: 'Păstrați oameni reali în cadru și un om care decide povestea clipurilor',
        },
        tool: { en: 'Story outline and final-cut sign-off', ro: 'Schiță de poveste, aprobarea montajului' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Film a monthly two-minute phone video about your product',
          ro: 'Filmați lunar, pe telefon, un clip de două minute despre produsul vostru',
        },
        tool: { en: 'Phone filming kit', ro: 'Trusă de filmare pe telefon' },
      },
    },
  },
  {
    slug: 'long-to-short',
    stem: {
      en: 'Who turns long pieces into short formats?',
      ro: 'Cine transformă materialele lungi în formate scurte?',
    },
    ideal: 'C',
    risks: ['brand-safety'],
    rationale: {
      en: 'AI can cut a webinar or report into clips, posts and newsletter items in minutes; a person checks that no quote loses its meaning out of context.',
      ro: 'AI-ul poate transforma în câteva minute un webinar sau un raport în clipuri, postări și secțiuni de newsletter; un om verifică să nu rămână niciun citat scos din context.',
    },
    levers: {
      towardMachine: {
        en: 'After each webinar or report, have an AI tool propose ten clips, posts and quotes with timestamps; a person picks the best five and checks each against the original.',
        ro: 'După fiecare webinar sau raport, cereți unui instrument AI să propună zece clipuri, postări și citate, cu minutul exact; un om alege cele mai bune cinci și verifică fiecare față de original.',
      },
      towardHuman: {
        en: 'Auto-cut clips can strip a quote of its context and make you say what you never meant: a person checks every short piece against the original before publishing.',
        ro: 'Clipurile tăiate automat pot scoate un citat din context și vă pot pune în gură ce n-ați spus niciodată: un om verifică fiecare material scurt față de original înainte de publicare.',
      },
      start: {
        en: 'A long piece used once wastes most of its cost; turn your next webinar or report into five short pieces with an AI tool, and have a person check each against the source.',
        ro: 'Un material lung folosit o singură dată irosește cea mai mare parte din cost; transformați următorul webinar sau raport în cinci materiale scurte cu un instrument AI, iar un om verifică fiecare față de sursă.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI propose short clips and posts from each webinar',
          ro: 'Lăsați AI-ul să propună clipuri și postări scurte din fiecare webinar sau raport',
        },
        tool: { en: 'AI clipping tool with timestamps', ro: 'Instrument AI pentru fragmente, cu minutaj' },
      },
      towardHuman: {
        title: {
          en: 'Have a person check every short clip against the original',
          ro: 'Cereți unui om să verifice fiecare material scurt față de original',
        },
        tool: { en: 'Clip-versus-source check sheet', ro: 'Fișă de comparare cu originalul' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Turn your next webinar or report into five short pieces',
          ro: 'Transformați următorul webinar sau raport în cinci materiale scurte',
        },
        tool: { en: 'Long-to-short content plan', ro: 'Plan de reutilizare a conținutului' },
      },
    },
  },
  {
    slug: 'ai-content-labels',
    stem: {
      en: 'Who labels AI-generated content for your audience?',
      ro: 'Cine marchează pentru public conținutul generat de AI?',
    },
    ideal: 'B',
    weight: 3,
    topic: 'ai-act-disclosure',
    risks: ['ai-act-disclosure'],
    rationale: {
      en: 'The publishing workflow can pre-fill a label on assets made with AI tools, but a person decides at approval what counts as generated or altered and how the label reads.',
      ro: 'Fluxul de publicare poate propune automat o etichetă pentru materialele făcute cu instrumente AI, dar la aprobare un om decide ce contează ca generat sau modificat și cum sună eticheta.',
    },
    levers: {
      towardMachine: {
        en: 'Make the publishing workflow pre-fill the agreed label and metadata on every asset created or edited with AI tools; the person who approves keeps, changes or removes each label.',
        ro: 'Configurați fluxul de publicare să propună eticheta și metadatele stabilite pentru fiecare material creat sau editat cu instrumente AI; persoana care aprobă păstrează, schimbă sau elimină fiecare etichetă.',
      },
      towardHuman: {
        en: 'Automatic tagging misses assets edited outside the workflow: at approval, one named person checks which images, videos and texts were made or altered with AI and need a label.',
        ro: 'Marcarea automată ratează materialele editate în afara fluxului: la aprobare, o persoană desemnată verifică ce imagini, clipuri și texte au fost create sau modificate cu AI și au nevoie de etichetă.',
      },
      start: {
        en: 'From August 2026 the EU AI Act (art. 50) requires disclosing realistic AI-generated or altered images, video and audio; write a one-page labelling rule and check labels at approval.',
        ro: 'Din august 2026, regulamentul UE privind AI (art. 50) cere semnalarea imaginilor, clipurilor video și materialelor audio realiste generate sau modificate cu AI; scrieți o regulă de etichetare și verificați etichetele la aprobare.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let the publishing workflow pre-fill labels on AI-made content',
          ro: 'Configurați fluxul de publicare să propună etichete pentru conținutul făcut cu AI',
        },
        tool: { en: 'Workflow rule for AI labels', ro: 'Regulă automată de etichetare AI' },
      },
      towardHuman: {
        title: {
          en: 'Have whoever approves content check which assets need AI labels',
          ro: 'Cereți persoanei care aprobă să verifice ce materiale au nevoie de etichetă AI',
        },
        tool: { en: 'AI-use question on approval form', ro: 'Rubrică AI în formularul de aprobare' },
      },
      start: {
        title: {
          en: 'Write a one-page rule for labelling AI-generated content',
          ro: 'Scrieți o regulă de o pagină pentru etichetarea conținutului generat cu AI',
        },
        tool: { en: 'One-page AI labelling policy', ro: 'Regulă de etichetare pe o pagină' },
      },
    },
  },
  {
    slug: 'scheduled-publishing',
    stem: {
      en: 'Who publishes approved content to each channel on time?',
      ro: 'Cine publică la timp conținutul aprobat pe fiecare canal?',
    },
    ideal: 'D',
    risks: ['brand-safety'],
    rationale: {
      en: 'Once a piece is approved, publishing it at the planned time on every channel is a rule a scheduling tool follows alone, without slips.',
      ro: 'Odată aprobat un material, publicarea lui la ora planificată pe fiecare canal este o regulă pe care un instrument de programare o urmează singur, fără scăpări.',
    },
    levers: {
      towardMachine: {
        en: 'Load approved pieces into a scheduling tool with date, time and channel; it publishes them, and one person checks the queue weekly and pauses it when the news makes a post inappropriate.',
        ro: 'Încărcați materialele aprobate într-un instrument de programare, cu dată, oră și canal; el le publică, iar un om verifică săptămânal coada și o oprește când știrile fac o postare nepotrivită.',
      },
      start: {
        en: 'Irregular publishing loses the audience you built; put approved pieces into a scheduling tool with a fixed weekly rhythm per channel, and name one person who can pause the queue in a crisis.',
        ro: 'Publicarea neregulată pierde publicul câștigat; puneți materialele aprobate într-un instrument de programare, cu un ritm săptămânal fix pe canal, și desemnați o persoană care poate opri coada într-o criză.',
      },
      letItRun: {
        en: 'Approval is the check: let the scheduler post approved pieces with no second look, except posts that quote a price or a date, which a person rereads the day before.',
        ro: 'Aprobarea este verificarea: lăsați instrumentul de programare să publice fără încă o privire materialele aprobate, cu excepția celor care menționează un preț sau o dată, recitite de o persoană cu o zi înainte.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a scheduling tool publish approved content on every channel',
          ro: 'Lăsați un instrument de programare să publice conținutul aprobat pe fiecare canal',
        },
        tool: { en: 'Content scheduling tool', ro: 'Instrument de programare a publicărilor' },
      },
      start: {
        title: {
          en: 'Schedule approved content in a fixed weekly rhythm per channel',
          ro: 'Programați conținutul aprobat într-un ritm săptămânal fix pe fiecare canal',
        },
        tool: { en: 'Publishing queue with pause control', ro: 'Coadă de publicare cu oprire rapidă' },
      },
    },
  },
]);
