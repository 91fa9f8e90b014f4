import DOMPurify, { type Config } from 'dompurify';
import { useMemo, type CSSProperties } from 'react';
import { isSafeUrl, SAFE_URL } from './safe-url';

/**
 * Stored HTML (content bodies, anything a rich-text field saved) is rendered only through here.
 * The server sanitises on write as well; this is the console's own allowlist, stricter than
 * DOMPurify's defaults: no style, no event handlers, no data: or other schemes in URLs.
 */

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

// Its own instance, so the hook below never leaks into another DOMPurify user.
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets data: through on <img src> whatever the regexp says; we do not.
    for (const name of ['href', 'src']) {
      const url = node.getAttribute(name);
      if (url !== null && !isSafeUrl(url)) node.removeAttribute(name);
    }
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** The HTML with everything outside the allowlist removed. */
export const purifyHtml = (html: string | null | undefined): string =>
  html ? (getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string) : '';

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

/** Renders stored HTML after purifyHtml. The console renders HTML through nothing else. */
export const SafeHtml = ({ html, className, style }: SafeHtmlProps) => {
  const clean = useMemo(() => purifyHtml(html), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
};
