/**
 * The `roadmap` translations, added to the app's i18next instance when the roadmap screen's chunk
 * loads (imported for its effect by RoadmapScreen): the results route's first load stays within
 * its budget without them (≤ 170 KB gzip).
 */
import i18n from 'i18next';
import en from '../../locales/en/roadmap.json';
import ro from '../../locales/ro/roadmap.json';

i18n.addResourceBundle('en', 'roadmap', en, true, true);
i18n.addResourceBundle('ro', 'roadmap', ro, true, true);
