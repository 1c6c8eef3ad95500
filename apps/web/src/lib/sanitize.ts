/**
 * Sanitising of rich text from the server (product-spec §5): only the allow-listed tags and
 * attributes survive; links opening a new tab get rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'a',
  'span',
  'div',
];
export const ALLOWED_ATTR = ['href', 'title', 'target', 'class'];

let hooked = false;

/** Sanitised HTML, safe for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
