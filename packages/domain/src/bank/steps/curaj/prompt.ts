/** CURAJ: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'creative risk, brand bravery, bold experiments and tone of voice',
    ro: 'riscul creativ, curajul brandului, experimentele îndrăznețe și tonul comunicării',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Use AI to widen and check your bold ideas',
        ro: 'Folosiți AI-ul ca să lărgiți și să verificați ideile îndrăznețe',
      },
      aiRole: {
        en: 'Act as a creative director who uses AI as a sparring partner, not an author. Our creative work runs without AI, so we explore few variants and check risks late. Design a creative process in which AI supplies references, unusual alternatives and a pre-launch check for backlash and brand safety, while the big idea, the tone and the final call stay with our people. Deliver the process in five steps, a prompt for each AI moment and a backlash-risk checklist.',
        ro: 'Jucați rolul unui director de creație care folosește AI-ul ca partener de discuție, nu ca autor. Munca noastră de creație se face fără AI, așa că explorăm puține variante și verificăm riscurile târziu. Proiectați un proces în care AI-ul aduce referințe, alternative neobișnuite și o verificare a reacțiilor negative și a siguranței brandului înainte de lansare, iar ideea mare, tonul și decizia finală rămân la oamenii noștri. Livrați procesul în cinci pași, un prompt pentru fiecare moment cu AI și o listă de verificare a riscului de reacții negative.',
      },
    },
    tooAi: {
      title: {
        en: 'Take the big idea back from AI',
        ro: 'Readuceți ideile mari ale brandului la oameni',
      },
      aiRole: {
        en: 'Act as an award-winning creative director. AI generates too many of our concepts, taglines and replies, and models pull towards the average, so our brand risks sounding like everyone else. Design a way of working that puts human ideas first: where AI may help (references, variants, checks) and where it may not (the big idea, tone of voice, public stances). Deliver a one-page creative charter, a brief template that demands a bold angle and a test plan for one brave concept.',
        ro: 'Jucați rolul unui director de creație premiat. AI-ul generează prea multe dintre conceptele, sloganurile și răspunsurile noastre, iar modelele trag spre medie, așa că brandul riscă să sune ca toți ceilalți. Proiectați un mod de lucru care pune ideile oamenilor pe primul loc: unde poate ajuta AI-ul (referințe, variante, verificări) și unde nu (ideea mare, tonul comunicării, pozițiile publice). Livrați o cartă de creație de o pagină, un șablon de brief care cere un unghi îndrăzneț și un plan de test pentru un concept curajos.',
      },
    },
    onTarget: {
      title: {
        en: 'Design a bold campaign experiment',
        ro: 'Proiectați un experiment de campanie îndrăzneț',
      },
      aiRole: {
        en: 'Act as a creative strategist. Our balance between human creativity and AI support is on target; now we want braver work. Propose three category conventions we could break, pick the most promising one and design a controlled experiment around it: the concept, a pre-test with a small audience, the backlash scenarios and the success criteria. Deliver an experiment brief, a risk-and-response table and a short template for the lessons-learned review.',
        ro: 'Jucați rolul unui strateg de creație. Echilibrul dintre creativitatea umană și sprijinul AI este la țintă; acum vrem o muncă mai curajoasă. Propuneți trei convenții ale categoriei pe care le-am putea încălca, alegeți-o pe cea mai promițătoare și proiectați în jurul ei un experiment controlat: conceptul, testarea prealabilă pe un public mic, scenariile de reacții negative și criteriile de succes. Livrați un brief de experiment, un tabel cu riscuri și răspunsuri și un șablon scurt pentru analiza lecțiilor învățate.',
      },
    },
    notStarted: {
      title: {
        en: 'Define your tone of voice and first bold test',
        ro: 'Definiți tonul comunicării și primul test îndrăzneț',
      },
      aiRole: {
        en: 'Act as a brand and creative strategist for a company that has barely started on its creative voice: we practise few of these activities yet, and neither a defined tone of voice nor regular creative experiments are in place. Propose a 60-day plan that builds on what we already do: a workshop to define or sharpen our tone of voice, a small budget for one bold test, how to pre-test it and how to read the results. Keep AI to about {targetAi} of the work (references, variants, checks). Deliver the workshop agenda, a tone-of-voice guide template and a one-page experiment brief.',
        ro: 'Jucați rolul unui strateg de brand și creație pentru o companie abia la început cu vocea ei creativă: practicăm încă puține dintre aceste activități și nu avem nici un ton al comunicării definit, nici experimente de creație regulate. Propuneți un plan de 60 de zile care pornește de la ce facem deja: un atelier pentru definirea sau clarificarea tonului comunicării, un buget mic pentru un test îndrăzneț, cum îl testăm în prealabil și cum citim rezultatele. Păstrați AI-ul la aproximativ {targetAi} din muncă (referințe, variante, verificări). Livrați agenda atelierului, un șablon de ghid al tonului comunicării și un brief de experiment de o pagină.',
      },
    },
  },
};
