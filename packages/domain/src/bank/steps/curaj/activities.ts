/**
 * CURAJ: the step's 15 activity questions (domain-design.md §2): who does each activity, on the
 * one answer scale, with its ideal, rationale and levers. Target 85 % human: the ideals are ten A,
 * four B and one C (machine share 199 / 15 = 13.3 %).
 */
import { activities } from '../../define.js';

export const ACTIVITIES = activities([
  {
    slug: 'risk-appetite',
    stem: {
      en: 'Who sets how much creative risk your brand takes?',
      ro: 'Cine stabilește cât risc creativ își asumă brandul?',
    },
    ideal: 'A',
    rationale: {
      en: 'How much reputation and budget the brand may stake on bold work is a decision for the owner or leadership, who answer for both.',
      ro: 'Câtă reputație și cât buget poate miza brandul pe idei îndrăznețe decide conducerea, care răspunde pentru amândouă.',
    },
    levers: {
      towardHuman: {
        en: 'Do not let a brand-safety tool’s settings define your risk appetite: the owner or leadership and whoever leads marketing agree in writing which risks you take, which you refuse and who approves exceptions.',
        ro: 'Nu lăsați setările unui instrument de siguranță a brandului să vă fixeze apetitul pentru risc: conducerea și persoana care conduce marketingul stabilesc în scris ce riscuri vă asumați, ce riscuri refuzați și cine aprobă excepțiile.',
      },
      start: {
        en: 'Without an agreed appetite, the most cautious voice kills every bold idea; write one page, agreed by the owner or leadership: risks you accept, risks you refuse, and one bold campaign a year.',
        ro: 'Fără un apetit pentru risc convenit, cea mai prudentă voce oprește orice idee îndrăzneață; scrieți o pagină aprobată de conducere: ce riscuri acceptați, ce riscuri refuzați și o campanie îndrăzneață asumată în fiecare an.',
      },
      takeAiOut: {
        en: 'Each year, the owner or leadership writes the accepted and refused risks in their own words rather than approving an AI-drafted statement; AI summaries of past complaints can stay.',
        ro: 'În fiecare an, conducerea scrie cu propriile cuvinte riscurile acceptate și pe cele refuzate, în loc să aprobe o declarație scrisă de AI; rezumatele AI ale plângerilor din trecut pot rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have the owner or leadership write your creative risk appetite',
          ro: 'Cereți conducerii să stabilească în scris apetitul pentru risc creativ',
        },
        tool: { en: 'Signed risk appetite statement', ro: 'Declarație semnată privind apetitul pentru risc' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Write a one-page creative risk appetite agreed by leadership',
          ro: 'Scrieți o pagină cu riscurile de creație acceptate și refuzate, aprobată de conducere',
        },
        tool: { en: 'One-page risk appetite template', ro: 'Șablon de apetit pentru risc' },
      },
    },
  },
  {
    slug: 'creative-challenge',
    stem: {
      en: 'Who writes the creative challenge in your briefs?',
      ro: 'Cine formulează provocarea creativă din brief-uri?',
    },
    ideal: 'B',
    rationale: {
      en: 'AI can gather data and references for a brief, but a person writes the one sharp problem the idea must solve.',
      ro: 'AI-ul poate aduna date și referințe pentru un brief, dar problema precisă pe care ideea trebuie să o rezolve o formulează un om.',
    },
    levers: {
      towardMachine: {
        en: 'Let an AI assistant fill the brief’s data sections with audience facts, past results and competitors’ examples; whoever owns the campaign checks the data and writes the challenge in one sentence.',
        ro: 'Lăsați un asistent AI să completeze secțiunile de date ale brief-ului cu informații despre public, rezultate anterioare și exemple ale concurenților; cine răspunde de campanie verifică datele și scrie provocarea într-o frază.',
      },
      towardHuman: {
        en: 'A generated challenge lists everything and asks for nothing: a person writes it as one problem and one message, because the work answers the brief it gets.',
        ro: 'O provocare generată enumeră tot și nu cere nimic: un om o scrie ca o singură problemă și un singur mesaj, pentru că ideile răspund exact la brief-ul primit.',
      },
      start: {
        en: 'A brief without a sharp challenge produces safe, unfocused work; add one line to every brief, the problem the idea must solve, written by whoever owns the campaign.',
        ro: 'Un brief fără o provocare clară produce lucrări prudente și difuze; adăugați în fiecare brief un rând cu problema pe care ideea trebuie să o rezolve, scris de cine răspunde de campanie.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI fill the data sections of your creative briefs',
          ro: 'Lăsați un asistent AI să completeze secțiunile de date ale brief-urilor',
        },
        tool: { en: 'Brief template with AI-filled data', ro: 'Șablon de brief cu secțiuni AI' },
      },
      towardHuman: {
        title: {
          en: 'Have one person write each brief’s challenge as one problem',
          ro: 'Cereți unei persoane să scrie provocarea din brief ca o singură problemă',
        },
        tool: { en: 'Single-problem brief format', ro: 'Brief cu o singură problemă' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Add a one-line creative challenge to every brief',
          ro: 'Adăugați în fiecare brief un rând cu provocarea creativă',
        },
        tool: { en: 'Brief template with challenge line', ro: 'Șablon de brief cu rândul provocării' },
      },
    },
  },
  {
    slug: 'big-idea',
    stem: {
      en: 'Who finds the big idea for your campaigns?',
      ro: 'Cine găsește ideea creativă centrală a campaniilor voastre?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'Models predict the most probable idea, which your competitors’ models will find too; a surprising idea comes from people who know the brand and the customer.',
      ro: 'Modelele prezic ideea cea mai probabilă, pe care o găsesc și modelele concurenților; o idee surprinzătoare vine de la oameni care cunosc brandul și clientul.',
    },
    levers: {
      towardHuman: {
        en: 'Work on the idea with no AI output in front of you; use AI afterwards only to gather references and check whether the chosen idea has been done before.',
        ro: 'Căutați ideea fără niciun rezultat AI în față; folosiți AI-ul doar după aceea, ca să adunați referințe și să verificați dacă ideea aleasă a mai fost făcută.',
      },
      start: {
        en: 'Campaigns without a central idea become strings of unrelated ads; before any execution, give each major campaign a one-line idea found in a two-hour session with the people who know your customers.',
        ro: 'Campaniile fără o idee centrală devin șiruri de reclame fără legătură; înainte de execuție, dați fiecărei campanii mari o idee de un rând, găsită într-o sesiune de două ore cu oamenii care vă cunosc clienții.',
      },
      takeAiOut: {
        en: 'Take AI idea lists out of your idea sessions: each participant brings three ideas written beforehand; an AI summary of customer reviews can still open the session.',
        ro: 'Scoateți listele de idei generate de AI din sesiunile de creație: fiecare participant vine cu trei idei scrise dinainte; un rezumat AI al recenziilor clienților poate deschide în continuare sesiunea.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Find your big campaign ideas before any AI output',
          ro: 'Găsiți ideea centrală a campaniei înaintea oricărui rezultat AI',
        },
        tool: { en: 'AI-free idea session agenda', ro: 'Agenda sesiunii de idei fără AI' },
      },
      start: {
        title: {
          en: 'Find a one-line big idea for each major campaign',
          ro: 'Găsiți o idee centrală de un rând pentru fiecare campanie mare',
        },
        tool: { en: 'Two-hour idea workshop agenda', ro: 'Agendă de atelier de idei' },
      },
    },
  },
  {
    slug: 'concept-choice',
    stem: {
      en: 'Who chooses which creative concept goes ahead?',
      ro: 'Cine alege conceptul creativ care merge mai departe?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'AI pre-testing rewards the familiar, so choosing the concept worth backing is a judgement people must make and answer for.',
      ro: 'Pretestarea cu AI favorizează ce e familiar, așa că alegerea conceptului pe care merită să mizați este o judecată pe care oamenii o fac și și-o asumă.',
    },
    levers: {
      towardHuman: {
        en: 'Treat AI pre-test scores as one argument, not the verdict: whoever leads marketing chooses, and writes down why the winner beats the safer option.',
        ro: 'Tratați scorurile pretestării cu AI ca pe un argument, nu ca pe un verdict: persoana care conduce marketingul alege și notează de ce conceptul ales bate varianta mai sigură.',
      },
      start: {
        en: 'Without a clear choice, concepts get blended into a compromise nobody remembers; compare three concepts, and have whoever leads marketing pick one on the spot and record why.',
        ro: 'Fără o alegere clară, conceptele se amestecă într-un compromis pe care nu-l ține minte nimeni; comparați trei concepte, iar persoana care conduce marketingul alege unul pe loc și notează de ce.',
      },
      takeAiOut: {
        en: 'Strike the tool’s recommended concept from the review pack: whoever leads marketing picks among the finalists in the meeting; pre-test figures on recall and understanding may stay.',
        ro: 'Eliminați din materialele ședinței conceptul recomandat de instrument: persoana care conduce marketingul alege pe loc dintre conceptele finaliste; cifrele pretestării despre memorare și înțelegere pot rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have whoever leads marketing choose concepts, not pre-tests',
          ro: 'Lăsați persoana care conduce marketingul să aleagă conceptul, nu pretestarea AI',
        },
        tool: { en: 'Concept decision note with rationale', ro: 'Notă de decizie cu motivarea alegerii' },
      },
      start: {
        title: {
          en: 'Compare three creative concepts and pick one on the spot',
          ro: 'Comparați trei concepte de campanie și alegeți unul pe loc',
        },
        tool: { en: 'Concept comparison sheet', ro: 'Fișă de comparare a conceptelor' },
      },
    },
  },
  {
    slug: 'taglines',
    stem: { en: 'Who writes your campaign taglines?', ro: 'Cine scrie sloganurile campaniilor?' },
    ideal: 'A',
    rationale: {
      en: 'A tagline condenses the idea into words people repeat for years, and models offer the most likely phrasing, the opposite of memorable.',
      ro: 'Un slogan strânge ideea în cuvinte pe care oamenii le repetă ani de zile, iar modelele oferă formularea cea mai probabilă, opusul uneia memorabile.',
    },
    levers: {
      towardHuman: {
        en: 'Keep the tagline with a person: whoever writes best for the brand writes the options; AI may check afterwards whether similar lines exist or read badly in other languages, never write the shortlist.',
        ro: 'Păstrați sloganul la un om: cine scrie cel mai bine pentru brand scrie variantele; AI-ul poate verifica după aceea dacă există formulări asemănătoare sau dacă sună prost în alte limbi, dar nu scrie lista scurtă.',
      },
      start: {
        en: 'A campaign without a line people repeat is forgotten when the budget ends; set aside one day to write twenty lines, then have whoever leads marketing choose one.',
        ro: 'O campanie fără o frază pe care oamenii o repetă e uitată când se termină bugetul; rezervați o zi pentru douăzeci de variante, apoi persoana care conduce marketingul alege una.',
      },
      takeAiOut: {
        en: 'Only lines a person wrote reach the shortlist: whoever writes best for the brand produces ten in one afternoon; AI may still collect the phrases customers repeat in reviews.',
        ro: 'Pe lista scurtă ajung doar formulări scrise de oameni: cine scrie cel mai bine pentru brand produce zece într-o după-amiază; AI-ul poate aduna în continuare expresiile pe care clienții le repetă în recenzii.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have a person, not AI, write your campaign taglines',
          ro: 'Lăsați un om, nu AI-ul, să scrie sloganurile campaniilor',
        },
        tool: {
          en: 'Tagline shortlist and similarity check',
          ro: 'Listă scurtă și verificare de similaritate',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Set aside one day to write twenty tagline options',
          ro: 'Rezervați o zi pentru a scrie douăzeci de variante de slogan',
        },
        tool: { en: 'Tagline brief and selection grid', ro: 'Brief de slogan, grilă de alegere' },
      },
    },
  },
  {
    slug: 'voice-definition',
    stem: {
      en: 'Who defines your brand’s tone of voice?',
      ro: 'Cine definește tonul comunicării brandului?',
    },
    ideal: 'A',
    weight: 3,
    rationale: {
      en: 'A voice is a choice about who the brand is and how it sounds unlike its rivals, which a model trained on everyone’s texts cannot make.',
      ro: 'Tonul comunicării este o alegere despre cine este brandul și cum sună altfel decât concurenții, pe care un model antrenat pe textele tuturor nu o poate face.',
    },
    levers: {
      towardHuman: {
        en: 'Have whoever leads marketing write the voice guide, with do and don’t examples from your own texts; AI may later check copy against it, not define it.',
        ro: 'Cereți persoanei care conduce marketingul să scrie ghidul tonului, cu exemple de „așa da” și „așa nu” din textele voastre; AI-ul poate verifica ulterior textele, nu definește tonul.',
      },
      start: {
        en: 'Without a defined voice, every writer and tool sounds different; write a two-page guide: three traits, what each means and does not mean, and five before-and-after examples.',
        ro: 'Fără un ton definit, fiecare autor și fiecare instrument sună altfel; scrieți un ghid de două pagini: trei trăsături, ce înseamnă și ce nu înseamnă fiecare și cinci exemple de text înainte și după.',
      },
      takeAiOut: {
        en: 'Replace the AI-proposed voice traits with three that whoever leads marketing chooses from your ten best-received texts; a tool may still map how competitors sound, as background.',
        ro: 'Înlocuiți trăsăturile de ton propuse de AI cu trei alese de persoana care conduce marketingul din cele zece texte ale voastre cu cel mai bun ecou; un instrument poate descrie în continuare cum sună concurenții.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have whoever leads marketing write the brand voice guide',
          ro: 'Cereți persoanei care conduce marketingul să scrie ghidul tonului',
        },
        tool: { en: 'Voice guide with do/don’t examples', ro: 'Ghidul tonului, cu exemple proprii' },
      },
      start: {
        title: {
          en: 'Write a two-page brand voice guide around three traits',
          ro: 'Scrieți un ghid al tonului comunicării de două pagini, cu trei trăsături',
        },
        tool: { en: 'Two-page voice guide template', ro: 'Șablon de ghid al tonului' },
      },
    },
  },
  {
    slug: 'voice-check',
    stem: {
      en: 'Who checks new copy against your tone of voice?',
      ro: 'Cine verifică textele noi față de tonul comunicării?',
    },
    ideal: 'C',
    rationale: {
      en: 'An AI tool given your voice guide can check every new text and mark what sounds off, while a person reviews its marks and decides which to act on.',
      ro: 'Un instrument AI care are ghidul tonului poate verifica fiecare text nou și semnala ce sună nepotrivit, iar un om verifică semnalările și decide ce se corectează.',
    },
    levers: {
      towardMachine: {
        en: 'Load your voice guide and twenty approved texts into an AI assistant that flags off-voice passages in every new text; a person reviews the flags, and whoever leads marketing audits ten texts a month.',
        ro: 'Încărcați ghidul tonului și douăzeci de texte aprobate într-un asistent AI care semnalează pasajele nepotrivite din fiecare text nou; un om verifică semnalările, iar persoana care conduce marketingul analizează lunar zece texte.',
      },
      towardHuman: {
        en: 'A model enforcing the guide alone smooths every text into the same safe voice and misses deliberate breaks: a person reviews its flags and decides what stays.',
        ro: 'Un model care aplică singur ghidul netezește toate textele în aceeași voce prudentă și nu recunoaște abaterile intenționate: un om verifică semnalările și decide ce rămâne.',
      },
      start: {
        en: 'A voice guide nobody applies is just a file; give an AI tool your guide to flag off-voice passages in every new text, and have a person review the flags before publishing.',
        ro: 'Un ghid al tonului pe care nu-l aplică nimeni rămâne un simplu fișier; dați-l unui instrument AI care semnalează pasajele nepotrivite din fiecare text nou, iar un om verifică semnalările înainte de publicare.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI flag off-voice passages in every new text',
          ro: 'Lăsați AI-ul să semnaleze pasajele care nu respectă tonul în textele noi',
        },
        tool: { en: 'AI assistant loaded with voice guide', ro: 'Asistent AI cu ghidul tonului' },
      },
      towardHuman: {
        title: {
          en: 'Have a person review the AI’s tone flags and decide',
          ro: 'Cereți unui om să verifice semnalările AI despre ton și să decidă',
        },
        tool: { en: 'Tone flag review log', ro: 'Registru de verificare a semnalărilor' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Start checking new copy against your voice guide with AI',
          ro: 'Începeți să verificați cu AI textele noi față de ghidul tonului',
        },
        tool: { en: 'Voice guide as AI instructions', ro: 'Ghidul tonului ca instrucțiuni AI' },
      },
    },
  },
  {
    slug: 'humour-limits',
    stem: {
      en: 'Who decides how far your brand’s humour can go?',
      ro: 'Cine decide până unde poate merge umorul brandului?',
    },
    ideal: 'A',
    weight: 1,
    risks: ['brand-safety'],
    rationale: {
      en: 'Humour depends on timing, culture and who laughs at whom, judgements where models misfire, and a bad joke outlives the campaign.',
      ro: 'Umorul depinde de moment, de cultură și de cine râde de cine, judecăți la care modelele greșesc, iar o glumă proastă trăiește mai mult decât campania.',
    },
    levers: {
      towardHuman: {
        en: 'Do not let generated jokes go out on their own: a person writes or rewrites the humour and checks it against your list of subjects you never joke about.',
        ro: 'Nu lăsați glumele generate să plece singure: un om scrie sau rescrie umorul și îl verifică față de lista subiectelor despre care nu glumiți niciodată.',
      },
      start: {
        en: 'Humour makes a brand memorable but needs agreed limits; add to your voice guide the subjects you never joke about and three examples of humour that fits you.',
        ro: 'Umorul face un brand memorabil, dar are nevoie de limite convenite; adăugați în ghidul tonului subiectele despre care nu glumiți și trei exemple de umor care vi se potrivește.',
      },
      takeAiOut: {
        en: 'Draw up your own list of subjects you never joke about, not an AI-suggested one: whoever leads marketing updates it quarterly after reading an AI summary of reactions to past jokes.',
        ro: 'Stabiliți voi lista subiectelor despre care nu glumiți niciodată, nu una propusă de AI: persoana care conduce marketingul o actualizează trimestrial, pe baza unui rezumat AI al reacțiilor la glumele de până acum.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have a person write or rewrite every brand joke',
          ro: 'Cereți unui om să scrie sau să rescrie fiecare glumă a brandului',
        },
        tool: { en: 'List of no-joke subjects', ro: 'Lista subiectelor fără glume' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Add humour limits and three examples to your voice guide',
          ro: 'Adăugați în ghidul tonului limitele umorului și trei exemple potrivite',
        },
        tool: { en: 'Humour section of the voice guide', ro: 'Secțiunea de umor din ghidul tonului' },
      },
    },
  },
  {
    slug: 'customer-concept-check',
    stem: {
      en: 'Who shows bold concepts to real customers before launch?',
      ro: 'Cine arată clienților conceptele îndrăznețe înainte de lansare?',
    },
    ideal: 'A',
    rationale: {
      en: 'Synthetic AI audiences predict the average reaction, which punishes bold work, while real customers show whether an idea surprises them or only confuses them.',
      ro: 'Publicurile sintetice create cu AI prezic reacția medie, care penalizează ideile îndrăznețe, pe când clienții reali arată dacă o idee îi surprinde sau doar îi derutează.',
    },
    levers: {
      towardHuman: {
        en: 'Replace synthetic audience tests with five to eight conversations with real customers, led by one person who takes notes; whoever leads marketing reads the reactions and decides.',
        ro: 'Înlocuiți testele cu publicuri sintetice cu cinci până la opt conversații cu clienți reali, conduse de o persoană care ia notițe; persoana care conduce marketingul citește reacțiile și decide.',
      },
      start: {
        en: 'Bold ideas fail when nobody outside the company saw them first; show your two boldest concepts to six customers in 30-minute calls and note what surprised and what confused them.',
        ro: 'Ideile îndrăznețe eșuează când nimeni din afara companiei nu le-a văzut; arătați cele mai îndrăznețe două concepte unor șase clienți, în convorbiri de 30 de minute, și notați ce i-a surprins și ce i-a derutat.',
      },
      takeAiOut: {
        en: 'Drop the AI-suggested question guide: whoever leads marketing writes five open questions per concept before the calls; AI may still transcribe each conversation.',
        ro: 'Renunțați la ghidul de întrebări propus de AI: persoana care conduce marketingul scrie înaintea convorbirilor cinci întrebări deschise pentru fiecare concept; AI-ul poate transcrie în continuare fiecare conversație.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Test bold concepts with real customers, not synthetic audiences',
          ro: 'Testați conceptele îndrăznețe cu clienți reali, nu cu publicuri sintetice',
        },
        tool: { en: 'Customer conversation guide for concepts', ro: 'Ghid de conversație cu clienții' },
      },
      start: {
        title: {
          en: 'Show your two boldest concepts to six customers',
          ro: 'Arătați cele mai îndrăznețe două concepte unor șase clienți',
        },
        tool: { en: 'Surprise-and-confusion notes sheet', ro: 'Fișă de notițe: surpriză și confuzie' },
      },
    },
  },
  {
    slug: 'distinctiveness-check',
    stem: {
      en: 'Who checks that your ads look unlike competitors’?',
      ro: 'Cine verifică dacă reclamele se deosebesc de ale concurenților?',
    },
    ideal: 'B',
    weight: 1,
    rationale: {
      en: 'AI can compare your work with thousands of ads in public libraries, but a person judges whether the difference is one customers will notice.',
      ro: 'AI-ul poate compara lucrările voastre cu mii de reclame din bibliotecile publice, dar un om judecă dacă diferența este una pe care o vor observa clienții.',
    },
    levers: {
      towardMachine: {
        en: 'Before launch, have an AI tool compare your main visuals and lines with competitors’ ads in public ad libraries; whoever leads marketing reviews the closest matches and changes what blends in.',
        ro: 'Înainte de lansare, cereți unui instrument AI să compare imaginile și textele principale cu reclamele concurenților din bibliotecile publice; persoana care conduce marketingul analizează cele mai apropiate și schimbă ce nu se distinge.',
      },
      towardHuman: {
        en: 'A similarity score cannot tell a shared category code from a copied idea: a person decides which resemblances to keep and which to change.',
        ro: 'Un scor de similaritate nu deosebește un cod comun al categoriei de o idee copiată: un om decide ce asemănări păstrați și ce schimbați.',
      },
      start: {
        en: 'Ads that look like the category get credited to its leader; before each campaign, put your work beside your five closest competitors’ latest ads and change what blends in.',
        ro: 'Reclamele care seamănă cu restul categoriei sunt puse pe seama liderului ei; înaintea fiecărei campanii, puneți lucrările voastre lângă cele mai noi reclame ale celor cinci concurenți apropiați și schimbați ce nu se distinge.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI compare your ads with competitors’ before launch',
          ro: 'Lăsați AI-ul să compare reclamele voastre cu ale concurenților înainte de lansare',
        },
        tool: { en: 'AI ad similarity checker', ro: 'Instrument AI de comparare a reclamelor' },
      },
      towardHuman: {
        title: {
          en: 'Have a person decide which ad resemblances to keep',
          ro: 'Cereți unui om să decidă ce asemănări cu concurenții păstrați',
        },
        tool: { en: 'Resemblance decision log', ro: 'Registru de decizii privind asemănările' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Compare each campaign with five competitors’ latest ads',
          ro: 'Comparați fiecare campanie cu ultimele reclame ale celor cinci concurenți apropiați',
        },
        tool: { en: 'Competitor ad wall', ro: 'Panou cu reclamele concurenților' },
      },
    },
  },
  {
    slug: 'offence-check',
    stem: {
      en: 'Who checks bold concepts for unintended offence?',
      ro: 'Cine verifică dacă un concept îndrăzneț poate jigni fără intenție?',
    },
    ideal: 'B',
    risks: ['brand-safety', 'bias'],
    rationale: {
      en: 'AI can scan words, symbols and meanings across languages quickly, but people from different backgrounds judge what would really hurt.',
      ro: 'AI-ul poate analiza rapid cuvinte, simboluri și sensuri în mai multe limbi, dar oameni din medii diferite judecă ce ar răni cu adevărat.',
    },
    levers: {
      towardMachine: {
        en: 'Run each provocative concept through an AI check for sensitive words, symbols and meanings in your markets’ languages; three people from different backgrounds then review the flags.',
        ro: 'Treceți fiecare concept provocator printr-o verificare AI a cuvintelor, simbolurilor și sensurilor sensibile în limbile piețelor voastre; apoi trei oameni din medii diferite analizează semnalările.',
      },
      towardHuman: {
        en: 'An automated check misses irony, context and local history: three people from different backgrounds read every provocative concept before launch, because a missed offence costs more than the campaign.',
        ro: 'O verificare automată ratează ironia, contextul și istoria locală: trei oameni din medii diferite citesc fiecare concept provocator înainte de lansare, pentru că o jignire scăpată costă mai mult decât campania.',
      },
      start: {
        en: 'The boldest ideas carry the highest risk of an unintended slight; before launching one, ask AI for the ways it could be read and have three people from different backgrounds review it.',
        ro: 'Ideile cele mai îndrăznețe au cel mai mare risc de a jigni fără intenție; înainte de lansare, cereți AI-ului posibilele interpretări și rugați trei oameni din medii diferite să analizeze conceptul.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let AI scan bold concepts for offensive words and symbols',
          ro: 'Lăsați AI-ul să caute în conceptele provocatoare cuvinte și simboluri jignitoare',
        },
        tool: {
          en: 'Multilingual AI sensitivity checker',
          ro: 'Instrument AI de verificare a sensibilității',
        },
      },
      towardHuman: {
        title: {
          en: 'Have three people of different backgrounds read provocative concepts',
          ro: 'Cereți unor trei oameni din medii diferite să citească fiecare concept provocator',
        },
        tool: { en: 'Three-person offence review grid', ro: 'Grilă de analiză pentru trei oameni' },
      },
      start: {
        title: {
          en: 'Check bold ideas for unintended offence before launch',
          ro: 'Verificați ideile îndrăznețe înainte de lansare, ca să nu jignească fără intenție',
        },
        tool: { en: 'Possible-readings list and peer review', ro: 'Listă de interpretări posibile' },
      },
    },
  },
  {
    slug: 'provocative-launch',
    stem: {
      en: 'Who decides whether a provocative campaign goes live?',
      ro: 'Cine decide dacă o campanie provocatoare se lansează?',
    },
    ideal: 'A',
    risks: ['brand-safety'],
    rationale: {
      en: 'A provocative campaign can win attention or lose customers, so the people who will face the backlash have to make the call.',
      ro: 'O campanie provocatoare poate câștiga atenție sau pierde clienți, așa că decizia o iau oamenii care vor înfrunta reacțiile.',
    },
    levers: {
      towardHuman: {
        en: 'A tool’s risk score informs, it does not decide: whoever leads marketing approves each provocative campaign after a 30-minute review of the worst likely reaction and the reply prepared for it.',
        ro: 'Scorul de risc al unui instrument informează, nu decide: persoana care conduce marketingul aprobă fiecare campanie provocatoare după o analiză de 30 de minute a celei mai grave reacții probabile și a răspunsului pregătit.',
      },
      start: {
        en: 'Bold campaigns die in approval loops or launch with no plan; name one person who decides, within 48 hours, with a written reply ready for the worst likely reaction.',
        ro: 'Campaniile îndrăznețe mor în circuite de aprobare sau se lansează fără plan; desemnați o persoană care decide în 48 de ore, cu un răspuns scris pregătit pentru cea mai gravă reacție probabilă.',
      },
      takeAiOut: {
        en: 'Have whoever leads marketing sign the go or no-go on a one-page note, with no AI-written launch recommendation in the file; listening data on reactions to similar campaigns may stay.',
        ro: 'Cereți persoanei care conduce marketingul să semneze decizia de lansare pe o notă de o pagină, fără vreo recomandare scrisă de AI în dosar; datele de monitorizare despre reacțiile la campanii asemănătoare pot rămâne.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Have a person, not a risk score, approve provocative campaigns',
          ro: 'Cereți unui om, nu unui scor de risc, să aprobe campaniile provocatoare',
        },
        tool: { en: 'Worst-reaction review agenda', ro: 'Agenda analizei celei mai grave reacții' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Name who decides provocative launches within 48 hours',
          ro: 'Desemnați persoana care decide în 48 de ore lansarea campaniilor provocatoare',
        },
        tool: { en: 'Prepared reply to worst reaction', ro: 'Răspuns pregătit pentru reacția negativă' },
      },
    },
  },
  {
    slug: 'bold-tests',
    stem: {
      en: 'Who designs the tests of your boldest ideas?',
      ro: 'Cine concepe testele pentru ideile cele mai îndrăznețe?',
    },
    ideal: 'B',
    rationale: {
      en: 'People choose what is worth risking and which result would change their minds, while tools work out audience size, variants and duration.',
      ro: 'Oamenii aleg ce merită riscat și ce rezultat i-ar face să se răzgândească, iar instrumentele calculează mărimea publicului, variantele și durata.',
    },
    levers: {
      towardMachine: {
        en: 'Let a testing tool size the audience, split the traffic and set the duration; whoever owns the test writes the hypothesis and the stop rule before launch.',
        ro: 'Lăsați un instrument de testare să stabilească mărimea publicului, împărțirea traficului și durata; cine răspunde de test scrie ipoteza și regula de oprire înainte de lansare.',
      },
      towardHuman: {
        en: 'An automated optimiser tests small variations and drifts toward the safe option: a person picks the bold idea to test and states the result that would justify scaling it.',
        ro: 'Un optimizator automat testează mici variații și alunecă spre varianta sigură: un om alege ideea îndrăzneață de testat și spune ce rezultat ar justifica extinderea ei.',
      },
      start: {
        en: 'Without small bold tests, big ideas are never tried or are bet with the whole budget; run one bold test a quarter on a tenth of one channel’s budget, with a written hypothesis.',
        ro: 'Fără teste mici și îndrăznețe, ideile mari nu sunt încercate niciodată sau sunt pariate cu tot bugetul; rulați trimestrial un test îndrăzneț pe o zecime din bugetul unui canal, cu o ipoteză scrisă.',
      },
    },
    tasks: {
      towardMachine: {
        title: {
          en: 'Let a testing tool size, split and time bold tests',
          ro: 'Lăsați un instrument de testare să stabilească publicul, împărțirea și durata testelor îndrăznețe',
        },
        tool: { en: 'A/B testing tool', ro: 'Instrument de testare A/B' },
      },
      towardHuman: {
        title: {
          en: 'Have people, not automation, choose the bold ideas tested',
          ro: 'Lăsați oamenii, nu automatizarea, să aleagă ideile îndrăznețe de testat',
        },
        tool: { en: 'Test plan with scale-up threshold', ro: 'Plan de test, prag de extindere' },
      },
      start: {
        title: {
          en: 'Run one bold test a quarter with a written hypothesis',
          ro: 'Rulați trimestrial un test îndrăzneț, cu o ipoteză scrisă',
        },
        tool: { en: 'Test hypothesis template', ro: 'Șablon de ipoteză de test' },
      },
    },
  },
  {
    slug: 'cultural-moments',
    stem: {
      en: 'Who decides whether your brand reacts to cultural moments?',
      ro: 'Cine decide dacă brandul vostru reacționează la subiectele momentului?',
    },
    ideal: 'A',
    risks: ['brand-safety'],
    rationale: {
      en: 'Whether the brand has a right to speak on a moment or would look opportunistic is a judgement people must make within hours and answer for.',
      ro: 'Dacă brandul are ceva de spus despre un subiect al momentului sau ar părea oportunist este o judecată pe care oamenii o fac în câteva ore și și-o asumă.',
    },
    levers: {
      towardHuman: {
        en: 'Do not auto-post on trending topics: listening tools alert, one named person decides within two hours whether the brand has something to add, and a second reader checks the post first.',
        ro: 'Nu publicați automat pe subiectele momentului: instrumentele de monitorizare alertează, o persoană desemnată decide în două ore dacă brandul are ceva de adăugat, iar o a doua persoană citește postarea înainte.',
      },
      start: {
        en: 'Brands that answer a moment fast earn attention paid media cannot buy; set up listening alerts and name who can approve a reaction the same day.',
        ro: 'Brandurile care răspund repede unui moment câștigă o atenție pe care publicitatea plătită nu o poate cumpăra; configurați alerte de monitorizare și stabiliți cine poate aproba o reacție în aceeași zi.',
      },
      takeAiOut: {
        en: 'When an alert comes in, one named person decides whether to react, without the tool’s suggested reaction or ready-made post; mention counts and trend volumes stay on the dashboard.',
        ro: 'Când vine o alertă, o persoană desemnată decide dacă brandul intervine, fără reacția sugerată de instrument și fără postarea gata făcută; numărul de mențiuni și volumul subiectelor rămân în dashboard.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Name who decides on cultural moments within two hours',
          ro: 'Desemnați o persoană care decide în două ore reacțiile la subiectele momentului',
        },
        tool: { en: 'Two-hour reaction decision checklist', ro: 'Listă de decizie în două ore' },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Set up cultural-moment alerts and a same-day approver',
          ro: 'Configurați alerte pentru subiectele momentului și stabiliți cine aprobă reacția',
        },
        tool: { en: 'Social listening alerts', ro: 'Alerte de monitorizare online' },
      },
    },
  },
  {
    slug: 'failed-idea-retry',
    stem: {
      en: 'Who decides whether a failed bold idea gets another try?',
      ro: 'Cine decide dacă o idee îndrăzneață eșuată mai primește o șansă?',
    },
    ideal: 'A',
    rationale: {
      en: 'Whether an idea or only its execution failed is for people who know what it aimed at to judge; results reports inform that judgement, they do not make it.',
      ro: 'Oamenii care știu ce urmărea ideea judecă dacă a eșuat ea sau doar execuția; rapoartele cu rezultate informează această judecată, nu o fac în locul lor.',
    },
    levers: {
      towardHuman: {
        en: 'A rule that drops every idea below target also drops ideas that failed on timing or execution: a person reads the results, by audience and channel, and decides drop, rework or rerun.',
        ro: 'O regulă care elimină orice idee sub țintă elimină și ideile care au eșuat din cauza momentului sau a execuției: un om citește rezultatele pe public și canal și alege între renunțare, refacere și repetare.',
      },
      start: {
        en: 'Burying every failed idea soon stops anyone proposing bold ones; after each failed bold test, take 30 minutes to decide whether to drop, rework or rerun it, and record why.',
        ro: 'Dacă orice idee eșuată e îngropată, curând nu mai propune nimeni idei îndrăznețe; după fiecare test îndrăzneț eșuat, decideți în 30 de minute dacă renunțați, o refaceți sau o repetați și notați de ce.',
      },
      takeAiOut: {
        en: 'The verdict on a failed idea comes from the people who made it, not an AI post-mortem: they write it in half a page that week; results dashboards stay.',
        ro: 'Verdictul asupra unei idei eșuate îl dau oamenii care au gândit-o, nu o analiză scrisă de AI: ei îl scriu pe o jumătate de pagină în aceeași săptămână; dashboardurile cu rezultate rămân.',
      },
    },
    tasks: {
      towardHuman: {
        title: {
          en: 'Let a person, not a rule, judge failed bold ideas',
          ro: 'Lăsați un om, nu o regulă, să judece ideile îndrăznețe eșuate',
        },
        tool: {
          en: 'Drop, rework or rerun decision note',
          ro: 'Notă de decizie: renunțare, refacere, repetare',
        },
        cost: 'light',
      },
      start: {
        title: {
          en: 'Hold a 30-minute review after each failed bold test',
          ro: 'Analizați 30 de minute fiecare test îndrăzneț eșuat și notați decizia',
        },
        tool: { en: 'Failed-test review template', ro: 'Șablon de analiză a testelor eșuate' },
      },
    },
  },
]);
