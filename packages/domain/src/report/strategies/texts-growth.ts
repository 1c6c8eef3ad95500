/**
 * Catalogue texts of the context-driven growth strategies (domain-design.md §4): PESO
 * rebalancing, funnel repair, channel portfolio, content gaps. en and ro.
 */
import type { StrategyTexts } from './catalogue.js';

/** PESO rebalancing. */
export const PESO_REBALANCING_TEXTS: StrategyTexts = {
  name: { en: 'Rebalance your PESO media mix', ro: 'Reechilibrați mixul media PESO' },
  impact: {
    en: 'Moves budget and effort to the media types that compound for a company your size, so each euro buys reach that lasts beyond the campaign: fewer rented audiences, more owned ones.',
    ro: 'Mută bugetul și efortul către tipurile de media care se cumulează pentru o companie de mărimea voastră, astfel încât fiecare euro să aducă o vizibilitate care rămâne și după campanie: mai puține audiențe închiriate, mai multe proprii.',
  },
  tactics: [
    {
      en: 'Close the gap in steps over two quarters, about a third each month, and check the cost per lead after each step.',
      ro: 'Reduceți diferența treptat, pe parcursul a două trimestre, cam o treime pe lună, și verificați costul pe lead după fiecare pas.',
    },
    {
      en: 'If owned media is short, turn your best-performing ads into evergreen pages and a newsletter sequence, so paid traffic lands on assets you keep.',
      ro: 'Dacă media proprie este sub ideal, transformați reclamele cu cele mai bune rezultate în pagini permanente și într-o serie de newslettere, ca traficul plătit să ajungă pe resurse care rămân ale voastre.',
    },
    {
      en: 'If earned media is short, plan one data-led story a quarter (a survey, an index, a customer study) and offer it to five journalists you already know.',
      ro: 'Dacă media câștigată este sub ideal, pregătiți în fiecare trimestru o poveste bazată pe date (un sondaj, un indice, un studiu despre clienți) și propuneți-o la cinci jurnaliști pe care îi cunoașteți deja.',
    },
    {
      en: 'Let AI move paid budget daily within limits you set; keep the split between the four media types a quarterly human decision.',
      ro: 'Lăsați AI-ul să mute zilnic bugetul plătit, în limitele pe care le stabiliți; împărțirea între cele patru tipuri de media rămâne o decizie umană, trimestrială.',
    },
  ],
};

/** Funnel repair. */
export const FUNNEL_REPAIR_TEXTS: StrategyTexts = {
  name: { en: 'Repair the weak funnel stages', ro: 'Reparați etapele slabe ale funnelului' },
  impact: {
    en: 'Lifting the weakest stage to the typical rate raises revenue from the traffic you already pay for; a fix at stage level usually beats buying more visitors.',
    ro: 'Aducerea etapei celei mai slabe la nivelul tipic crește veniturile din traficul pe care îl plătiți deja; o corecție la nivel de etapă aduce de obicei mai mult decât cumpărarea de vizitatori noi.',
  },
  tactics: [
    {
      en: 'Start with the highest-priority stage below and change one stage at a time, so you can see which change moved the rate.',
      ro: 'Începeți cu etapa cu prioritatea cea mai mare de mai jos și schimbați câte o etapă pe rând, ca să vedeți ce schimbare a mișcat rata.',
    },
    {
      en: 'Visitor → lead: one clear offer per landing page and shorter forms; AI generates the variants, a person chooses which ones to test.',
      ro: 'Vizitator → lead: o singură ofertă clară pe fiecare landing page și formulare mai scurte; AI-ul generează variantele, un om alege pe care le testați.',
    },
    {
      en: 'Lead → qualified lead: write down with sales what a qualified lead is, and score leads on the deals you actually closed, reviewed monthly.',
      ro: 'Lead → lead calificat: stabiliți în scris, împreună cu vânzările, ce înseamnă un lead calificat și evaluați lead-urile după vânzările încheiate efectiv, cu o revizuire lunară.',
    },
    {
      en: "Qualified lead → customer: follow up within one working day, use case studies from the prospect's industry and log why deals are lost in the CRM.",
      ro: 'Lead calificat → client: reveniți în cel mult o zi lucrătoare, folosiți studii de caz din industria clientului și notați în CRM de ce pierdeți oportunități.',
    },
    {
      en: 'Retention: a welcome sequence for the first 90 days and a check-in before each renewal; AI flags customers at risk, a person calls them.',
      ro: 'Retenție: o serie de mesaje pentru primele 90 de zile și un contact înainte de fiecare reînnoire; AI-ul semnalează clienții cu risc, iar un om îi sună.',
    },
  ],
};

