/**
 * The `account` translations, added to the app's i18next instance when the
 * account page's chunk loads (imported for its effect by routes/AccountPage): no other route
 * carries them.
 */
import i18n from 'i18next';
import en from '../../locales/en/account.json';
import ro from '../../locales/ro/account.json';

i18n.addResourceBundle('en', 'account', en, true, true);
i18n.addResourceBundle('ro', 'account', ro, true, true);
