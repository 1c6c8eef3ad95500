import { NONE_YET_TEXT, OTHER_TEXT } from '../common-texts.js';
import type { StepDef } from '../types.js';

/** Step 7 — Collaboration (domain-design.md §1). Target human share 85 %. */
export const colaborare: StepDef = {
  key: 'COLABORARE',
  globalOrder: 7,
  targetHumanPercent: 85,
  name: { en: 'Collaboration', ro: 'Colaborare' },
  description: {
    en: '<p>This step looks at how your marketing works with people: your own team, agencies and freelancers, sales and other departments, partners, creators and your community. Trust, judgement and relationships are built between people, so the ideal split is <strong>about 85 % human, 15 % AI</strong>.</p><p>AI earns its place by taking over the admin around collaboration (notes, summaries, first drafts, shortlists), so that people spend more time on the conversations that matter.</p>',
    ro: '<p>Acest pas analizează felul în care marketingul vostru lucrează cu oamenii: propria echipă, agențiile și freelancerii, vânzările și celelalte departamente, partenerii, creatorii și comunitatea. Încrederea, judecata și relațiile se construiesc între oameni, de aceea împărțirea ideală este <strong>în jur de 85 % oameni, 15 % AI</strong>.</p><p>AI-ul își are locul acolo unde preia partea administrativă a colaborării (notițe, rezumate, prime variante, liste scurte), pentru ca oamenii să aibă mai mult timp pentru discuțiile care contează.</p>',
  },
  questions: [
    {
      id: 'colaborare-01',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you brief a creative or media agency on a new campaign, who writes the brief?',
        ro: 'Când trimiteți un brief unei agenții de creație sau de media pentru o campanie nouă, cine îl scrie?',
      },
      options: [
        {
          id: 'colaborare-01-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The marketing lead writes it from scratch and walks the agency through it in a kick-off meeting',
            ro: 'Responsabilul de marketing îl scrie de la zero și îl prezintă agenției într-o ședință de kick-off',
          },
        },
        {
          id: 'colaborare-01-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'The team writes it; AI checks it against your brief template for gaps and vague objectives before it goes out',
            ro: 'Echipa îl scrie; AI-ul îl verifică după șablonul vostru de brief și semnalează lipsurile și obiectivele vagi înainte să plece la agenție',
          },
        },
        {
          id: 'colaborare-01-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI drafts the brief from the campaign plan and past briefs; a marketer edits it and discusses it with the agency',
            ro: 'AI-ul face prima variantă pornind de la planul de campanie și brief-urile anterioare; cineva din echipă o editează și o discută cu agenția',
          },
        },
        {
          id: 'colaborare-01-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI generates the brief and sends it to the agency; nobody discusses it with them before work starts',
            ro: 'AI-ul generează brief-ul și îl trimite agenției; nimeni nu îl discută cu ei înainte să înceapă lucrul',
          },
        },
        {
          id: 'colaborare-01-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't work with external agencies",
            ro: 'Nu lucrăm cu agenții externe',
          },
        },
      ],
    },
    {
      id: 'colaborare-02',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you review the performance of your agencies and key freelancers, for example every quarter?',
        ro: 'Cum evaluați performanța agențiilor și a freelancerilor importanți, de exemplu trimestrial?',
      },
      options: [
        {
          id: 'colaborare-02-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The team fills in a scorecard from memory and discusses it with the agency face to face',
            ro: 'Echipa completează din memorie o fișă de evaluare și o discută față în față cu agenția',
          },
        },
        {
          id: 'colaborare-02-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'AI compiles the delivery data (deadlines met, revision rounds, KPIs); the review itself is a two-way conversation led by the team',
            ro: 'AI-ul adună datele de livrare (termene respectate, runde de revizii, KPI-uri); evaluarea propriu-zisă e o discuție în ambele sensuri, condusă de echipă',
          },
        },
        {
          id: 'colaborare-02-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI produces the scorecard and a recommendation; the account owner forwards it to the agency with a few comments',
            ro: 'AI-ul produce fișa de evaluare și o recomandare; persoana care gestionează relația o trimite agenției cu câteva comentarii',
          },
        },
        {
          id: 'colaborare-02-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'An automated scoring system rates the agencies and flags contracts to end or renew; there is no review meeting',
            ro: 'Un sistem automat notează agențiile și semnalează contractele de încheiat sau de prelungit; nu există o ședință de evaluare',
          },
        },
        {
          id: 'colaborare-02-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't formally review our agencies or freelancers",
            ro: 'Nu evaluăm formal agențiile sau freelancerii',
          },
        },
      ],
    },
    {
      id: 'colaborare-03',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do marketing and sales agree on shared priorities, campaigns and the messages they take to customers?',
        ro: 'Cum cad de acord marketingul și vânzările asupra priorităților comune, a campaniilor și a mesajelor pe care le duc către clienți?',
      },
      options: [
        {
          id: 'colaborare-03-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Regular joint meetings and informal conversations, prepared by hand',
            ro: 'Ședințe comune regulate și discuții informale, pregătite manual',
          },
        },
        {
          id: 'colaborare-03-b',
          key: 'B',
          aiPercent: 10,
          text: {
            en: 'A standing marketing–sales meeting; AI prepares the pipeline and campaign summaries beforehand, so the time goes to discussion',
            ro: 'O ședință fixă marketing–vânzări; AI-ul pregătește dinainte sinteza pipeline-ului și a campaniilor, astfel încât timpul merge pe discuții',
          },
        },
        {
          id: 'colaborare-03-c',
          key: 'C',
          aiPercent: 40,
          text: {
            en: 'Mostly asynchronous: AI-generated weekly updates replace most meetings; the two heads meet only when something goes wrong',
            ro: 'Mai mult asincron: update-urile săptămânale generate de AI înlocuiesc majoritatea ședințelor; cei doi șefi se văd doar când apare o problemă',
          },
        },
        {
          id: 'colaborare-03-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'Alignment runs through shared dashboards and automated alerts; the two teams rarely talk directly',
            ro: 'Alinierea se face prin dashboarduri comune și alerte automate; cele două echipe vorbesc rar direct',
          },
        },
        {
          id: 'colaborare-03-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a sales team, or marketing and sales don't coordinate",
            ro: 'Nu avem echipă de vânzări sau marketingul și vânzările nu se coordonează',
          },
        },
      ],
    },
    {
      id: 'colaborare-04',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When a campaign in progress needs feedback from product, sales and leadership, how are the comments gathered and resolved?',
        ro: 'Când o campanie în lucru are nevoie de feedback de la produs, vânzări și conducere, cum adunați și rezolvați comentariile?',
      },
      options: [
        {
          id: 'colaborare-04-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A review meeting with everyone in the room; the owner talks through conflicting comments until there is agreement',
            ro: 'O ședință de review cu toți cei implicați; responsabilul discută comentariile contradictorii până se ajunge la un acord',
          },
        },
        {
          id: 'colaborare-04-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'AI merges all comments into one list and highlights conflicts; the owner settles them by talking to the people involved',
            ro: 'AI-ul strânge toate comentariile într-o singură listă și evidențiază contradicțiile; responsabilul le lămurește vorbind cu cei implicați',
          },
        },
        {
          id: 'colaborare-04-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI merges the comments, decides which to apply and produces a revised version; the owner checks it before circulating it',
            ro: 'AI-ul centralizează comentariile, decide pe care le aplică și produce o versiune revizuită; responsabilul o verifică înainte s-o trimită mai departe',
          },
        },
        {
          id: 'colaborare-04-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI applies the feedback automatically and sends out the new version; nobody is consulted when comments conflict',
            ro: 'AI-ul aplică automat feedbackul și trimite noua versiune; nimeni nu e consultat când comentariile se contrazic',
          },
        },
        {
          id: 'colaborare-04-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our campaigns don't go through a review with other teams",
            ro: 'Campaniile noastre nu trec printr-un review cu alte echipe',
          },
        },
      ],
    },
    {
      id: 'colaborare-05',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How does a new member of the marketing team get to know your brand, customers and ways of working?',
        ro: 'Cum ajunge un nou coleg din echipa de marketing să cunoască brandul, clienții și felul vostru de lucru?',
      },
      options: [
        {
          id: 'colaborare-05-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Their manager and a buddy walk them through everything in person over the first weeks',
            ro: 'Managerul și un coleg desemnat ca buddy îi prezintă totul personal, în primele săptămâni',
          },
        },
        {
          id: 'colaborare-05-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Manager and buddy lead the onboarding; an AI assistant that knows your wiki and past campaigns answers their day-to-day questions',
            ro: 'Managerul și buddy-ul conduc integrarea; un asistent AI care cunoaște wiki-ul și campaniile anterioare îi răspunde la întrebările de zi cu zi',
          },
        },
        {
          id: 'colaborare-05-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI-guided onboarding path does most of the work; the manager checks in once or twice a month',
            ro: 'Un parcurs de onboarding ghidat de AI face cea mai mare parte a muncii; managerul verifică progresul o dată sau de două ori pe lună',
          },
        },
        {
          id: 'colaborare-05-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'Onboarding is self-service with an AI assistant; there is no buddy and few conversations with the team',
            ro: 'Onboardingul e în regim self-service, cu un asistent AI; nu există buddy, iar discuțiile cu echipa sunt puține',
          },
        },
        {
          id: 'colaborare-05-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Nobody has joined our marketing team in the last two years',
            ro: 'Nimeni nu s-a alăturat echipei de marketing în ultimii doi ani',
          },
        },
      ],
    },
    {
      id: 'colaborare-06',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'When you choose a new agency (through a pitch or a tender), how is the selection run?',
        ro: 'Când alegeți o agenție nouă (prin pitch sau licitație), cum se desfășoară selecția?',
      },
      options: [
        {
          id: 'colaborare-06-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'The CMO invites agencies from their network, holds chemistry meetings and decides with the team',
            ro: 'CMO-ul invită agenții din rețeaua proprie, organizează întâlniri de cunoaștere și decide împreună cu echipa',
          },
        },
        {
          id: 'colaborare-06-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'AI helps draft the RFP and compares the proposals side by side; the team runs the chemistry meetings and decides',
            ro: 'AI-ul ajută la redactarea RFP-ului și compară propunerile; echipa organizează întâlnirile de cunoaștere și decide',
          },
        },
        {
          id: 'colaborare-06-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI scores the proposals and draws up the shortlist; the team only meets the two finalists',
            ro: 'AI-ul punctează propunerile și face lista scurtă; echipa se întâlnește doar cu cei doi finaliști',
          },
        },
        {
          id: 'colaborare-06-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'An automated tender scores the proposals and awards the account; there are no chemistry meetings',
            ro: 'O licitație automată punctează propunerile și atribuie contractul; nu există întâlniri de cunoaștere',
          },
        },
        {
          id: 'colaborare-06-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We haven't chosen a new agency in the last few years",
            ro: 'Nu am ales o agenție nouă în ultimii ani',
          },
        },
      ],
    },
    {
      id: 'colaborare-07',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'In your brand community (a forum, a Facebook or LinkedIn group, Discord…), who answers members and keeps conversations going?',
        ro: 'În comunitatea brandului vostru (forum, grup de Facebook sau LinkedIn, Discord…), cine le răspunde membrilor și ține conversațiile vii?',
      },
      options: [
        {
          id: 'colaborare-07-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'A community manager writes every reply and starts discussions personally',
            ro: 'Un community manager scrie fiecare răspuns și pornește personal discuțiile',
          },
        },
        {
          id: 'colaborare-07-b',
          key: 'B',
          aiPercent: 20,
          text: {
            en: 'AI suggests reply drafts and flags posts that need attention; the community manager personalises and posts each one',
            ro: 'AI-ul propune variante de răspuns și semnalează postările care cer atenție; community managerul le personalizează și le publică pe fiecare',
          },
        },
        {
          id: 'colaborare-07-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'A bot answers routine questions automatically; the community manager handles discussions and sensitive topics',
            ro: 'Un bot răspunde automat la întrebările de rutină; community managerul se ocupă de discuții și de subiectele sensibile',
          },
        },
        {
          id: 'colaborare-07-d',
          key: 'D',
          aiPercent: 90,
          text: {
            en: 'AI runs the community end to end, from replies to moderation; people look in now and then',
            ro: 'AI-ul gestionează comunitatea cap-coadă, de la răspunsuri la moderare; oamenii mai aruncă din când în când o privire',
          },
        },
        {
          id: 'colaborare-07-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't have a brand community",
            ro: 'Nu avem o comunitate a brandului',
          },
        },
      ],
    },
    {
      id: 'colaborare-08',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How are your regular marketing team meetings prepared and run?',
        ro: 'Cum sunt pregătite și conduse ședințele regulate ale echipei de marketing?',
      },
      options: [
        {
          id: 'colaborare-08-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Everyone reports their status out loud and the manager takes notes',
            ro: 'Fiecare își prezintă stadiul activităților, iar managerul ia notițe',
          },
        },
        {
          id: 'colaborare-08-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'AI pulls the status from the project tool beforehand, so meeting time goes to discussion, ideas and decisions',
            ro: 'AI-ul extrage dinainte stadiul proiectelor din instrumentul de project management, astfel încât timpul ședinței merge pe discuții, idei și decizii',
          },
        },
        {
          id: 'colaborare-08-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI status digest replaces the meeting most weeks; the team gets together about once a month',
            ro: 'Un rezumat de status generat de AI înlocuiește ședința în majoritatea săptămânilor; echipa se adună cam o dată pe lună',
          },
        },
        {
          id: 'colaborare-08-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'There are no team meetings; people follow AI digests and dashboards',
            ro: 'Nu există ședințe de echipă; oamenii urmăresc rezumatele generate de AI și dashboardurile',
          },
        },
        {
          id: 'colaborare-08-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our marketing team is one or two people, so we don't hold team meetings",
            ro: 'Echipa noastră de marketing are unul sau doi oameni, așa că nu ținem ședințe de echipă',
          },
        },
      ],
    },
    {
      id: 'colaborare-09',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: "When a team member's work needs improving (a campaign proposal, a deck, a plan), how do they get feedback and coaching?",
        ro: 'Când munca unui coleg trebuie îmbunătățită (o propunere de campanie, o prezentare, un plan), cum primește feedback și îndrumare?',
      },
      options: [
        {
          id: 'colaborare-09-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Their manager or a senior colleague reviews the work and coaches them in person',
            ro: 'Managerul sau un coleg cu experiență analizează materialul și îl îndrumă personal',
          },
        },
        {
          id: 'colaborare-09-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: "AI first checks the work against guidelines and basics, so the manager's conversation can focus on thinking and craft",
            ro: 'AI-ul verifică întâi materialul după ghiduri și elementele de bază, astfel încât discuția cu managerul se poate concentra pe gândire și meserie',
          },
        },
        {
          id: 'colaborare-09-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI writes the improvement comments and the manager passes them on with a short note',
            ro: 'AI-ul scrie comentariile de îmbunătățire, iar managerul le transmite mai departe cu o scurtă notă',
          },
        },
        {
          id: 'colaborare-09-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'AI reviews and comments on all work; managers rarely give feedback themselves',
            ro: 'AI-ul analizează și comentează toată munca; managerii dau rar feedback personal',
          },
        },
        {
          id: 'colaborare-09-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Work isn't reviewed before it goes out",
            ro: 'Munca nu e revizuită înainte să plece mai departe',
          },
        },
      ],
    },
    {
      id: 'colaborare-10',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you support your resellers, distributors or franchisees with marketing (local campaigns, materials, co-op budgets)?',
        ro: 'Cum îi sprijiniți cu marketing pe revânzători, distribuitori sau francizați (campanii locale, materiale, bugete comune)?',
      },
      options: [
        {
          id: 'colaborare-10-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Partner managers visit each partner and plan local activity together',
            ro: 'Partner managerii îl vizitează pe fiecare partener și planifică împreună activitatea locală',
          },
        },
        {
          id: 'colaborare-10-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'AI prepares local market data and ready-to-adapt materials; partner managers plan with each partner in person',
            ro: 'AI-ul pregătește datele despre piața locală și materiale ușor de adaptat; partner managerii planifică personal cu fiecare partener',
          },
        },
        {
          id: 'colaborare-10-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'Partners help themselves to AI-generated materials in a portal and get a call a few times a year',
            ro: 'Partenerii își iau singuri dintr-un portal materialele generate de AI și primesc un telefon de câteva ori pe an',
          },
        },
        {
          id: 'colaborare-10-d',
          key: 'D',
          aiPercent: 80,
          text: {
            en: 'Everything runs through an automated portal, co-op budget approvals included; nobody talks to partners about marketing',
            ro: 'Totul trece printr-un portal automat, inclusiv aprobarea bugetelor comune; nimeni nu discută cu partenerii despre marketing',
          },
        },
        {
          id: 'colaborare-10-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't sell through resellers, distributors or franchises",
            ro: 'Nu vindem prin revânzători, distribuitori sau francize',
          },
        },
      ],
    },
    {
      id: 'colaborare-11',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you recruit customers for case studies, references, reviews or a customer advisory board?',
        ro: 'Cum recrutați clienți pentru studii de caz, referințe, recenzii sau un consiliu consultativ al clienților?',
      },
      options: [
        {
          id: 'colaborare-11-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Account managers personally ask the customers they know well',
            ro: 'Account managerii îi roagă personal pe clienții pe care îi cunosc bine',
          },
        },
        {
          id: 'colaborare-11-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'AI flags likely advocates from NPS, usage and support history; the account owner approaches each one personally',
            ro: 'AI-ul semnalează posibilii susținători pe baza NPS-ului, a utilizării și a istoricului de suport; responsabilul de cont îi abordează personal',
          },
        },
        {
          id: 'colaborare-11-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'Likely advocates get an automated invitation sequence; people only run the interview or the meeting',
            ro: 'Posibilii susținători primesc o secvență automată de invitații; oamenii se ocupă doar de interviu sau de întâlnire',
          },
        },
        {
          id: 'colaborare-11-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: 'Requests go out automatically after a good NPS score, and AI writes the case study from a form',
            ro: 'Cererile pleacă automat după un scor NPS bun, iar AI-ul scrie studiul de caz pe baza unui formular',
          },
        },
        {
          id: 'colaborare-11-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't run a customer advocacy or reference programme",
            ro: 'Nu avem un program prin care clienții să ne recomande sau să ne ofere referințe',
          },
        },
      ],
    },
    {
      id: 'colaborare-12',
      kind: 'multi',
      type: 'multiple_choice',
      text: {
        en: 'Which of these collaboration tasks does AI already handle in your marketing team? Select all that apply.',
        ro: 'Care dintre aceste sarcini de colaborare sunt deja preluate de AI în echipa voastră de marketing? Alegeți toate variantele potrivite.',
      },
      options: [
        {
          id: 'colaborare-12-a',
          key: 'A',
          aiPercent: 10,
          text: {
            en: 'Meeting notes, summaries and action items',
            ro: 'Notițele, rezumatele și lista de acțiuni după ședințe',
          },
        },
        {
          id: 'colaborare-12-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'Translating documents and messages for colleagues in other countries',
            ro: 'Traducerea documentelor și a mesajelor pentru colegii din alte țări',
          },
        },
        {
          id: 'colaborare-12-c',
          key: 'C',
          aiPercent: 15,
          text: {
            en: 'Summarising long e-mail threads and chat channels for people catching up',
            ro: 'Rezumarea firelor lungi de e-mail și a canalelor de chat pentru cei care revin după o absență',
          },
        },
        {
          id: 'colaborare-12-d',
          key: 'D',
          aiPercent: 25,
          text: {
            en: 'Scheduling reviews and chasing overdue approvals',
            ro: 'Programarea review-urilor și urmărirea aprobărilor întârziate',
          },
        },
        {
          id: 'colaborare-12-e',
          key: 'E',
          aiPercent: 60,
          text: {
            en: 'Written feedback to agencies and freelancers on their work',
            ro: 'Feedbackul scris către agenții și freelanceri despre munca lor',
          },
        },
        {
          id: 'colaborare-12-f',
          key: 'F',
          aiPercent: null,
          input: { type: 'text', maxLength: 200 },
          text: OTHER_TEXT,
        },
        {
          id: 'colaborare-12-g',
          key: 'G',
          aiPercent: null,
          exclusive: true,
          text: NONE_YET_TEXT,
        },
      ],
    },
    {
      id: 'colaborare-13',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you negotiate with marketing suppliers such as production houses, printers, event venues or media owners?',
        ro: 'Cum negociați cu furnizorii de marketing, precum casele de producție, tipografiile, locațiile de evenimente sau regiile de publicitate?',
      },
      options: [
        {
          id: 'colaborare-13-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'People negotiate on the strength of long-standing relationships and their feel for the market',
            ro: 'Oamenii negociază bazându-se pe relații vechi și pe cunoașterea pieței',
          },
        },
        {
          id: 'colaborare-13-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'AI benchmarks prices and prepares the negotiation arguments; people lead the negotiation and look after the relationship',
            ro: 'AI-ul compară prețurile cu piața și pregătește argumentele de negociere; oamenii poartă negocierea și întrețin relația',
          },
        },
        {
          id: 'colaborare-13-c',
          key: 'C',
          aiPercent: 50,
          text: {
            en: 'AI runs the requests for quotes and compares the offers; people only sign off the winner',
            ro: 'AI-ul gestionează cererile de ofertă și compară ofertele; oamenii doar aprobă câștigătorul',
          },
        },
        {
          id: 'colaborare-13-d',
          key: 'D',
          aiPercent: 85,
          text: {
            en: "An automated purchasing process picks the cheapest compliant offer; there's no personal contact with suppliers",
            ro: 'Un proces automat de achiziții alege cea mai ieftină ofertă conformă; nu există contact personal cu furnizorii',
          },
        },
        {
          id: 'colaborare-13-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: 'Our procurement department handles all supplier negotiations',
            ro: 'Toate negocierile cu furnizorii le face departamentul de achiziții',
          },
        },
      ],
    },
    {
      id: 'colaborare-14',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'Before a campaign launches, how do you prepare customer service, sales or store teams for the questions it will bring?',
        ro: 'Înainte de lansarea unei campanii, cum pregătiți echipele de relații cu clienții, de vânzări sau din magazine pentru întrebările pe care le va aduce?',
      },
      options: [
        {
          id: 'colaborare-14-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Marketing holds a briefing with each team and answers their questions',
            ro: 'Marketingul ține o sesiune de informare cu fiecare echipă și răspunde la întrebări',
          },
        },
        {
          id: 'colaborare-14-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'AI drafts the FAQ and the briefing pack; marketing walks each team through it in person',
            ro: 'AI-ul face prima variantă a întrebărilor frecvente și a materialului de informare; marketingul îl prezintă personal fiecărei echipe',
          },
        },
        {
          id: 'colaborare-14-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'An AI-written briefing pack is e-mailed to the teams; questions go to a shared channel',
            ro: 'Un material de informare scris de AI este trimis echipelor pe e-mail; întrebările merg pe un canal comun',
          },
        },
        {
          id: 'colaborare-14-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'Teams ask an internal AI chatbot about the campaign; nobody from marketing briefs them',
            ro: 'Echipele întreabă un chatbot AI intern despre campanie; nimeni din marketing nu le prezintă campania',
          },
        },
        {
          id: 'colaborare-14-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "Our campaigns don't involve other customer-facing teams",
            ro: 'Campaniile noastre nu implică alte echipe care lucrează cu clienții',
          },
        },
      ],
    },
    {
      id: 'colaborare-15',
      kind: 'split',
      type: 'single_choice',
      text: {
        en: 'How do you keep an eye on workload and morale in your marketing team?',
        ro: 'Cum urmăriți gradul de încărcare și moralul echipei de marketing?',
      },
      options: [
        {
          id: 'colaborare-15-a',
          key: 'A',
          aiPercent: 0,
          text: {
            en: 'Through regular one-to-ones and day-to-day contact with each person',
            ro: 'Prin discuții individuale regulate și prin contactul de zi cu zi cu fiecare om',
          },
        },
        {
          id: 'colaborare-15-b',
          key: 'B',
          aiPercent: 15,
          text: {
            en: 'One-to-ones stay central; AI summarises short pulse surveys and workload data, so managers know what to ask about',
            ro: 'Discuțiile individuale rămân esențiale; AI-ul sintetizează sondaje scurte și datele despre încărcare, ca managerii să știe ce să întrebe',
          },
        },
        {
          id: 'colaborare-15-c',
          key: 'C',
          aiPercent: 45,
          text: {
            en: 'AI reads pulse surveys and tool activity and flags who is at risk; one-to-ones happen only when someone is flagged',
            ro: 'AI-ul analizează sondajele și activitatea din instrumente și semnalează cine e în risc; discuțiile individuale au loc doar la semnal',
          },
        },
        {
          id: 'colaborare-15-d',
          key: 'D',
          aiPercent: 75,
          text: {
            en: 'An automated engagement score replaces conversations with the team about how people are doing',
            ro: 'Un scor automat de engagement înlocuiește discuțiile cu echipa despre cum se simt oamenii',
          },
        },
        {
          id: 'colaborare-15-e',
          key: 'E',
          aiPercent: null,
          text: {
            en: "We don't pay specific attention to workload or morale",
            ro: 'Nu urmărim în mod special încărcarea sau moralul echipei',
          },
        },
      ],
    },
  ],
};
