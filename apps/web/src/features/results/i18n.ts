/**
 * The `results`, `report` and `pdf` translations, added to the app's i18next instance when a
 * chunk that shows them loads (imported for its effect by routes/ResultsPage and
 * routes/RoadmapPage, before their components render): the first load of the home, login and
 * assessment routes does not carry them. The PDF worker has its own instance
 * with the same files (pdf/pdf.worker.ts).
 */
import i18n from 'i18next';
import enPdf from '../../locales/en/pdf.json';
import enReport from '../../locales/en/report.json';
import enResults from '../../locales/en/results.json';
import roPdf from '../../locales/ro/pdf.json';
import roReport from '../../locales/ro/report.json';
import roResults from '../../locales/ro/results.json';

i18n.addResourceBundle('en', 'results', enResults, true, true);
i18n.addResourceBundle('ro', 'results', roResults, true, true);
i18n.addResourceBundle('en', 'report', enReport, true, true);
i18n.addResourceBundle('ro', 'report', roReport, true, true);
i18n.addResourceBundle('en', 'pdf', enPdf, true, true);
i18n.addResourceBundle('ro', 'pdf', roPdf, true, true);
