/**
 * The `legal` translations, added to the app's i18next instance when a legal page's chunk loads
 * (imported for its effect by LegalDocument): the pages are long and rarely read, so the first
 * load of other routes does not carry them.
 */
import i18n from 'i18next';
import en from '../../locales/en/legal.json';
import ro from '../../locales/ro/legal.json';

i18n.addResourceBundle('en', 'legal', en, true, true);
i18n.addResourceBundle('ro', 'legal', ro, true, true);
