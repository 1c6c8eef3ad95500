/** DECIZIE: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
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
        en: 'Act as a marketing operations advisor. Our big decisions (budget, priorities, stopping campaigns, launches) rest mostly on experience and discussion, with little structured evidence. Design an AI-prepared decision pack: the data AI gathers, the scenarios and risks it models, and the one-page format whoever decides reads before deciding. Deliver the template, five recurring decisions to pilot it on, and the rule for when a person overrides the analysis.',
        ro: 'Jucați rolul unui consultant în operațiuni de marketing. Deciziile noastre mari (buget, priorități, oprirea campaniilor, lansări) se sprijină mai ales pe experiență și discuții, cu puține date structurate. Proiectați un dosar de decizie pregătit de AI: datele pe care le adună AI-ul, scenariile și riscurile pe care le modelează și formatul de o pagină pe care îl citește, înainte de decizie, cine decide. Livrați șablonul, cinci decizii recurente pe care să îl încercăm și regula după care un om decide altfel decât analiza.',
      },
    },
    tooAi: {
      title: {
        en: 'Set who decides when AI recommends',
        ro: 'Stabiliți cine decide atunci când AI-ul recomandă',
      },
      aiRole: {
        en: 'Act as a governance advisor for marketing decisions. AI recommendations now settle too many of our budget, priority and go/no-go choices, and accountability is unclear. Draft a decision-rights policy: which decisions AI may only prepare, which it may execute within limits, and which always need the sign-off of one named person. Deliver a one-page decision matrix, spending thresholds and a short procedure for when an AI recommendation contradicts experience.',
        ro: 'Jucați rolul unui consultant pentru guvernanța deciziilor de marketing. Recomandările AI hotărăsc acum prea multe dintre alegerile noastre de buget, priorități, continuare sau oprire, iar responsabilitatea nu este clară. Scrieți prima variantă a unei politici privind dreptul de decizie: ce decizii doar pregătește AI-ul, pe care le poate executa în anumite limite și care cer mereu aprobarea unei persoane numite. Livrați o matrice de decizie de o pagină, pragurile de cheltuieli și o procedură scurtă pentru cazul în care recomandarea AI contrazice experiența.',
      },
    },
    onTarget: {
      title: {
        en: 'Stress-test next year’s budget allocation',
        ro: 'Puneți la încercare alocarea bugetului pe anul viitor',
      },
      aiRole: {
        en: 'Act as a marketing strategist who judges budgets like an investor. Our balance between AI analysis and human judgement is on target. Help us stress-test next year’s budget allocation: model three scenarios (20% cut, flat, 20% increase), show which programmes we would stop, protect or scale in each, and the leading indicators that should trigger a mid-year reallocation. Deliver a scenario table and a quarterly budget review agenda.',
        ro: 'Jucați rolul unui strateg de marketing care judecă bugetul ca un investitor. Echilibrul dintre analiza AI și judecata umană este la țintă. Ajutați-ne să punem la încercare alocarea bugetului pe anul viitor: modelați trei scenarii (minus 20 %, constant, plus 20 %), arătați ce programe oprim, protejăm sau extindem în fiecare și indicatorii care ar trebui să declanșeze o realocare la jumătatea anului. Livrați un tabel de scenarii și agenda unei revizuiri trimestriale a bugetului.',
      },
    },
    notStarted: {
      title: {
        en: 'Set up a simple marketing decision process',
        ro: 'Stabiliți un proces simplu pentru deciziile de marketing',
      },
      aiRole: {
        en: 'Act as a marketing strategy advisor for a company that has barely started deciding by rule: we practise few of these activities yet, and most priorities, budget moves and approvals are decided case by case. Design a lightweight decision process that builds on what we already do: yearly priorities, a quarterly budget review, go/no-go criteria for campaigns and launches, and a rule for stopping what does not work. AI prepares data and options, about {targetAi} of the work; people weigh trade-offs and own the call. Deliver the process calendar, the criteria and a one-page decision memo template.',
        ro: 'Jucați rolul unui consultant de strategie de marketing pentru o companie abia la început cu deciziile după reguli: practicăm încă puține dintre aceste activități, iar cele mai multe priorități, mutări de buget și aprobări se decid de la caz la caz. Proiectați un proces de decizie simplu care pornește de la ce facem deja: priorități anuale, o revizuire trimestrială a bugetului, criterii de continuare sau oprire pentru campanii și lansări și o regulă de oprire pentru ce nu dă rezultate. AI-ul pregătește datele și opțiunile, aproximativ {targetAi} din muncă; oamenii cântăresc compromisurile și își asumă decizia. Livrați calendarul procesului, criteriile și un șablon de notă de decizie de o pagină.',
      },
    },
  },
};
