/**
 * CLARITATE: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 45 % human. AI gathers and groups customer data; people interpret and choose.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your research and positioning work is well split:</strong> AI gathers and groups customer data, and people interpret it and choose the message.</p><ul><li>Keep researchers validating AI-built personas and AI-proposed insights before they reach briefs.</li><li>Re-test value propositions pre-tested by AI with real customers before launch.</li><li>Run your message-consistency audit twice a year, so fixes flagged by AI do not drift the story.</li></ul>',
    ro: '<p><strong>Cercetarea și poziționarea sunt bine împărțite:</strong> AI-ul adună și grupează datele despre clienți, iar oamenii le interpretează și aleg mesajul.</p><ul><li>Păstrați validarea de către cercetători a profilurilor de persona și a insight-urilor propuse de AI, înainte să ajungă în brief-uri.</li><li>Testați din nou cu clienți reali propunerile de valoare pretestate cu AI, înainte de lansare.</li><li>Faceți de două ori pe an un audit al coerenței mesajelor, ca remedierile semnalate de AI să nu schimbe povestea.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your team does by hand research work that AI does faster and at larger scale.</strong> Reading samples of reviews or re-reading interview notes leaves most of what customers say unanalysed.</p><ul><li>Let AI transcribe interviews and tag themes; researchers check and conclude.</li><li>Group all reviews, support tickets and NPS comments by theme with AI every month.</li><li>Have AI flag competitors’ messaging changes and cluster customers into candidate segments that the team names.</li></ul>',
    ro: '<p><strong>Echipa face manual cercetare pe care AI-ul o face mai repede și la scară mai mare.</strong> Dacă citiți doar eșantioane de recenzii sau recitiți notițele din interviuri, cea mai mare parte din ce spun clienții rămâne neanalizată.</p><ul><li>Lăsați AI-ul să transcrie interviurile și să marcheze temele; cercetătorii verifică și trag concluziile.</li><li>Grupați lunar cu AI, pe teme, toate recenziile, tichetele de suport și comentariile NPS.</li><li>Cereți AI-ului să semnaleze schimbările de mesaj ale concurenților și să grupeze clienții în segmente propuse, pe care echipa le denumește.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI is drawing conclusions about your customers that people should draw.</strong> Positioning built on synthetic personas, or on copy AI rewrote unchecked, drifts away from what real buyers say.</p><ul><li>Have researchers validate every insight and persona refresh that AI proposes.</li><li>Test finalist value propositions with real customers, not only on synthetic audiences or in ad tests.</li><li>Let the team write the positioning statement; AI proposes angles and checks materials against it.</li></ul>',
    ro: '<p><strong>AI-ul trage concluzii despre clienți pe care ar trebui să le tragă oamenii.</strong> O poziționare construită pe profiluri de persona sintetice sau pe texte rescrise de AI fără verificare se îndepărtează de ce spun cumpărătorii reali.</p><ul><li>Cereți cercetătorilor să valideze fiecare insight propus de AI și fiecare actualizare a profilurilor de persona.</li><li>Testați propunerile de valoare finaliste cu clienți reali, nu doar pe audiențe sintetice sau prin teste de reclame.</li><li>Lăsați echipa să scrie declarația de poziționare; AI-ul propune unghiuri și verifică materialele față de ea.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>You do not yet research customers or define positioning in a structured way.</strong> Build the basics with AI doing the gathering, about 55 % of the work.</p><ul><li>Interview ten customers; let AI transcribe and summarise, and draw the insights yourselves.</li><li>Have AI group reviews and support tickets by theme.</li><li>Write a one-page positioning statement and three message pillars with sales and product.</li><li>Track three competitors’ messaging with AI alerts.</li></ul>',
    ro: '<p><strong>Încă nu cercetați clienții și nu definiți poziționarea în mod structurat.</strong> Construiți bazele lăsând colectarea în seama AI-ului, cam 55 % din muncă.</p><ul><li>Intervievați zece clienți; AI-ul transcrie și rezumă, iar voi formulați insight-urile.</li><li>Cereți AI-ului să grupeze pe teme recenziile și tichetele de suport.</li><li>Scrieți, împreună cu vânzările și echipa de produs, o declarație de poziționare de o pagină și trei piloni de mesaj.</li><li>Urmăriți mesajele a trei concurenți cu alerte AI.</li></ul>',
  },
};
