/**
 * CLARITATE: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one
 * paragraph that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in
 * English: the direction of the split and what it costs or protects, with no claim about a single practice,
 * since the exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 45 % human. AI gathers and groups customer data; people interpret and choose.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your customer insight and positioning work sits at this step’s balance.</strong> At this split, AI gathers, transcribes and groups what customers say, and people interpret it and choose the positioning and messages.</p>',
    ro: '<p><strong>Munca voastră de cunoaștere a clienților și de poziționare se află la echilibrul acestui pas.</strong> La această împărțire, AI-ul adună, transcrie și grupează ce spun clienții, iar oamenii interpretează și aleg poziționarea și mesajele.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People still do more of your research and message work than this step needs.</strong> When reviews, interviews and competitors’ messages are read by hand, only a fraction gets analysed and insights arrive late.</p>',
    ro: '<p><strong>Oamenii fac încă mai mult din cercetarea clienților și din lucrul la mesaje decât cere acest pas.</strong> Când recenziile, interviurile și mesajele concurenților se citesc manual, se analizează doar o parte, iar insight-urile vin târziu.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation carries more of your customer insight and positioning than this step’s ideal.</strong> The risk sits in conclusions and messages no person has checked against what real buyers say.</p>',
    ro: '<p><strong>AI-ul sau automatizarea duc mai mult din cunoașterea clienților și din poziționare decât prevede idealul acestui pas.</strong> Riscul stă în concluziile și mesajele pe care niciun om nu le-a comparat cu ce spun cumpărătorii reali.</p>',
  },
  notImplemented: {
    en: '<p><strong>Customer research and positioning are not a regular practice in your marketing yet.</strong> This step turns what customers say into a clear position and messages; start with about 45 % people, 55 % AI.</p>',
    ro: '<p><strong>Cercetarea clienților și poziționarea nu sunt încă o practică obișnuită în marketingul vostru.</strong> Acest pas transformă ce spun clienții într-o poziționare clară și în mesaje; porniți cu circa 45 % oameni, 55 % AI.</p>',
  },
};
