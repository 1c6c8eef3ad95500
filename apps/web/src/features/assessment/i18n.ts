/**
 * The `assessment` translations, added to the app's i18next instance when the assessment or step
 * progress screen's chunk loads (imported for its effect by routes/AssessmentPage and
 * routes/StepProgressPage, before their components render): the home, auth and results routes'
 * first load does not carry them (issue 10 item 8).
 */
import i18n from 'i18next';
import en from '../../locales/en/assessment.json';
import ro from '../../locales/ro/assessment.json';

i18n.addResourceBundle('en', 'assessment', en, true, true);
i18n.addResourceBundle('ro', 'assessment', ro, true, true);
