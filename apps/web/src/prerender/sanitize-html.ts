/**
 * The sanitiser of the server's first screens (src/lib/sanitize.ts `setRenderSanitizer`):
 * sanitize-html with the allow lists DOMPurify applies in the browser (tags, attributes on any
 * tag, safe URL schemes) and the same rule for links opening a new tab (`rel="noopener
 * noreferrer"`). Pure JavaScript (htmlparser2), so it runs in the renderer thread, which has no
 * DOM for DOMPurify.
 */
import sanitize from 'sanitize-html';
import { ALLOWED_ATTR, ALLOWED_TAGS } from '../lib/sanitize';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { '*': ALLOWED_ATTR, a: [...ALLOWED_ATTR, 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(([k]) => k !== 'rel')) },
  },
};

/** `html` with only the allowed tags and attributes left. */
export function sanitizeForRender(html: string): string {
  return sanitize(html, OPTIONS);
}
