/**
 * The `history` translations (re-take, reminder, "Your assessments"), added to the app's
 * i18next instance when the chunk of the screens that show them loads (the finished dashboard and
 * the results' progress tab): neither route's first load carries them.
 */
import i18n from 'i18next';
import en from '../../locales/en/history.json';
import ro from '../../locales/ro/history.json';

i18n.addResourceBundle('en', 'history', en, true, true);
i18n.addResourceBundle('ro', 'history', ro, true, true);
