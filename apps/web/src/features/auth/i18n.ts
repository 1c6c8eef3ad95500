/**
 * The `auth` translations, added to the app's i18next instance when an auth screen's chunk loads
 * (imported for its effect by AuthCard, which every auth screen renders: login, register,
 * forgot/reset password, verify e-mail): the home and signed-in routes' first load does not
 * carry them.
 */
import i18n from 'i18next';
import en from '../../locales/en/auth.json';
import ro from '../../locales/ro/auth.json';

i18n.addResourceBundle('en', 'auth', en, true, true);
i18n.addResourceBundle('ro', 'auth', ro, true, true);