/** Channel portfolio. */
export const CHANNEL_PORTFOLIO_TEXTS: StrategyTexts = {
  name: { en: 'Reshape your channel portfolio', ro: 'Reorganizați portofoliul de canale' },
  impact: {
    en: 'Puts budget where performance and potential meet: channels that work and can grow get more, channels that neither work nor can grow release money and hours.',
    ro: 'Pune bugetul acolo unde rezultatele și potențialul se întâlnesc: canalele care funcționează și pot crește primesc mai mult, iar cele care nici nu funcționează, nici nu pot crește eliberează bani și ore.',
  },
  tactics: [
    {
      en: "Apply the action of each channel's quadrant below: scale, fix, maintain or cut.",
      ro: 'Aplicați pentru fiecare canal de mai jos acțiunea cadranului său: extindeți, reparați, mențineți sau reduceți.',
    },
    {
      en: 'Give each channel to fix one owner, one hypothesis and a 90-day test budget with a stop rule agreed in advance.',
      ro: 'Dați fiecărui canal de reparat un responsabil, o ipoteză și un buget de test pe 90 de zile, cu o regulă de oprire stabilită dinainte.',
    },
    {
      en: 'Move the money you cut to the channels to scale in the same quarter, so the total budget keeps working.',
      ro: 'Mutați în același trimestru banii eliberați către canalele de extins, ca bugetul total să lucreze în continuare.',
    },
    {
      en: 'Rate performance from data rather than impressions: cost per qualified lead and revenue per channel, refreshed every quarter.',
      ro: 'Notați rezultatele din date, nu din impresii: costul pe lead calificat și venitul pe canal, actualizate în fiecare trimestru.',
    },
  ],
};

/** Content gaps. */
export const CONTENT_GAPS_TEXTS: StrategyTexts = {
  name: {
    en: 'Close the content gaps along the funnel',
    ro: 'Acoperiți golurile de conținut de-a lungul funnelului',
  },
  impact: {
    en: 'Gives buyers something useful at every stage: awareness pieces bring them in, consideration and decision pieces move them to a purchase, and retention content keeps them.',
    ro: 'Le oferă cumpărătorilor ceva util în fiecare etapă: materialele de notorietate îi aduc, cele de considerare și decizie îi duc spre cumpărare, iar cele de retenție îi păstrează.',
  },
  tactics: [
    {
      en: 'Fill the largest gap first; for BOFU, start with the comparisons, price explanations and case studies that sales already asks for.',
      ro: 'Acoperiți întâi cel mai mare gol; pentru BOFU, începeți cu comparațiile, explicațiile de preț și studiile de caz pe care vânzările le cer deja.',
    },
    {
      en: "Let AI produce first versions, variants, transcripts and translations from your experts' notes; keep the angle, the examples and the final edit human.",
      ro: 'Lăsați AI-ul să producă primele variante, versiunile alternative, transcrierile și traducerile, pornind de la notițele experților; unghiul, exemplele și editarea finală rămân umane.',
    },
    {
      en: 'Turn each webinar or report into five to ten smaller pieces for several stages instead of starting every piece from scratch.',
      ro: 'Transformați fiecare webinar sau raport în cinci până la zece materiale mai mici, pentru mai multe etape, în loc să porniți fiecare material de la zero.',
    },
    {
      en: 'Plan the editorial calendar by funnel stage, not only by topic, and compare the monthly count with the ideal.',
      ro: 'Planificați calendarul editorial pe etape ale funnelului, nu doar pe teme, și comparați lunar numărul de materiale cu idealul.',
    },
  ],
};
