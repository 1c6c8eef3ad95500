/** AMPLIFICARE: the roadmap task templates (roadmap/types.ts `StepTasks`). */
import type { StepTasks } from '../../../roadmap/types.js';

// Target: 55 % human.
export const ROADMAP: StepTasks = {
  owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
  practices: {
    en: 'who shapes each piece’s idea and angle, who checks facts, and what AI writes, adapts and translates',
    ro: 'cine dă ideea și unghiul fiecărui material, cine verifică faptele și ce scrie, adaptează și traduce AI-ul',
  },
  towardsHuman: {
    title: {
      en: 'Restore an editor’s fact and legal check before anything goes live',
      ro: 'Reintroduceți verificarea faptelor și a aspectelor juridice de către un editor înainte de publicare',
    },
    action: {
      en: 'Stop auto-publishing: every AI-written piece passes an editor who checks facts, figures and legal claims, and a specialist adds your own angle to each SEO brief. Executives rewrite AI versions of their LinkedIn posts themselves.',
      ro: 'Opriți publicarea automată: fiecare material scris de AI trece pe la un editor care verifică faptele, cifrele și afirmațiile cu implicații juridice, iar un specialist adaugă unghiul vostru în fiecare brief SEO. Managerii își rescriu singuri postările de LinkedIn propuse de AI.',
    },
    owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
    kpis: [
      {
        en: '0 pieces published without an editor’s check; corrections after publication on under 2% of pieces',
        ro: '0 materiale publicate fără verificarea unui editor; corecturi după publicare la sub 2 % dintre materiale',
      },
    ],
    expectedResults: {
      en: 'Content people trust and share, at the volume AI makes possible.',
      ro: 'Conținut în care oamenii au încredere și pe care îl distribuie, la volumul pe care îl permite AI-ul.',
    },
    tools: [
      {
        en: 'Editorial checklist (facts, figures, legal claims)',
        ro: 'Listă de verificare editorială (fapte, cifre, aspecte juridice)',
      },
      { en: 'Content calendar with an approval step', ro: 'Calendar editorial cu etapă de aprobare' },
    ],
  },
  towardsAi: {
    title: {
      en: 'Let AI write first versions and turn each webinar or report into smaller pieces',
      ro: 'Lăsați AI-ul să scrie primele variante și să transforme fiecare webinar sau raport în materiale mai mici',
    },
    action: {
      en: 'Experts give notes, AI writes the first version and an editor finishes it; AI turns each webinar or report into posts, short clips and a newsletter section, resizes visuals and translates with your glossary, checked by a designer and a native speaker.',
      ro: 'Experții dau notițele, AI-ul scrie prima variantă, iar un editor o finalizează; AI-ul transformă fiecare webinar sau raport în postări, clipuri scurte și o secțiune de newsletter, adaptează vizualurile la toate formatele și traduce după glosarul vostru, cu verificarea unui designer și a unui vorbitor nativ.',
    },
    owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
    kpis: [
      {
        en: 'Each long piece turned into at least 5 smaller pieces; hours per article down 30% in 3 months',
        ro: 'Fiecare material lung transformat în cel puțin 5 materiale mai mici; orele pe articol reduse cu 30 % în 3 luni',
      },
    ],
    expectedResults: {
      en: 'More content, formats and languages from the same team, with writers’ time moved to ideas.',
      ro: 'Mai mult conținut, în mai multe formate și limbi, cu aceeași echipă, iar timpul autorilor se mută spre idei.',
    },
    tools: [
      { en: 'ChatGPT or Claude with your style guide', ro: 'ChatGPT sau Claude, cu ghidul vostru de stil' },
      { en: 'Canva for visual formats', ro: 'Canva pentru formatele vizualurilor' },
      { en: 'DeepL with your glossary', ro: 'DeepL cu glosarul vostru' },
    ],
  },
  start: {
    title: {
      en: 'Start a monthly editorial calendar with an expert–AI–editor workflow',
      ro: 'Porniți un calendar editorial lunar, cu fluxul expert–AI–editor',
    },
    action: {
      en: 'Plan one month of content by funnel stage; in-house experts give notes, AI writes the first version, an editor finishes and fact-checks it, and AI turns each piece into posts and a newsletter section. Publish on a fixed schedule.',
      ro: 'Planificați o lună de conținut pe etape ale funnelului; experții interni dau notițele, AI-ul scrie prima variantă, un editor o finalizează și verifică faptele, iar AI-ul transformă fiecare material în postări și o secțiune de newsletter. Publicați după un program fix.',
    },
    owner: { en: 'Head of content', ro: 'Responsabilul de conținut' },
    kpis: [
      {
        en: '8 pieces a month published on schedule for 3 months in a row',
        ro: '8 materiale pe lună publicate la termen, 3 luni la rând',
      },
    ],
    expectedResults: {
      en: 'A steady content engine that feeds every channel without overloading the team.',
      ro: 'Un sistem de conținut constant care alimentează toate canalele fără să suprasolicite echipa.',
    },
    tools: [
      { en: 'Editorial calendar in Trello or Asana', ro: 'Calendar editorial în Trello sau Asana' },
      { en: 'ChatGPT or Claude for first versions', ro: 'ChatGPT sau Claude pentru primele variante' },
    ],
  },
  startPriority: 'medium',
  startHorizon: '3-6',
};
