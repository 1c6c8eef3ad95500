/**
 * A task's fields as the spec writes them (product-spec §3 "Roadmap task"): the catch-all
 * category and the list fields kept as text, one item per line. Shared by the server (stored rows
 * ↔ wire) and the web app (form ↔ wire).
 */
import type { Locale } from '../i18n/locale.js';

/**
 * The catch-all category (spec §2 Roadmap: "Uncategorised tasks in kanban fall under 'Altele'"),
 * in each locale. A task stored without a category answers it in the reader's locale.
 */
export const OTHER_CATEGORY: Readonly<Record<Locale, string>> = { en: 'Other', ro: 'Altele' };

/** Whether `category` names the catch-all in either language (any case, surrounding spaces ignored). */
export function isOtherCategory(category: string | null | undefined): boolean {
  if (category === null || category === undefined) return true;
  const c = category.trim().toLowerCase();
  return c === '' || c === 'other' || c === 'altele';
}

/** The non-empty trimmed lines of `text` (tools, KPIs typed one per line). */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A list as the wire's text (one item per line), or null when empty (spec §3 `tools`, `kpi`). */
export function listText(items: readonly string[]): string | null {
  const text = items
    .map((i) => i.trim())
    .filter(Boolean)
    .join('\n');
  return text ? text : null;
}
