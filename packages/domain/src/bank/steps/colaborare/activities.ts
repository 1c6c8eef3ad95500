/**
 * COLABORARE: the step's 14 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 85 % human: the ideals are eight A,
 * five B and one C (machine share 232 / 14 = 16.6 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'agency-brief',
    stem: {
      en: 'Who writes the briefs for your agencies and freelancers?',
      ro: 'Cine scrie brief-urile pentru agenții și colaboratorii externi?',
    },
    ideal: 'B',
    weight: 3,
    rationale: {
      en: 'A brief carries judgement and context an outside team cannot get elsewhere; AI can check it for gaps, but the person who owns the result writes it.',
      ro: 'Un brief transmite judecata și contextul pe care cei din afară nu le pot afla altfel; AI-ul poate căuta lipsurile din el, dar îl scrie cel care răspunde de rezultat.',
    },
    levers: {
      towardMachine: {
        en: 'Run every brief through an AI assistant loaded with your brief template before sending; it flags a missing budget, audience or success measure, and the brief’s owner fills it in.',
        ro: 'Treceți fiecare brief printr-un asistent AI care cunoaște șablonul vostru de brief, înainte de trimitere; el semnalează bugetul, publicul sau indicatorul de succes care lipsește, iar autorul brief-ului îl completează.',
      },
      towardHuman: {
        en: 'A generated brief hands the agency or freelancer generic context and wastes its first round: whoever owns the result writes the problem, the audience and the one thing to change.',
        ro: 'Un brief generat îi dă agenției sau colaboratorului un context generic și irosește prima rundă de lucru: cel care răspunde de rezultat scrie problema, publicul și singurul lucru care trebuie schimbat.',
      },
      start: {
        en: 'Vague briefs cost rounds of rework and agency fees; adopt a one-page template (objective, audience, message, budget, measure) and have the project owner write every brief on it.',
        ro: 'Brief-urile vagi costă runde de refacere și onorarii de agenție; adoptați un șablon de o pagină (obiectiv, public, mesaj, buget, indicator) și cereți responsabilului de proiect să scrie fiecare brief pe el.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI check every agency brief for missing details',
          ro: 'Lăsați AI-ul să caute lipsurile din fiecare brief pentru agenții',
        },
        tool: { en: 'AI assistant loaded with brief template', ro: 'Asistent AI cu șablonul de brief' },
      },
      towardHuman: {
        title: {
          en: 'Have the result’s owner write every agency brief',
          ro: 'Cereți celui care răspunde de rezultat să scrie brief-ul pentru agenție',
        },
        tool: {
          en: 'Brief outline: problem, audience, one change',
          ro: 'Structura brief-ului: problemă, public, schimbare',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Have project owners write every agency brief on one page',
          ro: 'Cereți responsabililor de proiect să scrie fiecare brief pe un șablon',
        },
        tool: { en: 'One-page brief template', ro: 'Șablon de brief de o pagină' },
      },
    },
  },
  {
    slug: 'agency-review',
    stem: {
      en: 'Who holds the quarterly review with each agency?',
      ro: 'Cine face evaluarea trimestrială cu fiecare agenție?',
    },
    ideal: 'A',
    rationale: {
      en: 'Agencies improve when the client tells them face to face what worked and what did not, and hears their side, which no scorecard does.',
      ro: 'Agențiile devin mai bune când clientul le spune față în față ce a mers și ce nu și ascultă și partea lor, lucru pe care nu îl face niciun punctaj.',
    },
    levers: {
      towardHuman: {
        en: 'Replace emailed scorecards with a one-hour meeting each quarter where whoever leads marketing and the agency’s lead discuss results, ways of working and what each side will change.',
        ro: 'Înlocuiți evaluările trimise pe e-mail cu o întâlnire de o oră în fiecare trimestru, în care persoana care conduce marketingul și responsabilul agenției discută rezultatele, modul de lucru și ce schimbă fiecare parte.',
      },
      start: {
        en: 'Agencies left without feedback repeat what you dislike; book a quarterly hour with each agency: three things that worked, three to change, and one thing they ask of you.',
        ro: 'Agențiile fără feedback repetă ce nu vă place; programați trimestrial o oră cu fiecare agenție: trei lucruri care au mers, trei de schimbat și unul pe care vi-l cer ei.',
      },
      takeAiOut: {
        en: 'Have whoever leads marketing write what worked and what to change before each quarterly agency review, instead of AI-drafted feedback; the campaign-results dashboard can still open the meeting.',
        ro: 'Cereți persoanei care conduce marketingul să scrie, înaintea fiecărei evaluări trimestriale cu agenția, ce a mers și ce trebuie schimbat, în locul feedbackului scris de AI; dashboardul cu rezultatele campaniilor poate deschide în continuare întâlnirea.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace emailed agency scorecards with a quarterly one-hour meeting',
          ro: 'Înlocuiți evaluările agențiilor trimise pe e-mail cu o întâlnire trimestrială',
        },
        tool: { en: 'Quarterly agency review agenda', ro: 'Agenda evaluării trimestriale cu agenția' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Book a quarterly feedback hour with each agency',
          ro: 'Programați trimestrial o oră de feedback cu fiecare agenție',
        },
        tool: { en: 'Three-part agency feedback agenda', ro: 'Agendă de feedback în trei părți' },
      },
    },
  },
  {
    slug: 'supplier-deadlines',
    stem: {
      en: 'Who coordinates deadlines with freelancers and suppliers?',
      ro: 'Cine coordonează termenele cu colaboratorii externi și furnizorii?',
    },
    ideal: 'B',
    rationale: {
      en: 'A project tool can send reminders and track status, but renegotiating a slipped deadline or a changed brief needs the person who owns the relationship.',
      ro: 'Un instrument de proiect poate trimite mementouri și urmări stadiul, dar renegocierea unui termen ratat sau a unui brief schimbat cere omul care răspunde de relație.',
    },
    levers: {
      towardMachine: {
        en: 'Move supplier work onto a shared project board with automatic reminders three days before each deadline; the project owner reviews overdue items twice a week.',
        ro: 'Mutați lucrările furnizorilor într-un panou de proiect comun, cu mementouri automate cu trei zile înaintea fiecărui termen; responsabilul de proiect verifică de două ori pe săptămână sarcinile întârziate.',
      },
      towardHuman: {
        en: 'Automatic chasers strain the relationship when a delay has a reason: the project owner calls the supplier about any slip of more than two days and agrees the new plan.',
        ro: 'Mementourile automate tensionează relația când o întârziere are un motiv: responsabilul de proiect sună furnizorul la orice întârziere de peste două zile și stabilește cu el noul plan.',
      },
      start: {
        en: 'Untracked supplier deadlines surface as last-minute emergencies; put every open job, with owner and date, on one shared board, and name one person to follow up weekly.',
        ro: 'Termenele neurmărite ale furnizorilor apar ca urgențe de ultim moment; treceți fiecare lucrare deschisă, cu responsabil și dată, pe un singur panou comun și desemnați o persoană care le urmărește săptămânal.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a project board send automatic supplier deadline reminders',
          ro: 'Lăsați un panou de proiect să trimită mementouri automate furnizorilor',
        },
        tool: { en: 'Shared project board with reminders', ro: 'Panou de proiect comun cu mementouri' },
      },
      towardHuman: {
        title: {
          en: 'Have the project owner call suppliers about slipped deadlines',
          ro: 'Cereți responsabilului de proiect să sune furnizorii la orice întârziere',
        },
        tool: { en: 'Call log with the agreed plan', ro: 'Jurnal de apeluri cu planul convenit' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Track every supplier deadline on one board, with an owner',
          ro: 'Urmăriți toate termenele furnizorilor pe un singur panou, cu un responsabil',
        },
        tool: { en: 'Shared board with owners and dates', ro: 'Panou comun cu responsabili și termene' },
      },
    },
  },
  {
    slug: 'sales-alignment',
    appliesWhen: ['sales-team'],
    stem: {
      en: 'Who agrees priorities with the people who sell?',
      ro: 'Cine stabilește prioritățile împreună cu cei care vând?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Marketing and the people who sell pull in one direction only when they sit together, trade what they hear from customers and settle priorities face to face.',
      ro: 'Marketingul și cei care vând trag în aceeași direcție doar când oamenii implicați stau la aceeași masă, își spun ce aud de la clienți și stabilesc prioritățile față în față.',
    },
    levers: {
      towardHuman: {
        en: 'A shared dashboard does not replace the meeting: hold thirty minutes a week between whoever leads marketing and whoever sells, to agree priorities and settle disputes over leads.',
        ro: 'Un dashboard comun nu înlocuiește ședința: țineți treizeci de minute pe săptămână între persoana care conduce marketingul și cei care vând, ca să stabiliți prioritățile și să lămuriți disputele despre lead-uri.',
      },
      start: {
        en: 'When marketing and whoever sells set priorities apart, leads go cold and messages diverge; start a weekly thirty-minute meeting with three fixed questions and written actions.',
        ro: 'Când marketingul și cei care vând își stabilesc separat prioritățile, lead-urile se răcesc și mesajele diferă; porniți o ședință săptămânală de treizeci de minute, cu trei întrebări fixe și acțiuni scrise.',
      },
      takeAiOut: {
        en: 'Agree each week’s priorities in the meeting with whoever sells, not from an AI-proposed ranking of accounts and campaigns; the lead report both sides read may stay.',
        ro: 'Stabiliți prioritățile săptămânii în ședința cu cei care vând, nu după o ierarhie a clienților și a campaniilor propusă de AI; raportul de lead-uri citit de ambele părți poate rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Settle priorities and lead disputes with whoever sells weekly',
          ro: 'Lămuriți săptămânal cu cei care vând prioritățile și disputele despre lead-uri',
        },
        tool: {
          en: 'Weekly priorities and lead-dispute agenda',
          ro: 'Agenda săptămânală: priorități și lead-uri disputate',
        },
      },
      start: {
        title: {
          en: 'Start a weekly thirty-minute meeting with whoever sells',
          ro: 'Porniți o ședință săptămânală de 30 de minute cu cei care vând',
        },
        tool: { en: 'Three-question agenda, written actions', ro: 'Trei întrebări fixe, acțiuni scrise' },
      },
    },
  },
  {
    slug: 'launch-briefing',
    stem: {
      en: 'Who briefs customer-facing colleagues before each launch?',
      ro: 'Cine le prezintă lansările colegilor care vorbesc cu clienții?',
    },
    ideal: 'B',
    rationale: {
      en: 'AI can prepare the first version of the questions-and-answers sheet, but colleagues who face customers need to hear the launch from a person who takes their objections.',
      ro: 'AI-ul poate pregăti prima variantă a listei de întrebări și răspunsuri, dar colegii care vorbesc cu clienții trebuie să audă lansarea de la un om care le preia obiecțiile.',
    },
    levers: {
      towardMachine: {
        en: 'Have an AI assistant turn the launch plan into a one-page summary and a sheet of likely customer questions; whoever leads the launch checks both and presents them in a thirty-minute session.',
        ro: 'Cereți unui asistent AI să transforme planul de lansare într-un rezumat de o pagină și o listă de întrebări probabile; cel care conduce lansarea le verifică și le prezintă într-o sesiune de treizeci de minute.',
      },
      towardHuman: {
        en: 'An emailed AI summary gets skimmed and leaves objections unanswered: whoever leads the launch presents it live to everyone who sells to or serves customers, and updates the answers from their questions.',
        ro: 'Un rezumat AI trimis pe e-mail e citit în fugă și lasă obiecțiile fără răspuns: cel care conduce lansarea o prezintă în direct celor care vând sau servesc clienții și actualizează răspunsurile după întrebările lor.',
      },
      start: {
        en: 'Customers hear about a launch from your front line first; before each one, hold thirty minutes with everyone who talks to customers, using an AI-prepared questions sheet you have checked.',
        ro: 'Clienții află de lansări întâi de la colegii din prima linie; înaintea fiecăreia, prezentați-le lansarea în 30 de minute, cu o listă de întrebări pregătită de AI și verificată de voi.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI draft the launch summary and likely customer questions',
          ro: 'Lăsați AI-ul să pregătească rezumatul lansării și întrebările probabile ale clienților',
        },
        tool: { en: 'One-page summary and questions sheet', ro: 'Rezumat și listă de întrebări' },
      },
      towardHuman: {
        title: {
          en: 'Present each launch live, not by e-mail, to front-line colleagues',
          ro: 'Prezentați fiecare lansare în direct, nu pe e-mail, colegilor din prima linie',
        },
        tool: { en: 'Live question-and-answer session', ro: 'Sesiune de întrebări și răspunsuri' },
      },
      start: {
        title: {
          en: 'Brief front-line colleagues for thirty minutes before each launch',
          ro: 'Prezentați fiecare lansare colegilor din prima linie, în 30 de minute',
        },
        tool: { en: 'Checked AI-prepared questions sheet', ro: 'Listă de întrebări pregătită de AI' },
      },
    },
  },
  {
    slug: 'cross-team-comments',
    stem: {
      en: 'Who reconciles other teams’ comments on your campaigns?',
      ro: 'Cine armonizează comentariile celorlalte echipe despre campanii?',
    },
    ideal: 'B',
    weight: 1,
    rationale: {
      en: 'AI can merge everyone’s comments and flag contradictions, but deciding whose concern wins is a negotiation the campaign owner holds with the people involved.',
      ro: 'AI-ul poate aduna comentariile tuturor și poate semnala contradicțiile, dar a cui obiecție are câștig de cauză se negociază între responsabilul campaniei și cei implicați.',
    },
    levers: {
      towardMachine: {
        en: 'Collect comments in one shared document and have an AI assistant group them and mark contradictions; the campaign owner settles each flagged conflict with the people involved.',
        ro: 'Strângeți comentariile într-un singur document comun și cereți unui asistent AI să le grupeze și să marcheze contradicțiile; responsabilul campaniei rezolvă fiecare conflict semnalat cu cei implicați.',
      },
      towardHuman: {
        en: 'An AI merge quietly drops the objection it judges minor, often a legal one: the campaign owner reads every original comment and tells each author what was taken and why.',
        ro: 'O sinteză AI elimină fără să anunțe obiecția pe care o consideră minoră, adesea pe cea juridică: responsabilul campaniei citește fiecare comentariu original și le spune autorilor ce s-a preluat și de ce.',
      },
      start: {
        en: 'Comments arriving through five channels cause endless rounds and missed launches; gather them in one document with a deadline, and let the campaign owner settle conflicts in one call.',
        ro: 'Comentariile venite pe cinci căi aduc runde nesfârșite și lansări ratate; strângeți-le într-un singur document, cu termen, iar responsabilul campaniei rezolvă conflictele într-o singură discuție.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI group campaign comments and flag contradictions',
          ro: 'Lăsați AI-ul să grupeze comentariile la campanie și să marcheze contradicțiile',
        },
        tool: { en: 'AI assistant that groups comments', ro: 'Asistent AI care grupează comentariile' },
      },
      towardHuman: {
        title: {
          en: 'Have the campaign owner read every original campaign comment',
          ro: 'Cereți responsabilului campaniei să citească fiecare comentariu original',
        },
        tool: { en: 'Comment log: taken, dropped, why', ro: 'Jurnal de comentarii: preluat, respins, motiv' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Gather all campaign comments in one document with a deadline',
          ro: 'Strângeți toate comentariile la campanie într-un document, cu termen',
        },
        tool: { en: 'Shared comments document with deadline', ro: 'Document comun de comentarii, cu termen' },
      },
    },
  },
  {
    slug: 'onboarding',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who onboards new people joining your marketing team?',
      ro: 'Cine îi integrează pe noii colegi din echipa de marketing?',
    },
    ideal: 'B',
    rationale: {
      en: 'A colleague who guides the first weeks passes on unwritten rules and contacts, while an AI assistant over your documents can answer the routine questions.',
      ro: 'Un coleg care ghidează primele săptămâni transmite regulile nescrise și contactele, iar un asistent AI care cunoaște documentele voastre poate răspunde la întrebările de rutină.',
    },
    levers: {
      towardMachine: {
        en: 'Give newcomers an AI assistant connected to your brand guide, processes and past briefs for routine questions; their buddy checks weekly which answers were wrong and fixes the documents.',
        ro: 'Dați noilor colegi un asistent AI conectat la ghidul de brand, la procese și la brief-urile anterioare, pentru întrebările de rutină; colegul îndrumător verifică săptămânal ce răspunsuri au fost greșite și corectează documentele.',
      },
      towardHuman: {
        en: 'A self-service portal teaches the tools, not the people: name a buddy for each newcomer’s first ninety days, with a weekly half-hour talk and introductions to key colleagues.',
        ro: 'Un portal de autoinstruire explică instrumentele, nu oamenii: desemnați un coleg îndrumător pentru primele nouăzeci de zile ale fiecărui nou venit, cu o discuție săptămânală de o jumătate de oră și prezentări către colegii-cheie.',
      },
      start: {
        en: 'Newcomers left to find their own way take months to contribute; write a thirty-day plan with named contacts, pair each new marketer with a buddy, and add an AI assistant over your documents.',
        ro: 'Noii colegi lăsați să se descurce singuri contribuie abia după luni; scrieți un plan pe 30 de zile cu persoane de contact, dați fiecăruia un coleg îndrumător și un asistent AI care cunoaște documentele voastre.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Give newcomers an AI assistant for routine onboarding questions',
          ro: 'Dați noilor colegi un asistent AI pentru întrebările de rutină',
        },
        tool: { en: 'AI assistant over your documents', ro: 'Asistent AI pe documentele interne' },
      },
      towardHuman: {
        title: {
          en: 'Name a buddy for each newcomer’s first ninety days',
          ro: 'Desemnați un coleg îndrumător pentru primele 90 de zile ale fiecărui nou venit',
        },
        tool: { en: 'Ninety-day buddy plan with introductions', ro: 'Plan de îndrumare pe trei luni' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write a thirty-day onboarding plan and pair newcomers with buddies',
          ro: 'Scrieți un plan de integrare pe 30 de zile, cu un coleg îndrumător',
        },
        tool: { en: 'Thirty-day plan with named contacts', ro: 'Plan de integrare pe o lună' },
      },
    },
  },
  {
    slug: 'one-to-ones',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who holds regular one-to-ones with each marketer?',
      ro: 'Cine are discuții individuale regulate cu fiecare marketer?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'A one-to-one is where whoever leads the team hears what worries someone before it becomes a resignation, and that only happens between two people who trust each other.',
      ro: 'În discuția individuală, cel care conduce echipa află ce îl frământă pe un om înainte să devină demisie, iar asta cere încredere între cei doi.',
    },
    levers: {
      towardHuman: {
        en: 'Do not let check-in forms or automated mood surveys stand in for the talk: whoever leads the team meets each marketer for thirty minutes every two weeks, on an agenda the marketer sets.',
        ro: 'Nu lăsați formularele sau chestionarele automate de stare să țină locul discuției: persoana care conduce echipa se vede cu fiecare marketer la două săptămâni, treizeci de minute, pe o agendă stabilită de acesta.',
      },
      start: {
        en: 'People leave leaders who never ask how they are doing; book thirty minutes every two weeks with each marketer, about their work, obstacles and growth, not task status.',
        ro: 'Oamenii pleacă de la șefii care nu îi întreabă niciodată cum le merge; programați la două săptămâni câte treizeci de minute cu fiecare marketer, despre munca, obstacolele și dezvoltarea lui, nu despre stadiul sarcinilor.',
      },
      takeAiOut: {
        en: 'In each one-to-one, whoever leads marketing asks questions from the previous talk’s notes, never AI-suggested talking points; the project board can cover task status beforehand.',
        ro: 'În fiecare discuție individuală, persoana care conduce marketingul întreabă pornind de la notițele discuției anterioare, nu după subiecte sugerate de AI; instrumentul de gestiune a proiectelor poate arăta dinainte stadiul sarcinilor.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace check-in forms with fortnightly one-to-ones',
          ro: 'Înlocuiți formularele de stare cu discuții individuale la două săptămâni',
        },
        tool: { en: 'Agenda set by the team member', ro: 'Agendă stabilită de membrul echipei' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Book fortnightly thirty-minute one-to-ones with each marketer',
          ro: 'Programați la două săptămâni câte 30 de minute cu fiecare marketer',
        },
        tool: {
          en: 'One-to-one agenda: work, obstacles, growth',
          ro: 'Agendă: muncă, obstacole, dezvoltare',
        },
      },
    },
  },
  {
    slug: 'recognition',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who recognises good work in your marketing team?',
      ro: 'Cine recunoaște munca bună din echipa de marketing?',
    },
    ideal: 'A',
    rationale: {
      en: 'Recognition motivates when it comes from someone who saw the work and names what was good about it; an automated badge says nobody looked.',
      ro: 'Aprecierea motivează când vine de la cineva care a văzut munca și spune ce a fost bun la ea; o insignă automată arată că nu s-a uitat nimeni.',
    },
    levers: {
      towardHuman: {
        en: 'Drop automated kudos and generated thank-you notes: whoever leads the team names one piece of good work in each weekly meeting and says exactly what it changed.',
        ro: 'Renunțați la aprecierile automate și la mesajele de mulțumire generate: persoana care conduce echipa amintește în fiecare ședință săptămânală o lucrare bună și spune concret ce a schimbat.',
      },
      start: {
        en: 'Good work nobody mentions stops happening; open each weekly team meeting with two minutes on one specific piece of work and who did it, outside partners included.',
        ro: 'Munca bună pe care nu o pomenește nimeni încetează; începeți fiecare ședință săptămânală a echipei cu două minute despre o lucrare anume și cine a făcut-o, inclusiv colaboratorii externi.',
      },
      takeAiOut: {
        en: 'Choose the work to praise and write the words from scratch, with no AI-drafted thank-you messages or tool-nominated stars of the week; campaign results may point to candidates.',
        ro: 'Alegeți voi lucrarea de apreciat și scrieți mesajul de la zero, fără mulțumiri redactate de AI sau un „om al săptămânii” propus de instrument; rezultatele campaniilor pot sugera candidați.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Replace automated kudos with weekly praise said in person',
          ro: 'Înlocuiți aprecierile automate cu aprecieri spuse personal, în fiecare săptămână',
        },
        tool: {
          en: 'Recognition slot in the weekly meeting',
          ro: 'Moment de apreciere în ședința săptămânală',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Open each weekly meeting by recognising one piece of work',
          ro: 'Începeți fiecare ședință săptămânală cu aprecierea unei lucrări anume',
        },
        tool: { en: 'Two-minute recognition opener', ro: 'Două minute de apreciere la început' },
      },
    },
  },
  {
    slug: 'team-conflicts',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who resolves conflicts inside your marketing team?',
      ro: 'Cine rezolvă conflictele din echipa de marketing?',
    },
    ideal: 'A',
    rationale: {
      en: 'Conflicts between colleagues are about trust, status and fairness, and they settle only when a person both sides respect hears each of them and decides.',
      ro: 'Conflictele dintre colegi țin de încredere, statut și corectitudine și se rezolvă doar când un om respectat de ambele părți îl ascultă pe fiecare și decide.',
    },
    levers: {
      towardHuman: {
        en: 'Keep conflicts out of tickets, surveys and AI-written messages: whoever leads the team talks to each side alone within a week, then to both together, and records what was agreed.',
        ro: 'Țineți conflictele departe de tichete, chestionare și mesaje scrise de AI: persoana care conduce echipa vorbește cu fiecare parte separat în cel mult o săptămână, apoi cu amândouă împreună, și notează ce s-a convenit.',
      },
      start: {
        en: 'Unresolved friction costs good people and slows every project; agree a simple rule: one named person hears both sides within a week, and nobody escalates by e-mail.',
        ro: 'Tensiunile nerezolvate vă costă oameni buni și încetinesc fiecare proiect; stabiliți o regulă simplă: o persoană desemnată ascultă ambele părți în cel mult o săptămână, iar nimeni nu escaladează pe e-mail.',
      },
      takeAiOut: {
        en: 'No AI-proposed compromise and no AI-polished message to the two colleagues: whoever leads marketing explains the outcome in person; dates and deliverables from the project tool can settle facts.',
        ro: 'Fără compromis propus de AI și fără mesaj șlefuit de AI către cei doi colegi: persoana care conduce marketingul le explică personal decizia; termenele și lucrările din instrumentul de proiect pot lămuri faptele.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Hear each side of a team conflict alone, then together',
          ro: 'Ascultați separat fiecare parte a conflictului, apoi pe amândouă împreună',
        },
        tool: { en: 'Written record of the agreement', ro: 'Notă scrisă cu ce s-a convenit' },
      },
      start: {
        title: {
          en: 'Set a one-week rule for hearing both sides of conflicts',
          ro: 'Stabiliți regula ca ambele părți ale unui conflict să fie ascultate într-o săptămână',
        },
        tool: { en: 'One-paragraph conflict rule', ro: 'Regula conflictelor, într-un paragraf' },
      },
    },
  },
  {
    slug: 'meeting-notes',
    appliesWhen: ['marketing-team'],
    stem: {
      en: 'Who takes the notes in your marketing meetings?',
      ro: 'Cine ia notițe în ședințele de marketing?',
    },
    ideal: 'C',
    weight: 1,
    risks: ['personal-data'],
    rationale: {
      en: 'An AI notetaker captures decisions and actions more completely than colleagues taking notes in turn, while the meeting owner checks them before they are sent.',
      ro: 'Un instrument AI de notițe reține deciziile și acțiunile mai complet decât un coleg care scrie prin rotație, iar cel care conduce ședința le verifică înainte de trimitere.',
    },
    levers: {
      towardMachine: {
        en: 'Switch on AI notes in your video-call tool, set to list decisions, owners and dates; the meeting owner corrects them and sends them within an hour.',
        ro: 'Activați notițele făcute de AI în aplicația de videoconferință, cu lista deciziilor, a responsabililor și a termenelor; cel care conduce ședința le corectează și le trimite în cel mult o oră.',
      },
      towardHuman: {
        en: 'Unchecked AI notes misassign owners and keep off-the-record remarks: the meeting owner reviews every summary before it goes out, and participants are told when a recording runs.',
        ro: 'Notițele AI neverificate atribuie greșit sarcinile și rețin remarci confidențiale: cel care conduce ședința verifică fiecare rezumat înainte de trimitere, iar participanții sunt anunțați când se înregistrează.',
      },
      start: {
        en: 'Meetings without written actions get held twice; send decisions, owners and dates within a day of each one, written by an AI notetaker and checked by the meeting owner.',
        ro: 'Ședințele fără acțiuni scrise se repetă; în cel mult o zi după fiecare, trimiteți deciziile, responsabilii și termenele, scrise de un instrument AI de notițe și verificate de cel care a condus ședința.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI take meeting notes with decisions, owners and dates',
          ro: 'Lăsați AI-ul să ia notițele ședințelor, cu decizii, responsabili și termene',
        },
        tool: { en: 'AI notes in video-call tool', ro: 'Notițe AI în aplicația de videoconferință' },
        cost: 'light',
      },
      towardHuman: {
        title: {
          en: 'Have the meeting owner review every AI summary before sending',
          ro: 'Cereți celui care conduce ședința să verifice fiecare rezumat AI înainte de trimitere',
        },
        tool: { en: 'Pre-send check and recording notice', ro: 'Verificare și anunțul înregistrării' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Send AI-written, checked meeting actions within a day',
          ro: 'Trimiteți în cel mult o zi acțiunile ședinței, scrise de AI și verificate',
        },
        tool: { en: 'AI notetaker with actions template', ro: 'Instrument AI de notițe cu acțiuni' },
      },
    },
  },
  {
    slug: 'customer-advocates',
    stem: {
      en: 'Who keeps in touch with customers who recommend you?',
      ro: 'Cine ține legătura cu clienții care vă recomandă?',
    },
    ideal: 'A',
    rationale: {
      en: 'Customers recommend you because of a relationship, and it lasts only while a real person thanks them, listens to them and gives them something back.',
      ro: 'Clienții vă recomandă datorită unei relații, iar ea durează doar cât timp un om le mulțumește, îi ascultă și le oferă ceva în schimb.',
    },
    levers: {
      towardHuman: {
        en: 'Automated thank-you sequences make advocates feel used: a named person calls or writes personally to your twenty most active advocates each quarter and invites them to an early look at what is coming.',
        ro: 'Mesajele automate de mulțumire îi fac pe susținători să se simtă folosiți: o persoană anume îi contactează personal, în fiecare trimestru, pe cei mai activi douăzeci și îi invită să vadă în avanpremieră ce pregătiți.',
      },
      start: {
        en: 'Customers who recommend you are your cheapest source of new ones; list the twenty who refer most and have one person thank each of them personally this quarter.',
        ro: 'Clienții care vă recomandă sunt cea mai ieftină sursă de clienți noi; faceți lista celor douăzeci care recomandă cel mai des și cereți unei persoane să le mulțumească personal în acest trimestru.',
      },
      takeAiOut: {
        en: 'Thank customers who recommend you with a call or a note from the person who knows them, not an AI-personalised e-mail; a referral report can show who brought in whom.',
        ro: 'Mulțumiți clienților care vă recomandă printr-un telefon sau câteva rânduri scrise chiar de omul care îi cunoaște, nu printr-un e-mail personalizat de AI; un raport al recomandărilor poate arăta cine pe cine a adus.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Name a person to contact your most active advocates quarterly',
          ro: 'Desemnați o persoană care îi contactează personal, trimestrial, pe cei mai activi susținători',
        },
        tool: {
          en: 'Advocate contact list with preview invitation',
          ro: 'Listă de contacte, invitație în avanpremieră',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Thank your twenty top referring customers personally this quarter',
          ro: 'Mulțumiți personal, în acest trimestru, celor 20 de clienți care vă recomandă',
        },
        tool: { en: 'Top-twenty referrers list', ro: 'Lista primilor 20 de susținători' },
      },
    },
  },
  {
    slug: 'customer-community',
    stem: { en: 'Who hosts your customer community?', ro: 'Cine animă comunitatea clienților voștri?' },
    ideal: 'A',
    rationale: {
      en: 'Members join a community to talk with people, the brand included, and a host who knows them by name is what keeps it alive.',
      ro: 'Membrii vin într-o comunitate ca să vorbească cu oameni, inclusiv cu brandul, iar o gazdă care îi știe pe nume este cea care o ține vie.',
    },
    levers: {
      towardHuman: {
        en: 'When bots post topics and answer members, activity looks busy and then dies: name a community host who answers, connects members with each other and runs one gathering a quarter.',
        ro: 'Când roboții publică subiecte și le răspund membrilor, activitatea pare intensă și apoi se stinge: desemnați o gazdă a comunității care răspunde, îi pune pe membri în legătură și organizează o întâlnire pe trimestru.',
      },
      start: {
        en: 'A community keeps customers the product alone would lose; start with a group of thirty active customers, a named host and one online or in-person meeting each quarter.',
        ro: 'O comunitate păstrează clienții pe care produsul singur i-ar pierde; începeți cu un grup de treizeci de clienți activi, o gazdă desemnată și o întâlnire online sau față în față în fiecare trimestru.',
      },
      takeAiOut: {
        en: 'Retire the AI-drafted welcome posts and discussion starters: the host writes them, one topic a week from what members asked; the platform’s monthly activity report can stay.',
        ro: 'Renunțați la mesajele de bun venit și la subiectele de discuție scrise de AI: gazda le scrie, câte un subiect pe săptămână, pornind de la întrebările membrilor; raportul lunar de activitate al platformei poate rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Name a host to replace bots in your customer community',
          ro: 'Desemnați o gazdă a comunității clienților în locul roboților',
        },
        tool: {
          en: 'Community host role and quarterly gathering',
          ro: 'Rolul gazdei și întâlnirea trimestrială',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Start a customer community of thirty with a named host',
          ro: 'Porniți o comunitate de 30 de clienți activi, cu o gazdă desemnată',
        },
        tool: {
          en: 'Quarterly community meeting plan',
          ro: 'Planul întâlnirilor trimestriale ale comunității',
        },
      },
    },
  },
  {
    slug: 'co-marketing',
    stem: {
      en: 'Who agrees joint campaigns with partner companies?',
      ro: 'Cine negociază campaniile comune cu firmele partenere?',
    },
    ideal: 'A',
    rationale: {
      en: 'A joint campaign lends your brand to another company, and the terms, the shared audiences and who does what rest on trust between the two sides.',
      ro: 'O campanie comună vă împrumută brandul altei companii, iar condițiile, audiențele împărțite și cine ce face se sprijină pe încrederea dintre cele două părți.',
    },
    levers: {
      towardHuman: {
        en: 'Keep partner deals out of automated partner portals: whoever leads marketing meets each partner, agrees goals, audiences and data use in writing, and reviews the results with them.',
        ro: 'Nu lăsați acordurile cu partenerii pe seama portalurilor automate: persoana care conduce marketingul se întâlnește cu fiecare partener, stabilește în scris obiectivele, audiențele și folosirea datelor și analizează împreună rezultatele.',
      },
      start: {
        en: 'A partner with the same customers widens your reach at a fraction of the cost; pick one non-competing company your customers already use and propose one joint piece of content this half-year.',
        ro: 'Un partener cu aceiași clienți vă lărgește audiența cu o fracțiune din cost; alegeți o firmă care nu vă face concurență, folosită deja de clienții voștri, și propuneți-i un material comun în acest semestru.',
      },
      takeAiOut: {
        en: 'Whoever leads marketing writes the partner proposal and its terms, not a polished AI first draft; AI can still size the audience overlap from both sides’ figures.',
        ro: 'Persoana care conduce marketingul scrie propunerea către partener și condițiile ei, nu o primă variantă AI retușată; AI-ul poate estima în continuare suprapunerea audiențelor din cifrele ambelor părți.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Meet each partner to agree every joint campaign in writing',
          ro: 'Negociați personal cu fiecare partener campania comună și stabiliți-o în scris',
        },
        tool: {
          en: 'Written partner agreement: goals, audiences, data',
          ro: 'Acord scris: obiective, audiențe, date',
        },
      },
      start: {
        title: {
          en: 'Propose one joint piece of content to a partner company',
          ro: 'Propuneți unei firme care nu vă face concurență un material comun',
        },
        tool: { en: 'One-page joint content proposal', ro: 'Propunere de material comun, o pagină' },
      },
    },
  },
]);
