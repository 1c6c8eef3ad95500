/**
 * Sanitising of the step feedback: the server sends rich text made of `<p>`,
 * `<strong>`, `<em>`, `<ul>` and `<li>` only, so nothing else survives here — no links, no
 * attributes, no scripts or handlers. Narrower than the general allow-list of lib/sanitize.ts.
 */
import DOMPurify, { type Config } from 'dompurify';

/** The DOMPurify configuration of feedback text; exported so the test runs the same one. */
export const FEEDBACK_SANITIZE_CONFIG = {
  ALLOWED_TAGS: ['p', 'strong', 'em', 'ul', 'li'],
  ALLOWED_ATTR: [],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

/** Feedback HTML, safe for `dangerouslySetInnerHTML`. */
export function sanitizeFeedback(html: string): string {
  return DOMPurify.sanitize(html, { ...FEEDBACK_SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
}
