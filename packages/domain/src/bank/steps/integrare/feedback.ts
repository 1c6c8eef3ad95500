/**
 * INTEGRARE: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one
 * paragraph that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in
 * English: the direction of the split and what it costs or protects, with no claim about a single practice,
 * since the exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 30 % human. AI matches records and tailors touchpoints; people design journeys, own consent.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your customer-data work sits at this step’s balance.</strong> At this split, AI matches records and tailors each touchpoint, and people design the journeys, own consent and set the limits.</p>',
    ro: '<p><strong>Munca voastră cu datele clienților se află la echilibrul acestui pas.</strong> La această împărțire, AI-ul potrivește înregistrările și adaptează fiecare contact, iar oamenii proiectează parcursurile, răspund de consimțământ și stabilesc limitele.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People still carry more of your customer-data work than this step needs.</strong> Where records are matched or messages tailored by hand, volume and speed stay limited, and customers get more generic messages.</p>',
    ro: '<p><strong>Oamenii duc încă mai mult din munca cu datele clienților decât cere acest pas.</strong> Acolo unde înregistrările se potrivesc sau mesajele se adaptează manual, volumul și viteza rămân limitate, iar clienții primesc mesaje mai generice.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation runs more of your customer relationships than this step’s ideal.</strong> The risk sits in flows, segments and offers no person designed or limited: breached consent, over-messaging and unfair treatment of some groups.</p>',
    ro: '<p><strong>AI-ul sau automatizarea conduc mai mult din relația cu clienții decât prevede idealul acestui pas.</strong> Riscul stă în fluxurile, segmentele și ofertele pe care nu le-a proiectat sau limitat niciun om: consimțământ încălcat, mesaje prea dese, grupuri tratate inechitabil.</p>',
  },
  notImplemented: {
    en: '<p><strong>Bringing customer data together and tailoring contact is not a regular practice yet.</strong> This step gives each customer one record and relevant journeys; start with about 30 % people, 70 % AI or automation.</p>',
    ro: '<p><strong>Unificarea datelor clienților și adaptarea contactului nu sunt încă o practică obișnuită.</strong> Acest pas dă fiecărui client o fișă unică și parcursuri relevante; porniți cu circa 30 % oameni, 70 % AI sau automatizare.</p>',
  },
};
