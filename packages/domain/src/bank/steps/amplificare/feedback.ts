/**
 * AMPLIFICARE: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 55 % human. AI multiplies output, formats, languages; people own ideas and quality.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your content engine is well split:</strong> AI multiplies output, formats and languages, and people own the ideas, the expertise and the quality bar.</p><ul><li>Keep an editor’s fact and legal check on every piece, however it was produced.</li><li>Feed AI first versions with expert notes, so articles carry your own angle.</li><li>Decide monthly which topics and formats to scale or drop, with AI summaries as input.</li></ul>',
    ro: '<p><strong>Producția de conținut este bine împărțită:</strong> AI-ul multiplică volumul, formatele și limbile, iar oamenii dețin ideile, expertiza și standardul de calitate.</p><ul><li>Păstrați verificarea faptelor și a aspectelor juridice de către un editor pentru fiecare material, oricum ar fi fost produs.</li><li>Dați AI-ului notițele experților când scrie prima variantă, ca articolele să aibă unghiul vostru.</li><li>Decideți lunar ce teme și formate extindeți sau abandonați, pornind de la rezumatele AI.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your team produces almost everything by hand, which caps your volume, formats and languages.</strong> Writers and designers spend their time adapting material instead of on ideas.</p><ul><li>Let AI write first versions from expert notes; editors edit them.</li><li>Repurpose each webinar or report with AI into posts, clips and a newsletter section.</li><li>Have AI generate every visual size and translate with your glossary, with designers and native speakers checking.</li></ul>',
    ro: '<p><strong>Echipa produce aproape totul manual, ceea ce vă limitează volumul, formatele și limbile.</strong> Redactorii și designerii își petrec timpul adaptând materiale, în loc să lucreze la idei.</p><ul><li>Lăsați AI-ul să scrie prima variantă pornind de la notițele experților; editorii o prelucrează.</li><li>Reutilizați cu AI fiecare webinar sau studiu, transformându-l în postări, clipuri și o secțiune de newsletter.</li><li>Lăsați AI-ul să genereze toate dimensiunile vizualurilor și să traducă după glosarul vostru, cu verificare din partea designerilor și a vorbitorilor nativi.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI is publishing content that no expert shaped and no editor checked.</strong> Volume goes up, but generic articles, unchecked claims and executive posts that do not sound like the executives cost you trust.</p><ul><li>Restore an editor’s check of facts, figures and legal claims before anything goes live.</li><li>Have a specialist add your angle to every SEO brief AI writes.</li><li>Let executives rewrite AI versions of their LinkedIn posts, and review auto-published pieces weekly.</li></ul>',
    ro: '<p><strong>AI-ul publică materiale pe care niciun expert nu le-a modelat și niciun editor nu le-a verificat.</strong> Volumul crește, dar articolele generice, afirmațiile neverificate și postările managerilor care nu sună a ei vă costă încredere.</p><ul><li>Reintroduceți verificarea faptelor, a cifrelor și a aspectelor juridice de către un editor înainte de publicare.</li><li>Cereți unui specialist să adauge unghiul vostru în fiecare brief SEO scris de AI.</li><li>Lăsați managerii să-și rescrie postările de LinkedIn propuse de AI și verificați săptămânal materialele publicate automat.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>You do not yet produce or distribute content regularly.</strong> Start a small, steady engine in which AI carries about 45 % of the work.</p><ul><li>Build a monthly editorial calendar; let AI suggest topics.</li><li>Have in-house experts give notes, AI write the first version, and an editor finish and fact-check it.</li><li>Turn each piece into posts and a newsletter section with AI.</li><li>Publish on a fixed schedule and review the results monthly.</li></ul>',
    ro: '<p><strong>Încă nu produceți și nu distribuiți conținut în mod regulat.</strong> Porniți un sistem mic și constant, în care AI-ul duce cam 45 % din muncă.</p><ul><li>Faceți un calendar editorial lunar; AI-ul propune subiecte.</li><li>Experții interni dau notițele, AI-ul scrie prima variantă, iar un editor o finalizează și verifică faptele.</li><li>Transformați cu AI fiecare material în postări și o secțiune de newsletter.</li><li>Publicați după un program fix și analizați lunar rezultatele.</li></ul>',
  },
};
