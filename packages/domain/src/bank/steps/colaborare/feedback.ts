/**
 * COLABORARE: the spec §3 feedback texts (on, above, below target; not implemented). Rich text limited to
 * `<p>`, `<strong>`, `<ul>`, `<li>`; `aboveTarget` = too much human, `belowTarget` = too much AI.
 */
import type { StepFeedbackTexts } from '../../../report/feedback/types.js';

// Target: 85 % human. Trust is built between people; AI takes the admin.
export const FEEDBACK: StepFeedbackTexts = {
  onTarget: {
    en: '<p><strong>Your collaboration stays between people, and AI takes the admin.</strong> That is what builds trust with agencies, sales and partners.</p><ul><li>Keep agency briefs written by people and agency reviews face to face.</li><li>Keep coaching by senior colleagues; let AI only check the basics of a proposal.</li><li>Watch your team’s workload and morale in one-to-ones, not through AI burnout scores.</li></ul>',
    ro: '<p><strong>Colaborarea rămâne între oameni, iar AI-ul preia partea administrativă.</strong> Așa se construiește încrederea cu agențiile, vânzările și partenerii.</p><ul><li>Păstrați brief-urile pentru agenții scrise de oameni și evaluările agențiilor față în față.</li><li>Păstrați îndrumarea de către colegii cu experiență; AI-ul verifică doar elementele de bază ale unei propuneri.</li><li>Urmăriți încărcarea și moralul echipei în discuțiile unu la unu, nu prin scoruri AI de epuizare.</li></ul>',
  },
  aboveTarget: {
    en: '<p><strong>People are doing collaboration admin that AI could take off their hands,</strong> which leaves less time for the conversations that matter.</p><ul><li>Let AI take meeting notes, list the actions and summarise long e-mail threads.</li><li>Use AI to merge other teams’ comments on a campaign and flag the conflicts for the owner.</li><li>Have AI benchmark supplier prices before you negotiate, and translate for colleagues abroad.</li></ul>',
    ro: '<p><strong>Oamenii fac munca administrativă a colaborării, pe care AI-ul ar putea-o prelua,</strong> și rămâne mai puțin timp pentru discuțiile care contează.</p><ul><li>Lăsați AI-ul să ia notițe în ședințe, să listeze acțiunile și să rezume firele lungi de e-mailuri.</li><li>Folosiți AI-ul ca să comaseze comentariile altor echipe la o campanie și să semnaleze contradicțiile pentru responsabil.</li><li>Cereți AI-ului repere de preț înainte să negociați cu furnizorii și traduceri pentru colegii din alte țări.</li></ul>',
  },
  belowTarget: {
    en: '<p><strong>AI stands between your people and their partners.</strong> Briefs, agency reviews, coaching and community replies written by AI save time but weaken the relationships marketing depends on.</p><ul><li>Have your marketing lead write agency briefs; AI only flags gaps.</li><li>Hold agency reviews face to face, and let senior colleagues coach marketers in person.</li><li>Give your community a person who writes the replies, with AI only flagging posts that need one.</li></ul>',
    ro: '<p><strong>AI-ul a ajuns să stea între oamenii voștri și partenerii lor.</strong> Brief-urile, evaluările agențiilor, îndrumarea și răspunsurile din comunitate scrise de AI economisesc timp, dar slăbesc relațiile de care depinde marketingul.</p><ul><li>Cereți responsabilului de marketing să scrie brief-urile pentru agenții; AI-ul doar semnalează lipsurile.</li><li>Faceți evaluările agențiilor față în față și lăsați îndrumarea colegilor în grija celor cu experiență.</li><li>Dați comunității un om care scrie răspunsurile, iar AI-ul doar semnalează postările care cer un răspuns.</li></ul>',
  },
  notImplemented: {
    en: '<p><strong>Your answers show no structured collaboration practices yet</strong> with agencies, sales, partners or a community. Build them person to person, with AI at about 15 %.</p><ul><li>Hold a weekly meeting with sales on priorities and messages.</li><li>Brief sales and customer service in person before each launch.</li><li>Review agencies and freelancers face to face each quarter.</li><li>Let AI take the meeting notes and summarise long threads.</li></ul>',
    ro: '<p><strong>Răspunsurile voastre nu arată încă practici structurate de colaborare</strong> cu agențiile, vânzările, partenerii sau o comunitate. Construiți-le de la om la om, cu AI-ul la circa 15 %.</p><ul><li>Țineți o ședință săptămânală cu vânzările despre priorități și mesaje.</li><li>Pregătiți personal vânzările și echipa de relații cu clienții înaintea fiecărei lansări.</li><li>Evaluați trimestrial, față în față, agențiile și colaboratorii externi.</li><li>Lăsați AI-ul să ia notițele din ședințe și să rezume discuțiile lungi.</li></ul>',
  },
};
