/**
 * SISTEME: the spec §3 feedback texts (on, above, below target; not implemented). Each text is one paragraph
 * that opens the step's feedback, `<p>` with a `<strong>` lead sentence, at most 35 words in English: the
 * direction of the split and what it costs or protects, with no claim about a single practice, since the
 * exact gap and the user's own activities follow it. `aboveTarget` = too much human,
 * `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 25 % human. Repetitive, high-volume work suits AI; people set rules and handle exceptions.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your marketing operations sit at this step’s balance.</strong> At this split, automation runs the repetitive, high-volume work, and people set the rules, choose the tools and handle the exceptions.</p>',
    ro: '<p><strong>Operațiunile voastre de marketing se află la echilibrul acestui pas.</strong> La această împărțire, automatizarea face munca repetitivă și de volum, iar oamenii stabilesc regulile, aleg instrumentele și tratează excepțiile.</p>',
  },
  aboveTarget: {
    en: '<p><strong>People still run more of your marketing operations than this step needs.</strong> Where setup, tagging, checks and routing are done by hand, skilled people lose hours and errors slip through at volume.</p>',
    ro: '<p><strong>Oamenii duc încă mai mult din operațiunile de marketing decât cere acest pas.</strong> Acolo unde configurarea, etichetarea, verificările și repartizarea se fac manual, oamenii pricepuți pierd ore întregi, iar la volum mare scapă erori.</p>',
  },
  belowTarget: {
    en: '<p><strong>AI or automation runs even more of your operations than this step’s ideal.</strong> The risk sits in automations with no named person in charge, no clear rules or no sample checks: errors nobody notices until they cost money.</p>',
    ro: '<p><strong>AI-ul sau automatizarea conduc chiar mai mult din operațiuni decât prevede idealul acestui pas.</strong> Riscul stă în automatizările fără o persoană numită care răspunde de ele, fără reguli clare sau verificări prin eșantionare: erori care trec neobservate până costă bani.</p>',
  },
  notImplemented: {
    en: '<p><strong>Marketing operations are not formalised yet.</strong> This step runs requests, campaign setup, checks and tool upkeep as repeatable workflows; start automation-first, with about 25 % people, 75 % AI or automation.</p>',
    ro: '<p><strong>Operațiunile de marketing nu sunt încă formalizate.</strong> Acest pas transformă cererile, configurarea campaniilor, verificările și întreținerea instrumentelor în fluxuri repetabile; porniți cu circa 25 % oameni, 75 % AI sau automatizare.</p>',
  },
};
