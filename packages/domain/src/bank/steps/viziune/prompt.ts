/** VIZIUNE: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'long-term direction, brand purpose, market ambition and who sets them',
    ro: 'direcția pe termen lung, scopul brandului, ambiția de piață și cine le stabilește',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Use AI to challenge your long-term vision',
        ro: 'Folosiți AI-ul ca să vă puneți la încercare viziunea',
      },
      aiRole: {
        en: 'Act as a brand strategist who uses AI for research, not for decisions. Direction is set by the owner or leadership with little data and little challenge. Design a quarterly routine in which AI scans market trends and argues against our assumptions, while the owner or leadership keeps the final say. Deliver: the three questions AI should answer each quarter, a ready-to-use prompt for each, and a one-page template for discussing the results.',
        ro: 'Jucați rolul unui strateg de brand care folosește AI-ul pentru cercetare, nu pentru decizii. Conducerea noastră stabilește direcția cu puține date și fără să fie contrazisă. Propuneți o rutină trimestrială în care AI-ul urmărește tendințele pieței și aduce argumente împotriva ipotezelor noastre, iar decizia rămâne la conducere. Livrați: cele trei întrebări la care AI-ul răspunde în fiecare trimestru, un prompt gata de folosit pentru fiecare și un șablon de o pagină pentru discuția conducerii.',
      },
    },
    tooAi: {
      title: {
        en: 'Put the brand vision back in human hands',
        ro: 'Readuceți viziunea brandului în mâinile conducerii',
      },
      aiRole: {
        en: 'Act as a senior brand strategist and workshop facilitator. AI-written texts shape too much of our purpose, vision and ambition, so they risk sounding generic and nobody truly owns them. Design a half-day workshop in which the owner or leadership rewrites our three-year vision in our own words, with AI limited to background research. Deliver: the agenda with timings, the exercises, the decision each block must produce, and a checklist for reviewing any AI-generated strategy text.',
        ro: 'Jucați rolul unui strateg de brand cu experiență în facilitarea atelierelor. Textele scrise de AI modelează prea mult scopul, viziunea și ambiția noastră, așa că riscă să sune generic și nimeni nu și le asumă cu adevărat. Proiectați un atelier de o jumătate de zi în care conducerea rescrie viziunea pe trei ani cu propriile cuvinte, iar AI-ul aduce doar cercetarea de fond. Livrați: agenda cu durate, exercițiile, decizia pe care o produce fiecare parte și o listă de verificare pentru orice text de strategie generat de AI.',
      },
    },
    onTarget: {
      title: {
        en: 'Stress-test your three-year brand vision',
        ro: 'Puneți la încercare viziunea brandului pe trei ani',
      },
      aiRole: {
        en: 'Act as a critical strategy advisor. Our split between people and AI is right here; now test the substance. Challenge our three-year vision: list the five assumptions it rests on, the market signals that would prove each one wrong, and a scenario in which a new competitor or technology makes it obsolete. Deliver a stress-test report with an early-warning indicator for each assumption and who should watch it.',
        ro: 'Jucați rolul unui consilier de strategie critic. Împărțirea dintre oameni și AI este potrivită aici; acum verificați conținutul. Contestați viziunea noastră pe trei ani: enumerați cele cinci ipoteze pe care se sprijină, semnalele din piață care ar arăta că fiecare este greșită și un scenariu în care un concurent sau o tehnologie nouă o face depășită. Livrați un raport de verificare cu un indicator de avertizare timpurie pentru fiecare ipoteză și persoana care îl urmărește.',
      },
    },
    notStarted: {
      title: {
        en: 'Write your first three-year marketing vision',
        ro: 'Scrieți prima viziune de marketing pe trei ani',
      },
      aiRole: {
        en: 'Act as a brand strategist helping a company that has barely started on its long-term direction: we practise few of these activities yet, and our purpose and vision are not yet a written, shared reference. Propose a four-week process to create or complete them, building on what we already do: who takes part, which customer and market research AI can summarise first, and which choices only the owner or leadership can make. Keep AI to about {targetAi} of the work. Deliver: the week-by-week plan, the questions for each session and a one-page vision template we can fill in.',
        ro: 'Jucați rolul unui strateg de brand care ajută o companie abia la început cu direcția pe termen lung: practicăm încă puține dintre aceste activități, iar scopul și viziunea nu sunt încă o referință scrisă și comună. Propuneți un proces de patru săptămâni pentru a le crea sau completa, pornind de la ce facem deja: cine participă, ce cercetări despre clienți și piață poate sintetiza întâi AI-ul și ce alegeri poate face doar conducerea. Păstrați AI-ul la aproximativ {targetAi} din muncă. Livrați: planul pe săptămâni, întrebările pentru fiecare sesiune și un șablon de viziune de o pagină pe care să îl completăm.',
      },
    },
  },
};
