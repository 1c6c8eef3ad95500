/**
 * Task templates of the governance strategies (issue 9 item 1; the catalogue's tactics in
 * report/strategies/texts-ai.ts): AI governance, generative-AI data protection, human oversight.
 */
import type { StrategyTaskDef } from './types.js';

const POLICY_TEMPLATE = { en: 'AI policy template', ro: 'Șablon de politică de AI' };

/** Task templates of ai-governance, genai-data-protection, human-oversight, in the order they are used. */
export const OVERSIGHT_TASKS: Readonly<
  Record<'ai-governance' | 'genai-data-protection' | 'human-oversight', readonly StrategyTaskDef[]>
> = {
  'ai-governance': [
    {
      tactic: 0,
      texts: {
        title: {
          en: 'Write a two-page AI policy with marketing, legal and IT',
          ro: 'Scrieți o politică de AI de două pagini, împreună cu juridicul și IT-ul',
        },
        action: {
          en: 'Agree in two workshops which AI tools are allowed, which data may never enter them and who approves AI content and new uses; publish the policy on the intranet and walk the team through it in a 30-minute session.',
          ro: 'Stabiliți în două ateliere ce instrumente AI sunt permise, ce date nu au voie să intre niciodată în ele și cine aprobă conținutul făcut cu AI și noile utilizări; publicați politica pe intranet și prezentați-o echipei într-o sesiune de 30 de minute.',
        },
        owner: { en: 'CMO, with legal and IT', ro: 'CMO-ul, împreună cu juridicul și IT-ul' },
        kpis: [
          {
            en: 'Policy approved within 45 days; 100% of the marketing team briefed on it',
            ro: 'Politica aprobată în cel mult 45 de zile; 100 % din echipa de marketing informată despre ea',
          },
        ],
        expectedResults: {
          en: 'The team uses AI quickly and safely, without guessing what is allowed.',
          ro: 'Echipa folosește AI-ul repede și în siguranță, fără să ghicească ce este permis.',
        },
        tools: [
          POLICY_TEMPLATE,
          { en: 'Intranet page for the policy', ro: 'Pagină de intranet pentru politică' },
        ],
        topic: 'ai-policy',
      },
    },
    {
      tactic: 1,
      texts: {
        title: {
          en: 'Set review levels for AI content by risk',
          ro: 'Stabiliți niveluri de verificare a conținutului făcut cu AI, după risc',
        },
        action: {
          en: 'Sort AI content into three risk levels: what needs an editor, what needs legal, and what may go out with weekly sample checks; add the level as a required field in the content calendar.',
          ro: 'Împărțiți conținutul făcut cu AI pe trei niveluri de risc: ce trebuie verificat de un editor, ce trebuie verificat de juridic și ce poate pleca cu verificări săptămânale prin sondaj; adăugați nivelul ca un câmp obligatoriu în calendarul editorial.',
        },
        owner: { en: 'Head of content, with legal', ro: 'Responsabilul de conținut, împreună cu juridicul' },
        kpis: [
          {
            en: '100% of AI content tagged with a risk level; 0 high-risk pieces published without legal review',
            ro: '100 % din conținutul făcut cu AI etichetat cu un nivel de risc; 0 materiale cu risc ridicat publicate fără verificare juridică',
          },
        ],
        expectedResults: {
          en: 'Review effort spent where the risk is, and fewer false claims reaching customers.',
          ro: 'Efortul de verificare concentrat acolo unde este riscul și mai puține afirmații false ajunse la clienți.',
        },
        tools: [
          { en: 'Risk matrix for AI content', ro: 'Matrice de risc pentru conținutul făcut cu AI' },
          { en: 'Content calendar with a risk field', ro: 'Calendar editorial cu un câmp pentru risc' },
        ],
      },
    },
    {
      tactic: 3,
      texts: {
        title: {
          en: 'Name an owner for AI incidents and label AI content as the AI Act requires',
          ro: 'Numiți un responsabil pentru incidentele AI și marcați conținutul AI așa cum cere AI Act',
        },
        action: {
          en: 'Write a one-page procedure for false claims and data leaks (who is called, who pulls the content, who informs customers), and label chatbots and AI-generated images and videos as the EU AI Act requires.',
          ro: 'Scrieți o procedură de o pagină pentru afirmații false și scurgeri de date (cine este anunțat, cine retrage conținutul, cine informează clienții) și marcați chatboții și imaginile și clipurile generate cu AI, așa cum cere AI Act.',
        },
        owner: { en: 'Head of marketing, with the DPO', ro: 'Directorul de marketing, împreună cu DPO-ul' },
        kpis: [
          {
            en: 'Procedure tested in 1 drill within 90 days; 100% of chatbots and AI images labelled',
            ro: 'Procedura testată într-un exercițiu în cel mult 90 de zile; 100 % dintre chatboți și imaginile AI marcate',
          },
        ],
        expectedResults: {
          en: 'Incidents handled in hours, not days, and no exposure under the AI Act’s transparency duties.',
          ro: 'Incidente rezolvate în ore, nu în zile, și nicio expunere față de obligațiile de transparență din AI Act.',
        },
        tools: [
          { en: 'Incident procedure template', ro: 'Șablon de procedură pentru incidente' },
          { en: 'Labels for AI content', ro: 'Etichete pentru conținutul AI' },
        ],
      },
    },
  ],
  'genai-data-protection': [
    {
      tactic: 0,
      texts: {
        title: {
          en: 'Write a one-page rule on which data may go into which AI tools',
          ro: 'Scrieți o regulă de o pagină despre ce date pot intra în ce instrumente AI',
        },
        action: {
          en: 'List the approved AI tools and, for each, the data allowed, with examples: public, internal, anonymised customer data, personal data. Pin the rule in the team channel and add it to the onboarding of new colleagues.',
          ro: 'Enumerați instrumentele AI aprobate și, pentru fiecare, datele permise, cu exemple: publice, interne, date ale clienților anonimizate, date personale. Fixați regula în canalul echipei și adăugați-o în programul de integrare a noilor colegi.',
        },
        owner: { en: 'DPO, with the CMO', ro: 'DPO-ul, împreună cu CMO-ul' },
        kpis: [
          {
            en: 'Rule published within 30 days; 100% of marketers confirm they have read it',
            ro: 'Regula publicată în cel mult 30 de zile; 100 % dintre marketeri confirmă că au citit-o',
          },
        ],
        expectedResults: {
          en: 'No customer data pasted into tools nobody has vetted.',
          ro: 'Nicio informație despre clienți copiată în instrumente pe care nu le-a verificat nimeni.',
        },
        tools: [
          { en: 'Data classification table', ro: 'Tabel de clasificare a datelor' },
          { en: 'Team channel with the pinned rule', ro: 'Canalul echipei, cu regula fixată' },
        ],
      },
    },
    {
      tactic: 2,
      texts: {
        title: {
          en: 'Give the team an approved AI workspace with training on your data switched off',
          ro: 'Oferiți echipei un spațiu de lucru AI aprobat, fără antrenarea modelelor pe datele voastre',
        },
        action: {
          en: 'Buy company licences of one AI assistant under a data processing agreement, with training on your data switched off and single sign-on, and ask everyone to move work prompts out of personal accounts.',
          ro: 'Cumpărați licențe pentru companii ale unui asistent AI, cu acord de prelucrare a datelor, antrenarea pe datele voastre dezactivată și autentificare unică, și cereți tuturor să nu mai folosească conturi personale pentru prompturile de lucru.',
        },
        owner: { en: 'IT lead, with the DPO', ro: 'Responsabilul IT, împreună cu DPO-ul' },
        kpis: [
          {
            en: '100% of marketers on the approved workspace within 60 days; 0 work prompts in personal accounts at the next check',
            ro: '100 % dintre marketeri în spațiul de lucru aprobat în cel mult 60 de zile; 0 prompturi de lucru în conturi personale la următoarea verificare',
          },
        ],
        expectedResults: {
          en: 'The productivity of AI without customer data leaving your control.',
          ro: 'Productivitatea adusă de AI, fără ca datele clienților să iasă de sub controlul vostru.',
        },
        tools: [
          {
            en: 'Company licences of ChatGPT or Claude',
            ro: 'Licențe pentru companii de ChatGPT sau Claude',
          },
          { en: 'Data processing agreement', ro: 'Acord de prelucrare a datelor' },
        ],
      },
    },
    {
      tactic: 3,
      texts: {
        title: {
          en: 'Have the DPO check a sample of prompts and uploads every quarter',
          ro: 'Cereți DPO-ului să verifice trimestrial un eșantion de prompturi și fișiere încărcate',
        },
        action: {
          en: 'Each quarter the DPO reviews 50 randomly chosen prompts and uploaded files from the approved workspace, reports breaches of the data rule to the team leads and updates the rule’s examples.',
          ro: 'În fiecare trimestru, DPO-ul analizează 50 de prompturi și fișiere încărcate, alese la întâmplare din spațiul de lucru aprobat, raportează șefilor de echipă încălcările regulii despre date și actualizează exemplele din regulă.',
        },
        owner: { en: 'DPO', ro: 'DPO-ul' },
        kpis: [
          {
            en: '4 sample checks a year of 50 items each; breaches down to 0 by the fourth check',
            ro: '4 verificări pe an, a câte 50 de elemente; încălcările reduse la 0 până la a patra verificare',
          },
        ],
        expectedResults: {
          en: 'Evidence for auditors, and a data rule that keeps up with how people really use AI.',
          ro: 'Dovezi pentru auditori și o regulă despre date care ține pasul cu felul în care oamenii folosesc de fapt AI-ul.',
        },
        tools: [
          { en: 'Audit log of the AI workspace', ro: 'Jurnalul de audit al spațiului de lucru AI' },
          { en: 'Sample-check sheet', ro: 'Fișă pentru verificarea prin sondaj' },
        ],
      },
    },
  ],
  'human-oversight': [
    {
      tactic: 0,
      texts: {
        title: {
          en: 'Name who decides wherever AI now decides, and what AI may never approve',
          ro: 'Numiți cine decide acolo unde acum decide AI-ul și ce nu are voie AI-ul să aprobe',
        },
        action: {
          en: 'For each problem the Strategy tab lists under this strategy, write one line: the person who decides, what AI may prepare, and what it may never approve or publish on its own; the CMO signs the list and shares it with the team.',
          ro: 'Pentru fiecare problemă pe care fila Strategie o enumeră la această strategie, scrieți un rând: persoana care decide, ce poate pregăti AI-ul și ce nu are voie să aprobe sau să publice singur; CMO-ul semnează lista și o comunică echipei.',
        },
        owner: { en: 'CMO', ro: 'CMO-ul' },
        kpis: [
          {
            en: 'Decision list signed within 30 days; 100% of those problems with a named decision-maker',
            ro: 'Lista de decizii semnată în cel mult 30 de zile; 100 % dintre aceste probleme cu o persoană care decide',
          },
        ],
        expectedResults: {
          en: 'Accountability back with people in the steps where judgement matters.',
          ro: 'Responsabilitatea revine oamenilor în pașii în care contează judecata.',
        },
        tools: [
          { en: 'Decision list template', ro: 'Șablon de listă de decizii' },
          { en: 'The problem list of the Strategy tab', ro: 'Lista de probleme din fila Strategie' },
        ],
      },
    },
    {
      tactic: 1,
      texts: {
        title: {
          en: 'Treat AI as a second opinion: test or ask for evidence before acting',
          ro: 'Folosiți AI-ul ca a doua opinie: testați sau cereți dovezi înainte de a acționa',
        },
        action: {
          en: 'When an AI recommendation contradicts experience, the owner runs a quick test or asks for the evidence before acting, and logs the case; review the log each quarter to see who was right.',
          ro: 'Când o recomandare AI contrazice experiența, responsabilul face un test rapid sau cere dovezile înainte de a acționa și notează cazul într-un jurnal; analizați trimestrial jurnalul, ca să vedeți cine a avut dreptate.',
        },
        owner: { en: 'Team leads', ro: 'Șefii de echipă' },
        kpis: [
          {
            en: '100% of contested AI recommendations logged; 4 quarterly log reviews a year',
            ro: '100 % dintre recomandările AI contestate notate în jurnal; 4 analize trimestriale ale jurnalului pe an',
          },
        ],
        expectedResults: {
          en: 'Better decisions from combining AI and experience, and evidence of when to trust each.',
          ro: 'Decizii mai bune prin combinarea AI-ului cu experiența și dovezi despre când vă puteți baza pe fiecare.',
        },
        tools: [
          { en: 'Decision log', ro: 'Jurnal de decizii' },
          { en: 'Quick A/B test set-up', ro: 'Configurare pentru teste A/B rapide' },
        ],
      },
    },
  ],
};
