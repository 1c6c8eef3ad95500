/** AMPLIFICARE: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'content production and distribution at scale, and reuse across formats and languages',
    ro: 'producția și distribuția de conținut la scară și reutilizarea conținutului în alte formate și limbi',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Multiply your content output with AI',
        ro: 'Multiplicați cu AI producția de conținut',
      },
      aiRole: {
        en: 'Act as a content operations lead who has scaled output with AI. We still write, adapt and translate most pieces by hand, so volume and formats stay limited. Design a workflow in which AI produces first drafts, format adaptations and translations, while people own ideas, expertise and final quality. Deliver: the workflow step by step, who approves what, three reusable prompt templates and a quality checklist for AI drafts.',
        ro: 'Jucați rolul unui coordonator de producție de conținut care a crescut volumul cu ajutorul AI. Scriem, adaptăm și traducem încă manual majoritatea materialelor, așa că volumul și formatele rămân limitate. Proiectați un flux de lucru în care AI-ul produce prima variantă, adaptările de format și traducerile, iar oamenii răspund de idei, expertiză și calitatea finală. Livrați: fluxul pas cu pas, cine aprobă ce, trei șabloane de prompt reutilizabile și o listă de verificare a calității textelor generate.',
      },
    },
    tooAi: {
      title: {
        en: 'Put editorial control back on AI content',
        ro: 'Readuceți controlul editorial asupra conținutului generat de AI',
      },
      aiRole: {
        en: 'Act as an editor-in-chief. AI now writes, adapts and schedules much of our content with too little human expertise and checking, which risks generic pieces and factual or legal errors. Draft an editorial policy: which pieces need an expert author, what every AI-assisted piece must pass before publishing (facts, figures, claims, brand voice) and who signs off. Deliver the one-page policy, a pre-publication checklist and a sampling routine for content already live.',
        ro: 'Jucați rolul unui redactor-șef. AI-ul scrie, adaptează și programează acum mare parte din conținut cu prea puțină expertiză și verificare umană, de unde riscul unor materiale generice și al erorilor de fapt sau juridice. Scrieți prima variantă a unei politici editoriale: ce materiale cer un autor expert, ce verificări trece orice material făcut cu AI înainte de publicare (fapte, cifre, afirmații, vocea brandului) și cine aprobă. Livrați politica pe o pagină, o listă de verificare înainte de publicare și o rutină de verificare prin eșantionare a conținutului publicat.',
      },
    },
    onTarget: {
      title: {
        en: 'Decide which content to scale and which to drop',
        ro: 'Decideți ce conținut extindeți și la ce renunțați',
      },
      aiRole: {
        en: 'Act as a content strategist focused on results, not volume. Our AI-human balance in content is on target, so the question is where to invest. Design a quarterly content review: metrics per funnel stage (TOFU, MOFU, BOFU, retention), how AI flags pieces to refresh, reuse or retire, and how we decide. Deliver an evaluation sheet, thresholds for each decision and a plan to turn our best three pieces into a multi-format series.',
        ro: 'Jucați rolul unui strateg de conținut atent la rezultate, nu la volum. Echilibrul dintre AI și oameni în conținut este la țintă, așa că întrebarea este unde investim. Proiectați o revizuire trimestrială a conținutului: indicatorii pe etapele pâlniei de vânzare (TOFU, MOFU, BOFU, retenție), cum semnalează AI-ul materialele de actualizat, reutilizat sau retras și cum decidem. Livrați o fișă de evaluare, pragurile fiecărei decizii și un plan care transformă cele mai bune trei materiale într-o serie în mai multe formate.',
      },
    },
    notStarted: {
      title: {
        en: 'Start a regular content engine',
        ro: 'Porniți o producție regulată de conținut',
      },
      aiRole: {
        en: 'Act as a content strategist for a company without a regular publishing rhythm. Propose a 90-day plan to start one: an editorial calendar, three content pillars built on our customers’ questions, one long piece a month turned into several formats, and a simple distribution routine. Plan for AI to do about {targetAi} of the work (drafts, adaptations, translations). Deliver the first month’s calendar, who does what and a pre-publication checklist.',
        ro: 'Jucați rolul unui strateg de conținut pentru o companie fără un ritm regulat de publicare. Propuneți un plan de 90 de zile pentru a-l porni: un calendar editorial, trei piloni de conținut construiți pe întrebările clienților, un material amplu pe lună transformat în mai multe formate și o rutină simplă de distribuție. Planificați ca AI-ul să facă aproximativ {targetAi} din muncă (prima variantă, adaptări, traduceri). Livrați calendarul primei luni, cine ce face și o listă de verificare înainte de publicare.',
      },
    },
  },
};
