// The allowlist for rich text (content bodies) stored by the server and shown by the console and
// the mini-program. Everything not listed is dropped: no event handlers, no style, no script,
// iframe or svg, and links/images only to the schemes below. Attribute values are decoded by the
// parser before they are checked, so entity-encoded schemes (`&#106;avascript:`) are caught; the
// output is re-serialised with escaping, so sanitize(sanitize(x)) === sanitize(x).
import sanitize from 'sanitize-html';

/** Uploaded files are served here (routes/upload); the only relative image source allowed. */
export const UPLOAD_URL_PREFIX = '/api/oss/files/';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'code',
  'pre',
  'span',
];

// Tags whose text is not prose: dropped together with the tag rather than kept as text.
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'svg',
  'math',
  'plaintext',
];

// Browsers drop tabs and newlines inside a URL ("java\tscript:"); a URL with any whitespace,
// control character, quote or backslash is refused outright rather than normalised.
// eslint-disable-next-line no-control-regex
const unsafeChars = /[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\u3000\ufeff"'<>`\\]/;

/** A link target: absolute http(s) or mailto only. */
export const safeHref = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  if (!v || unsafeChars.test(v)) return undefined;
  return /^https?:\/\/[^/]/i.test(v) || /^mailto:[^:/]/i.test(v) ? v : undefined;
};

/** An image source: absolute http(s), or a file this server stored (no dot segments). */
export const safeSrc = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  if (!v || unsafeChars.test(v)) return undefined;
  if (/^https?:\/\/[^/]/i.test(v)) return v;
  const rest = v.slice(UPLOAD_URL_PREFIX.length);
  if (v.startsWith(UPLOAD_URL_PREFIX) && rest && !/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c/i.test(rest))
    return v;
  return undefined;
};

const options: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  // Our own checks below decide; these only keep the library's defaults from widening them.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowVulnerableTags: false,
  transformTags: {
    // Fresh attribute objects in a fixed order keep the output stable across passes.
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const out: Record<string, string> = href ? { href } : {};
      out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = safeSrc(attribs.src);
      const out: Record<string, string> = {};
      if (src) out.src = src;
      if (attribs.alt) out.alt = attribs.alt;
      return { tagName, attribs: out };
    },
  },
  // An image without a usable source is noise.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The stored form of a rich-text body. */
export const sanitizeHtml = (html: string): string => sanitize(html, options);
