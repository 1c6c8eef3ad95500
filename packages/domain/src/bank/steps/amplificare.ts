import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 4 — Amplification (domain-design.md §1). Target human share 55 %. */
export const amplificare: StepDef = {
  key: 'AMPLIFICARE',
  globalOrder: 4,
  targetHumanPercent: 55,
  name: { en: 'Amplification', ro: 'Amplificare' },
  description: {
    en: '<p>This step looks at how your marketing <strong>produces, adapts and distributes content at scale</strong>: editorial planning, drafting, repurposing, localisation, publishing and promotion. The ideal split is about <strong>55 % human, 45 % AI</strong>: AI multiplies output, formats and languages, but people still own the ideas, the expertise, the quality bar and the choice of what deserves amplifying.</p>',
    ro: '<p>Acest pas analizează cum <strong>produce, adaptează și distribuie</strong> marketingul vostru conținut la scară: planificare editorială, redactare, refolosire, localizare, publicare și promovare. Echilibrul ideal este de aproximativ <strong>55 % oameni, 45 % AI</strong>: AI-ul multiplică volumul, formatele și limbile, dar oamenii rămân responsabili de idei, de expertiză, de standardul de calitate și de alegerea a ceea ce merită amplificat.</p>',
  },
  questions: [
    {
      id: 'amplificare-01',
      kind: 'context',
      type: 'multiple_choice',
      text: {
        en: 'How many content pieces do you publish in a typical month, by funnel stage?',
        ro: 'Câte materiale de conținut publicați într-o lună obișnuită, pe fiecare etapă a funnelului?',
      },
      options: [
        {
          id: 'amplificare-01-a',
          key: 'A',
          aiPercent: null,
          text: {
            en: 'TOFU — awareness (articles, social posts, videos)',
            ro: 'TOFU — notorietate (articole, postări pe social media, videoclipuri)',
          },
          input: { type: 'integer', min: 0, max: 1000, contextKey: 'content.tofu' },
        },
        {
          id: 'amplificare-01-b',
          key: 'B',
          aiPercent: null,
          text: {
            en: 'MOFU — consideration (guides, webinars, case studies)',
            ro: 'MOFU — considerare (ghiduri, webinare, studii de caz)',
          },
          input: { type: 'integer', min: 0, max: 1000, contextKey: 'content.mofu' },
        },
        {
          id: 'amplificare-01-c',
          key: 'C',
          aiPercent: null,
          text: {
            en: 'BOFU — decision (demos, comparisons, offers)',
            ro: 'BOFU — decizie (demo-uri, comparații, oferte)',
          },
          input: { type: 'integer', min: 0, max: 1000, contextKey: 'content.bofu' },
        },
        {
          id: 'amplificare-01-d',
          key: 'D',
          aiPercent: null,
          text: {
            en: 'Retention (newsletters, onboarding, customer education)',
            ro: 'Retenție (newslettere, onboarding, educarea clienților)',
          },
          input: { type: 'integer', min: 0, max: 1000, contextKey: 'content.retention' },
        },
        {
          id: 'amplificare-01-e',
          key: 'E',
          aiPercent: null,
          exclusive: true,
          text: {
            en: "We don't publish content regularly",
            ro: 'Nu publicăm conținut în mod regulat',
          },
        },
      ],
    },
    {
      id: 'amplificare-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who builds your monthly editorial calendar — topics, formats, channels and publishing dates?',
        ro: 'Cine construiește calendarul editorial lunar — teme, formate, canale și date de publicare?',
      },
      options: [
        {
          id: 'amplificare-02-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'The content lead plans it in workshops with the team, from the campaign plan and sales input',
            ro: 'Content lead-ul îl planifică în ateliere cu echipa, pornind de la planul de campanii și de la informațiile primite de la vânzări',
          },
        },
        {
          id: 'amplificare-02-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'The team plans it; AI supplies topic ideas and a summary of what competitors publish',
            ro: 'Echipa îl planifică; AI-ul vine cu idei de teme și cu o sinteză a ce publică competitorii',
          },
        },
        {
          id: 'amplificare-02-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI drafts the calendar from search trends and past performance; the content lead reshapes and approves it',
            ro: 'AI-ul propune calendarul pe baza tendințelor de căutare și a performanței anterioare; content lead-ul îl restructurează și îl aprobă',
          },
        },
        {
          id: 'amplificare-02-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An AI content platform generates and updates the calendar automatically; the team just fills the slots',
            ro: 'O platformă de conținut cu AI generează și actualizează automat calendarul; echipa doar completează sloturile',
          },
        },
        {
          id: 'amplificare-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't work with an editorial calendar",
            ro: 'Nu lucrăm cu un calendar editorial',
          },
        },
      ],
    },
    {
      id: 'amplificare-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are the first drafts of your long-form content (blog articles, guides, whitepapers) written?',
        ro: 'Cum se scriu primele variante ale materialelor long-form (articole de blog, ghiduri, whitepapers)?',
      },
      options: [
        {
          id: 'amplificare-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Writers or in-house experts write every draft from scratch',
            ro: 'Copywriterii sau experții interni scriu fiecare draft de la zero',
          },
        },
        {
          id: 'amplificare-03-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Writers draft themselves and use AI for outlines, research summaries and headline options',
            ro: 'Copywriterii scriu singuri și folosesc AI pentru structură, sinteze de documentare și variante de titlu',
          },
        },
        {
          id: 'amplificare-03-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI writes the first draft from a detailed brief and expert interview notes; a writer reworks it substantially',
            ro: 'AI-ul scrie primul draft dintr-un brief detaliat și din notițele interviului cu expertul; un copywriter îl rescrie substanțial',
          },
        },
        {
          id: 'amplificare-03-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI writes near-final drafts; an editor gives them a light edit before publishing',
            ro: 'AI-ul scrie drafturi aproape finale; un editor le face doar o corectură ușoară înainte de publicare',
          },
        },
        {
          id: 'amplificare-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't produce long-form content",
            ro: 'Nu producem conținut long-form',
          },
        },
      ],
    },
    {
      id: 'amplificare-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you plan an article to rank in search, who does the keyword research and writes the SEO brief (search intent, structure, questions to answer)?',
        ro: 'Când planificați un articol optimizat pentru căutare, cine face cercetarea de cuvinte cheie și scrie brief-ul SEO (intenția de căutare, structura, întrebările la care răspunde)?',
      },
      options: [
        {
          id: 'amplificare-04-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'An SEO specialist does it by hand, with keyword tools and a close read of the top results',
            ro: 'Un specialist SEO o face manual, cu instrumente de cercetare a cuvintelor cheie și o analiză atentă a primelor rezultate din Google',
          },
        },
        {
          id: 'amplificare-04-b',
          key: 'B',
          aiPercent: 35,
          text: {
            en: 'The SEO specialist writes the brief; AI clusters the keywords and summarises the competing pages',
            ro: 'Specialistul SEO scrie brief-ul; AI-ul grupează cuvintele cheie și sintetizează paginile concurente',
          },
        },
        {
          id: 'amplificare-04-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'An AI SEO tool generates the brief; the specialist adds your angle, expertise and internal links',
            ro: 'Un instrument SEO cu AI generează brief-ul; specialistul adaugă unghiul vostru, expertiza și linkurile interne',
          },
        },
        {
          id: 'amplificare-04-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'Briefs are generated automatically for every keyword in the plan and go straight to the writers',
            ro: 'Brief-urile se generează automat pentru fiecare cuvânt cheie din plan și ajung direct la copywriteri',
          },
        },
        {
          id: 'amplificare-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't plan content for search",
            ro: 'Nu planificăm conținut pentru căutare',
          },
        },
      ],
    },
    {
      id: 'amplificare-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Once a flagship asset is done (a webinar, a research report, a conference talk), how is it turned into smaller pieces for other channels?',
        ro: 'După ce un material principal e gata (un webinar, un studiu, o prezentare la o conferință), cum este transformat în materiale mai mici pentru alte canale?',
      },
      options: [
        {
          id: 'amplificare-05-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The team decides which derivative pieces to make and writes and edits each one by hand',
            ro: 'Echipa decide ce materiale derivate face și le scrie și editează pe fiecare manual',
          },
        },
        {
          id: 'amplificare-05-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'AI transcribes it and suggests key quotes and moments; the team picks them and writes the posts and articles',
            ro: 'AI-ul îl transcrie și propune citate și momente-cheie; echipa le alege și scrie postările și articolele',
          },
        },
        {
          id: 'amplificare-05-c',
          key: 'C',
          aiPercent: 60,
          text: {
            en: 'AI cuts the clips and drafts the posts, a newsletter item and a blog summary; an editor selects and polishes them',
            ro: 'AI-ul taie clipurile și scrie drafturi de postări, un material pentru newsletter și un rezumat pentru blog; un editor le selectează și le finisează',
          },
        },
        {
          id: 'amplificare-05-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'A repurposing tool produces and schedules the whole set of derivatives automatically',
            ro: 'Un instrument de repurposing produce și programează automat tot setul de materiale derivate',
          },
        },
        {
          id: 'amplificare-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't repurpose content; each piece is made once, for one channel",
            ro: 'Nu refolosim conținutul; fiecare material e făcut o singură dată, pentru un singur canal',
          },
        },
      ],
    },
    {
      id: 'amplificare-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a campaign needs its visuals in every format (social sizes, stories, banners, display), how are the variants produced?',
        ro: 'Când o campanie are nevoie de vizualuri în toate formatele (dimensiuni pentru social media, stories, bannere, display), cum se produc variantele?',
      },
      options: [
        {
          id: 'amplificare-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Designers build each format by hand from the master layout',
            ro: 'Designerii construiesc manual fiecare format, pornind de la macheta master',
          },
        },
        {
          id: 'amplificare-06-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'Designers work from templates and use AI for background extension and cut-outs',
            ro: 'Designerii lucrează pe template-uri și folosesc AI pentru extinderea fundalului și pentru decupaje',
          },
        },
        {
          id: 'amplificare-06-c',
          key: 'C',
          aiPercent: 65,
          text: {
            en: 'A creative automation tool generates every size from the master; a designer checks and fixes them',
            ro: 'Un instrument de creative automation generează toate dimensiunile din master; un designer le verifică și le corectează',
          },
        },
        {
          id: 'amplificare-06-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'AI generates the images and all format variants; the team only spot-checks a few',
            ro: 'AI-ul generează imaginile și toate variantele de format; echipa verifică doar câteva, prin sondaj',
          },
        },
        {
          id: 'amplificare-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't produce visuals in multiple formats",
            ro: 'Nu producem vizualuri în mai multe formate',
          },
        },
      ],
    },
    {
      id: 'amplificare-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you adapt content for other languages or markets (for example Romanian and English versions, or neighbouring countries)?',
        ro: 'Cum adaptați conținutul pentru alte limbi sau piețe (de exemplu, variante în română și engleză sau pentru țările vecine)?',
      },
      options: [
        {
          id: 'amplificare-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Native-speaking writers or agencies adapt every piece',
            ro: 'Copywriteri nativi sau agenții adaptează fiecare material',
          },
        },
        {
          id: 'amplificare-07-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'Translators post-edit machine translation and a local marketer adapts the cultural references',
            ro: 'Traducătorii post-editează traducerea automată, iar un marketer local adaptează referințele culturale',
          },
        },
        {
          id: 'amplificare-07-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI translates and adapts using your glossary and tone guide; a native speaker reviews every piece',
            ro: 'AI-ul traduce și adaptează pe baza glosarului și a ghidului de ton; un vorbitor nativ revizuiește fiecare material',
          },
        },
        {
          id: 'amplificare-07-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI translates and publishes; native speakers only check the high-visibility pages',
            ro: 'AI-ul traduce și publică; vorbitorii nativi verifică doar paginile cu vizibilitate mare',
          },
        },
        {
          id: 'amplificare-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We publish in one language and one market only',
            ro: 'Publicăm într-o singură limbă, pentru o singură piață',
          },
        },
      ],
    },
    {
      id: 'amplificare-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a piece goes live, who checks the facts, figures, product claims and legal wording?',
        ro: 'Înainte ca un material să fie publicat, cine verifică faptele, cifrele, afirmațiile despre produs și formulările juridice?',
      },
      options: [
        {
          id: 'amplificare-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'An editor and, where needed, legal or product colleagues check everything by hand',
            ro: 'Un editor și, la nevoie, colegii de la juridic sau de la produs verifică totul manual',
          },
        },
        {
          id: 'amplificare-08-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'An editor checks; AI first flags unsupported claims, missing sources and style slips',
            ro: 'Verifică un editor; AI-ul semnalează în prealabil afirmațiile nesusținute, sursele lipsă și scăpările de stil',
          },
        },
        {
          id: 'amplificare-08-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI runs every piece through a checklist; people review what it flags plus all sensitive topics',
            ro: 'AI-ul trece fiecare material printr-un checklist; oamenii verifică ce semnalează el, plus toate temele sensibile',
          },
        },
        {
          id: 'amplificare-08-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI checks and approves routine content automatically; people step in only on escalations',
            ro: 'AI-ul verifică și aprobă automat conținutul de rutină; oamenii intervin doar la escaladări',
          },
        },
        {
          id: 'amplificare-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We have no formal check before publishing',
            ro: 'Nu avem o verificare formală înainte de publicare',
          },
        },
      ],
    },
    {
      id: 'amplificare-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How is your regular newsletter put together — choosing the stories, writing the intro and subject line, building the layout?',
        ro: 'Cum se pregătește newsletterul periodic — alegerea temelor, textul de introducere, subject line-ul, machetarea?',
      },
      options: [
        {
          id: 'amplificare-09-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'A marketer curates, writes and builds every issue',
            ro: 'Un marketer selectează, scrie și construiește fiecare ediție',
          },
        },
        {
          id: 'amplificare-09-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'A marketer curates and writes; AI suggests subject lines and summaries of the linked pieces',
            ro: 'Un marketer selectează și scrie; AI-ul propune subject line-uri și rezumate ale materialelor incluse',
          },
        },
        {
          id: 'amplificare-09-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: "AI assembles a draft issue from the month's content; a marketer edits, reorders and approves it",
            ro: 'AI-ul asamblează un draft al ediției din conținutul lunii; un marketer îl editează, îl reordonează și îl aprobă',
          },
        },
        {
          id: 'amplificare-09-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'AI builds a personalised issue for each segment and sends it on schedule; people check samples',
            ro: 'AI-ul construiește o ediție personalizată pentru fiecare segment și o trimite programat; oamenii verifică eșantioane',
          },
        },
        {
          id: 'amplificare-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't send a regular newsletter",
            ro: 'Nu trimitem un newsletter periodic',
          },
        },
      ],
    },
    {
      id: 'amplificare-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you decide which existing articles or pages to refresh, and how is the update done?',
        ro: 'Cum decideți ce articole sau pagini existente trebuie actualizate și cum se face actualizarea?',
      },
      options: [
        {
          id: 'amplificare-10-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'When someone notices a page is outdated, a writer rewrites it',
            ro: 'Când cineva observă că o pagină e depășită, un copywriter o rescrie',
          },
        },
        {
          id: 'amplificare-10-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'An SEO tool flags pages losing traffic; writers decide what to change and update them by hand',
            ro: 'Un instrument SEO semnalează paginile care pierd trafic; copywriterii decid ce schimbă și le actualizează manual',
          },
        },
        {
          id: 'amplificare-10-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI flags decaying pages and proposes concrete edits; a writer accepts, rejects or completes them',
            ro: 'AI-ul semnalează paginile în declin și propune modificări concrete; un copywriter le acceptă, le respinge sau le completează',
          },
        },
        {
          id: 'amplificare-10-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI rewrites outdated sections and republishes them; the team reviews a weekly change log',
            ro: 'AI-ul rescrie secțiunile depășite și le republică; echipa parcurge săptămânal un jurnal al modificărilor',
          },
        },
        {
          id: 'amplificare-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't update content once it is published",
            ro: 'Nu actualizăm conținutul după ce a fost publicat',
          },
        },
      ],
    },
    {
      id: 'amplificare-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are the LinkedIn posts of your executives and employee ambassadors produced?',
        ro: 'Cum se produc postările pe LinkedIn ale managerilor și ale angajaților-ambasadori?',
      },
      options: [
        {
          id: 'amplificare-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Each person writes their own posts; marketing only suggests topics',
            ro: 'Fiecare își scrie singur postările; marketingul doar sugerează teme',
          },
        },
        {
          id: 'amplificare-11-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'A ghostwriter interviews them and writes posts in their voice; they edit and publish them',
            ro: 'Un ghostwriter stă de vorbă cu ei și scrie postări în stilul lor; ei le editează și le publică',
          },
        },
        {
          id: 'amplificare-11-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI drafts posts in their style from their notes or talks; each person rewrites and approves',
            ro: 'AI-ul scrie, în stilul lor, drafturi de postări din notițele sau prezentările lor; fiecare le rescrie și le aprobă',
          },
        },
        {
          id: 'amplificare-11-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An advocacy platform generates ready-made posts that employees publish in one click',
            ro: 'O platformă de advocacy generează postări gata făcute, pe care angajații le publică dintr-un click',
          },
        },
        {
          id: 'amplificare-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run executive or employee advocacy",
            ro: 'Nu avem un program de advocacy pentru manageri sau angajați',
          },
        },
      ],
    },
    {
      id: 'amplificare-12',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Who decides when and where each piece is published, and who actually posts it on your channels?',
        ro: 'Cine decide când și unde se publică fiecare material și cine îl postează efectiv pe canale?',
      },
      options: [
        {
          id: 'amplificare-12-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'The social media or content manager schedules each post by hand, from experience',
            ro: 'Social media managerul sau content managerul programează manual fiecare postare, din experiență',
          },
        },
        {
          id: 'amplificare-12-b',
          key: 'B',
          aiPercent: 40,
          text: {
            en: 'The team schedules in a publishing tool; AI suggests the best times and hashtags',
            ro: 'Echipa programează într-un instrument de publicare; AI-ul sugerează orele optime și hashtag-urile',
          },
        },
        {
          id: 'amplificare-12-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'The tool picks the times and fills the queue automatically; the manager reviews the weekly plan',
            ro: 'Instrumentul alege orele și completează automat coada de postări; managerul revede planul săptămânal',
          },
        },
        {
          id: 'amplificare-12-d',
          key: 'D',
          aiPercent: 95,
          text: {
            en: 'Publishing runs fully automatically from the content hub, with no human review of timing or channel',
            ro: 'Publicarea rulează complet automat din hub-ul de conținut, fără ca cineva să verifice momentul sau canalul',
          },
        },
        {
          id: 'amplificare-12-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'We publish irregularly, with no set process',
            ro: 'Publicăm neregulat, fără un proces stabilit',
          },
        },
      ],
    },
    {
      id: 'amplificare-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you choose which published pieces get extra promotion (a paid boost, a newsletter slot, a push to the sales team)?',
        ro: 'Cum alegeți ce materiale publicate primesc promovare suplimentară (un boost plătit, un loc în newsletter, trimiterea către echipa de vânzări)?',
      },
      options: [
        {
          id: 'amplificare-13-a',
          key: 'A',
          aiPercent: 5,
          text: {
            en: 'The team picks them by judgement in the weekly content meeting',
            ro: 'Echipa le alege după propria judecată, în ședința săptămânală de conținut',
          },
        },
        {
          id: 'amplificare-13-b',
          key: 'B',
          aiPercent: 25,
          text: {
            en: 'The team picks them from an engagement report in which AI summarises what performed',
            ro: 'Echipa le alege pe baza unui raport de engagement în care AI-ul sintetizează ce a funcționat',
          },
        },
        {
          id: 'amplificare-13-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI ranks pieces by early signals and predicted reach; the team chooses from the shortlist',
            ro: 'AI-ul ordonează materialele după primele semnale și reach-ul estimat; echipa alege din lista scurtă',
          },
        },
        {
          id: 'amplificare-13-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'Rules or AI boost the top performers automatically, within a set budget',
            ro: 'Reguli automate sau AI-ul promovează materialele cu cele mai bune rezultate, în limita unui buget stabilit',
          },
        },
        {
          id: 'amplificare-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't promote content beyond publishing it",
            ro: 'Nu promovăm conținutul dincolo de publicare',
          },
        },
      ],
    },
    {
      id: 'amplificare-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you review content performance, how do you decide which topics and formats to do more of and which to drop?',
        ro: 'Când analizați performanța conținutului, cum decideți ce teme și formate dezvoltați și la ce renunțați?',
      },
      options: [
        {
          id: 'amplificare-14-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'The content lead reads the analytics and decides with the team',
            ro: 'Content lead-ul citește datele din analytics și decide împreună cu echipa',
          },
        },
        {
          id: 'amplificare-14-b',
          key: 'B',
          aiPercent: 30,
          text: {
            en: 'AI writes the monthly performance summary; the team interprets it and decides',
            ro: 'AI-ul scrie sinteza lunară de performanță; echipa o interpretează și decide',
          },
        },
        {
          id: 'amplificare-14-c',
          key: 'C',
          aiPercent: 55,
          text: {
            en: 'AI recommends the topics and formats to scale or stop; the content lead checks them against the strategy',
            ro: 'AI-ul recomandă temele și formatele de extins sau de oprit; content lead-ul le validează în raport cu strategia',
          },
        },
        {
          id: 'amplificare-14-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'The AI content platform adjusts the production mix on its own',
            ro: 'Platforma de conținut cu AI ajustează singură mixul de producție',
          },
        },
        {
          id: 'amplificare-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't review content performance",
            ro: 'Nu analizăm performanța conținutului',
          },
        },
      ],
    },
    {
      id: 'amplificare-15',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these production tasks does AI already do in your content workflow?',
        ro: 'Pe care dintre aceste sarcini de producție le face deja AI-ul în fluxul vostru de conținut?',
      },
      options: [
        {
          id: 'amplificare-15-a',
          key: 'A',
          aiPercent: 90,
          text: {
            en: 'Transcribing interviews, podcasts and webinars',
            ro: 'Transcrierea interviurilor, podcasturilor și webinarelor',
          },
        },
        {
          id: 'amplificare-15-b',
          key: 'B',
          aiPercent: 80,
          text: {
            en: 'Subtitles and captions for videos',
            ro: 'Subtitrarea videoclipurilor',
          },
        },
        {
          id: 'amplificare-15-c',
          key: 'C',
          aiPercent: 70,
          text: {
            en: 'Images and illustrations for articles and posts',
            ro: 'Imagini și ilustrații pentru articole și postări',
          },
        },
        {
          id: 'amplificare-15-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'Voice-over or dubbing for videos',
            ro: 'Voice-over sau dublaj pentru videoclipuri',
          },
        },
        {
          id: 'amplificare-15-e',
          key: 'E',
          aiPercent: 85,
          text: {
            en: 'Alt text, meta descriptions and product descriptions',
            ro: 'Texte alternative (alt text), meta descrieri și descrieri de produs',
          },
        },
        {
          id: 'amplificare-15-f',
          key: 'F',
          aiPercent: null,
          text: OTHER_TEXT,
          input: { type: 'text', maxLength: 200 },
        },
        {
          id: 'amplificare-15-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
  ],
};
