/**
 * CURAJ: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 85 % human. Models pull towards the average; courage comes from people.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Courage in your marketing comes from people, with AI in a supporting role.</strong> That is the right way round: models pull towards the average.</p><ul><li>Keep big ideas and taglines with your creatives; use AI for references and extra variants only.</li><li>Keep qualitative sessions with real customers as the pre-test that counts.</li><li>Hold a no-blame retrospective after every bold campaign that fails, and share the lessons widely.</li></ul>',
    ro: '<p><strong>Curajul din marketingul vostru vine de la oameni, iar AI-ul are un rol de sprijin.</strong> Așa e corect: modelele trag spre medie.</p><ul><li>Păstrați ideile mari și sloganurile la echipa de creație; folosiți AI-ul doar pentru referințe și variante suplimentare.</li><li>Păstrați sesiunile calitative cu clienți reali drept pretestarea decisivă.</li><li>După fiecare campanie îndrăzneață care eșuează, faceți o retrospectivă fără vinovați și împărtășiți larg lecțiile.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>Your creative process uses almost no AI, even where it would sharpen ideas rather than average them.</strong> Courage stays human; AI can widen the starting point and catch risks early.</p><ul><li>Gather AI references before brainstorms, and ask AI to spot clichés in your shortlist.</li><li>Have AI check foreign meanings when you name a product or campaign.</li><li>Let AI scan provocative concepts for sensitive words before your internal panel reviews them.</li></ul>',
    ro: '<p><strong>Procesul de creație nu folosește aproape deloc AI, chiar și acolo unde ar ascuți ideile în loc să le niveleze.</strong> Curajul rămâne uman; AI-ul poate lărgi punctul de pornire și poate prinde riscurile devreme.</p><ul><li>Adunați referințe cu AI înaintea sesiunilor de idei și cereți-i să găsească clișeele din lista scurtă.</li><li>Verificați cu AI sensurile din alte limbi când denumiți un produs sau o campanie.</li><li>Lăsați AI-ul să caute cuvintele sensibile din conceptele provocatoare înainte ca grupul intern să le analizeze.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI is making creative choices that should be yours.</strong> Concepts, taglines and visuals chosen by models and tests converge on what already works for everyone, and the brand loses its edge.</p><ul><li>Bring big ideas back to team brainstorms; AI adds references.</li><li>Let a senior copywriter own the tagline and an art director the visual direction.</li><li>Stop making AI pre-testing a launch gate; pre-test bold concepts with real customers.</li></ul>',
    ro: '<p><strong>AI-ul face alegeri de creație care ar trebui să fie ale voastre.</strong> Conceptele, sloganurile și vizualurile alese de modele și de teste converg spre ce funcționează deja pentru toți, iar brandul își pierde personalitatea.</p><ul><li>Readuceți ideile mari în sesiunile de idei ale echipei; AI-ul aduce referințe.</li><li>Lăsați sloganul în grija unui copywriter cu experiență și direcția vizuală în grija unui director de artă.</li><li>Nu mai condiționați lansarea de pretestarea cu AI; pretestați conceptele îndrăznețe cu clienți reali.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>Your answers show no creative risk-taking yet:</strong> no concept-led campaigns, bold tests or defined tone of voice. Start small, keeping about 85 % of the work human.</p><ul><li>Write a tone-of-voice guide from customer conversations.</li><li>Run one bold test each quarter, born from customer insight and instinct.</li><li>Pre-test it in sessions with real customers.</li><li>Use AI only for references, cliché checks and brand-safety checks.</li></ul>',
    ro: '<p><strong>Răspunsurile voastre nu arată încă asumarea de riscuri în creație:</strong> nici campanii construite pe un concept, nici teste îndrăznețe, nici un ton al comunicării definit. Începeți cu pași mici, cu circa 85 % din muncă umană.</p><ul><li>Scrieți un ghid al tonului comunicării pornind de la conversațiile cu clienții.</li><li>Rulați în fiecare trimestru un test îndrăzneț, pornit din insight-uri despre clienți și din instinct.</li><li>Pretestați-l în sesiuni cu clienți reali.</li><li>Folosiți AI-ul doar pentru referințe, depistarea clișeelor și verificarea siguranței brandului.</li></ul>',
  },
};
