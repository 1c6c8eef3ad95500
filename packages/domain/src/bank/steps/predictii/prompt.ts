/** PREDICTII: the AI prompt template, one variant per situation (report/prompts/types.ts). */
import type { StepPromptTemplate } from '../../../report/prompts/types.js';

export const PROMPT: StepPromptTemplate = {
  theme: {
    en: 'analytics, forecasting, attribution and predictive models',
    ro: 'analiza datelor, prognozele, atribuirea și modelele predictive',
  },
  variants: {
    tooHuman: {
      title: {
        en: 'Move forecasting and attribution to AI models',
        ro: 'Treceți prognozele și atribuirea pe modele AI',
      },
      aiRole: {
        en: 'Act as a marketing analytics lead. Where we forecast sales, credit channels or call test winners, we do it mostly by hand or in spreadsheets, and some of it not yet at all, which is slow and prone to bias. Recommend the three predictive uses with the best return for a company like ours (for example lead scoring, churn risk, demand forecasting), the data each needs and how people challenge the models. Deliver a 90-day plan, data requirements per model and the monthly accuracy checks.',
        ro: 'Jucați rolul unui coordonator de analiză de marketing. Acolo unde facem prognoze de vânzări, atribuim vânzările pe canale sau alegem câștigătorul testelor, lucrăm mai ales manual sau în Excel, iar unele nu le facem încă deloc, ceea ce e lent și expus la părtinire. Recomandați cele trei utilizări predictive cu cel mai bun randament pentru o companie ca a noastră (de exemplu punctajul lead-urilor, riscul de pierdere a clienților, prognoza cererii), datele de care are nevoie fiecare și cum contestă oamenii modelele. Livrați un plan de 90 de zile, datele necesare fiecărui model și verificările lunare de acuratețe.',
      },
    },
    tooAi: {
      title: {
        en: 'Make your AI predictions accountable',
        ro: 'Faceți predicțiile AI verificabile',
      },
      aiRole: {
        en: 'Act as an experienced data scientist who audits marketing models. We rely on AI predictions (forecasts, attribution, lead scores, bidding) without enough human questioning of their assumptions, data gaps and consent effects. Design a model review routine: what to check each month (accuracy against actuals, drift, bias, missing conversions), who challenges the results and when a person overrides a model. Deliver a one-page review checklist, a sample monthly report and escalation rules.',
        ro: 'Jucați rolul unui specialist în știința datelor, cu experiență, care auditează modele de marketing. Ne bazăm pe predicțiile AI (prognoze, atribuire, punctajul lead-urilor, licitare) fără ca oamenii să pună destul la îndoială ipotezele, golurile din date și efectele consimțământului. Proiectați o rutină de verificare a modelelor: ce verificăm lunar (acuratețea față de rezultatele reale, deriva, distorsiunile, conversiile lipsă), cine contestă rezultatele și când un om decide altfel decât modelul. Livrați o listă de verificare de o pagină, un exemplu de raport lunar și regulile de escaladare.',
      },
    },
    onTarget: {
      title: {
        en: 'Turn your predictions into budget decisions',
        ro: 'Transformați predicțiile în decizii de buget',
      },
      aiRole: {
        en: 'Act as a marketing science advisor. Our split between models and human questioning is on target; the next step is acting on predictions faster. Design a monthly forecast-to-budget routine: which predictions (demand peaks, lead volume, churn risk, buying intent) feed which budget or campaign decisions, the confidence needed to act, and a holdout test that proves the models add value. Deliver the routine, a decision table and the test design.',
        ro: 'Jucați rolul unui consultant pentru marketingul bazat pe date. Împărțirea dintre modele și verificarea umană este la țintă; următorul pas este să acționăm mai repede pe baza predicțiilor. Proiectați o rutină lunară de la prognoză la buget: ce predicții (vârfuri de cerere, volum de lead-uri, risc de pierdere a clienților, intenție de cumpărare) alimentează ce decizii de buget sau de campanie, încrederea necesară pentru a acționa și un test cu grup de control care dovedește că modelele aduc valoare. Livrați rutina, un tabel de decizie și proiectul testului.',
      },
    },
    notStarted: {
      title: {
        en: 'Start forecasting and attribution',
        ro: 'Începeți prognozele și atribuirea',
      },
      aiRole: {
        en: 'Act as a marketing analytics consultant for a company that has barely started on forecasting and attribution: we practise few of these activities yet, and most decisions still rest on experience rather than data. Propose a starter plan that builds on what we already do: the tracking and data we need first, a simple attribution approach, a first lead and sales forecast (or a better one, where we already forecast) and a routine for A/B tests. Over time AI models should do about {targetAi} of the analysis; people ask the questions and decide. Deliver a 90-day plan, the minimum data checklist and the first three reports to build.',
        ro: 'Jucați rolul unui consultant de analiză de marketing pentru o companie abia la început cu prognozele și atribuirea: practicăm încă puține dintre aceste activități, iar cele mai multe decizii se sprijină pe experiență, nu pe date. Propuneți un plan de început care pornește de la ce facem deja: urmărirea și datele de care avem nevoie întâi, o metodă simplă de atribuire, o primă prognoză de lead-uri și vânzări (sau una mai bună, acolo unde facem deja prognoze) și o rutină pentru teste A/B. În timp, modelele AI ar trebui să facă aproximativ {targetAi} din analiză; oamenii pun întrebările și decid. Livrați un plan de 90 de zile, lista minimă de date necesare și primele trei rapoarte de construit.',
      },
    },
  },
};
