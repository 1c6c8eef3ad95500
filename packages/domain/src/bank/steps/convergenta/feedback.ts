/**
 * CONVERGENTA: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 60 % human. AI bids, paces and passes data; people set channel roles and relationships.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your channels work together with a sound split:</strong> AI handles bidding, pacing and data between channels, and people set each channel’s role and own the relationships.</p><ul><li>Keep a human review of budget shifts during campaigns, within limits the team sets.</li><li>Keep one messaging matrix, so channel versions adapted by AI still tell one story.</li><li>Revisit your paid, earned, shared and owned (PESO) mix against results once a year.</li></ul>',
    ro: '<p><strong>Canalele voastre lucrează împreună cu o împărțire sănătoasă:</strong> AI-ul se ocupă de licitare, ritmul cheltuielilor și datele dintre canale, iar oamenii stabilesc rolul fiecărui canal și dețin relațiile.</p><ul><li>Păstrați verificarea umană a mutărilor de buget din timpul campaniilor, în limitele stabilite de echipă.</li><li>Păstrați o singură matrice de mesaje, ca versiunile adaptate de AI pentru fiecare canal să spună aceeași poveste.</li><li>Revedeți anual, față de rezultate, mixul PESO: media plătită, câștigată, distribuită și proprie.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your channels are coordinated mostly by hand,</strong> so budget moves weekly at best and overlaps between channels go unnoticed.</p><ul><li>Let a cross-platform AI tool shift paid budget daily, within limits the team sets.</li><li>Use AI to flag keywords you pay for although you already rank first organically.</li><li>Monitor press, social media and reviews with AI sentiment analysis, and sync CRM audiences to your ad platforms.</li></ul>',
    ro: '<p><strong>Canalele voastre sunt coordonate mai ales manual,</strong> așa că bugetul se mută cel mult săptămânal, iar suprapunerile dintre canale trec neobservate.</p><ul><li>Lăsați un instrument AI care lucrează pe toate platformele să mute zilnic bugetul plătit, în limitele stabilite de echipă.</li><li>Folosiți AI-ul ca să semnalați cuvintele cheie pentru care plătiți deși sunteți deja pe primul loc organic.</li><li>Monitorizați presa, social media și recenziile cu analiza AI a sentimentului și sincronizați audiențele din CRM cu platformele de publicitate.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>Platform automation is deciding your channel mix and your relationships.</strong> When AI picks channels, moves budgets unreviewed and pitches journalists or creators in bulk, the story fragments and relationships wear thin.</p><ul><li>Decide each channel’s role per campaign (reach, consideration, conversion) as a team.</li><li>Set limits and a weekly human review for automated budget shifts.</li><li>Let your PR lead and partner managers approach journalists, creators and partners personally.</li></ul>',
    ro: '<p><strong>Automatizarea platformelor vă decide mixul de canale și relațiile.</strong> Când AI-ul alege canalele, mută bugetele fără verificare și trimite în masă propuneri către jurnaliști sau creatori, povestea se fragmentează, iar relațiile se erodează.</p><ul><li>Stabiliți în echipă rolul fiecărui canal în fiecare campanie: notorietate, considerare sau conversie.</li><li>Fixați limite și o verificare umană săptămânală pentru mutările automate de buget.</li><li>Lăsați responsabilul de PR și managerii de parteneriate să abordeze personal jurnaliștii, creatorii și partenerii.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>Your channels do not yet work as one mix:</strong> each runs separately, with no shared plan or launch sequence. Build the integration with about 60 % of the work human.</p><ul><li>Measure your current paid, earned, shared and owned (PESO) split.</li><li>Give each channel a role in the next campaign, with one messaging matrix.</li><li>Run launches from one master timeline.</li><li>Add AI where it pays first: budget pacing alerts and brand-mention monitoring.</li></ul>',
    ro: '<p><strong>Canalele voastre nu funcționează încă împreună:</strong> fiecare rulează separat, fără plan sau succesiune comună la lansări. Construiți integrarea cu circa 60 % din muncă umană.</p><ul><li>Măsurați împărțirea actuală între media plătită, câștigată, distribuită și proprie (PESO).</li><li>Dați fiecărui canal un rol în următoarea campanie, cu o singură matrice de mesaje.</li><li>Coordonați lansările după un calendar comun.</li><li>Introduceți AI-ul întâi unde aduce cel mai mult: alerte pentru ritmul bugetului și monitorizarea mențiunilor despre brand.</li></ul>',
  },
};
