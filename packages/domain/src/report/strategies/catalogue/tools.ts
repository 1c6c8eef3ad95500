/** Tools several strategies' tasks name, en and ro. */
export const DASHBOARD = { en: 'Looker Studio or Power BI', ro: 'Power BI sau alt instrument de raportare' };
export const MEDIA_PLAN = { en: 'Media plan in Excel', ro: 'Plan media în Excel' };
