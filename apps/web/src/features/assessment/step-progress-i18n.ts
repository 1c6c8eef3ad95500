/**
 * The `step-progress` translations, added to the app's i18next instance when the step-progress
 * screen's chunk loads (imported for its effect by routes/StepProgressPage): a namespace of its
 * own, so the assessment route's first load does not carry them.
 */
import i18n from 'i18next';
import en from '../../locales/en/step-progress.json';
import ro from '../../locales/ro/step-progress.json';

i18n.addResourceBundle('en', 'step-progress', en, true, true);
i18n.addResourceBundle('ro', 'step-progress', ro, true, true);
