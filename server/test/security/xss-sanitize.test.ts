// @vitest-environment jsdom
// docs/security.md, suite 4 (server half): every payload of the shared XSS corpus
// (tests/xss/corpus.ts) and fast-check generated hostile HTML go through the rich-text allowlist;
// the output, parsed the way the console parses it (a fragment set as innerHTML), holds no handler
// attribute, no script-capable element and no URL with a dangerous scheme, and sanitising it again
// changes nothing. Parsing matters: mutation XSS is markup whose meaning changes when it is
// re-parsed. jsdom is the test's environment (no @types/jsdom here), so the parser is the global
// document.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_PAYLOADS, XSS_PAYLOADS } from '../../../tests/xss/corpus';
import { sanitizeHtml } from '../../src/lib/sanitize-html';

const SEED = 20_261_122;
const RUNS = 500;

const LIVE_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'base',
  'meta',
  'form',
  'svg',
  'math',
  'style',
  'link',
  'template',
  'frame',
  // Raw-text elements: jsdom parses them with scripting off, a browser with it on, so their
  // content means different markup to each (the noscript mutation).
  'noscript',
  'noembed',
  'noframes',
  'xmp',
]);
// Whitespace and control characters browsers strip from a URL before reading its scheme.
// eslint-disable-next-line no-control-regex
const urlNoise = /[\u0000-\u0020]/g;
const badScheme = /^(javascript|vbscript|data):/i;

/** What in the parsed output could run: handler attributes, live elements, dangerous URLs. */
function liveParts(html: string, inert = false): string[] {
  // Raw payloads are parsed inside a <template>, whose content never runs: jsdom fires the inline
  // handlers of live markup on its own a tick later (`<details open ontoggle>`), which would be
  // an uncaught error of the run. Sanitised output is parsed as the console parses it, in a div.
  const holder = inert ? document.createElement('template') : null;
  const root: Element | DocumentFragment = holder ? holder.content : document.createElement('div');
  if (holder) holder.innerHTML = html;
  else (root as Element).innerHTML = html;
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName;
    if (LIVE_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
      if (['style', 'srcdoc', 'formaction', 'action', 'xlink:href'].includes(attr.name))
        found.push(`${tag}[${attr.name}]`);
      if (
        ['href', 'src', 'data'].includes(attr.name) &&
        badScheme.test(attr.value.replace(urlNoise, ''))
      )
        found.push(`${tag}[${attr.name}=${attr.value}]`);
    }
  }
  return found;
}

const tally = { payloads: 0, generated: 0 };

describe('XSS corpus through the rich-text sanitiser', () => {
  it('the checker sees the raw markup payloads as live', () => {
    // Markup payloads only: template text and lone `<body>` parse to nothing in a fragment.
    const markup = XSS_PAYLOADS.filter((p) => !/^(template injection|body onload)$/.test(p.kind));
    for (const p of markup) expect(liveParts(p.text, true), p.kind).not.toEqual([]);
  });

  it.each(ALL_PAYLOADS.map((p) => [p.id, p.kind, p.text] as const))(
    '%i %s: harmless and idempotent',
    (_id, _kind, text) => {
      // Alone, inside prose, and twice in a row: context changes how mutation XSS parses.
      for (const input of [text, `<p>正文${text}</p>`, `${text}${text}`]) {
        const once = sanitizeHtml(input);
        expect(liveParts(once), once).toEqual([]);
        expect(sanitizeHtml(once)).toBe(once);
        // The browser's own re-serialisation must not turn it into something else either.
        const root = document.createElement('div');
        root.innerHTML = once;
        expect(liveParts(root.innerHTML)).toEqual([]);
        expect(sanitizeHtml(root.innerHTML)).toBe(sanitizeHtml(once));
      }
      tally.payloads += 1;
    },
  );

  it('generated hostile HTML comes out harmless and stable', () => {
    const tag = fc.constantFrom(
      'p', 'a', 'img', 'span', 'strong', 'ul', 'li', 'pre', 'code', 'blockquote', 'h2',
      'script', 'style', 'svg', 'math', 'mtext', 'mglyph', 'iframe', 'noscript', 'textarea',
      'title', 'template', 'xmp', 'object', 'form', 'select', 'option', 'table', 'details',
    ); // prettier-ignore
    const scheme = fc.constantFrom(
      'javascript:', '&#106;avascript:', '&#x6A;avascript&colon;', 'java\tscript:', 'java\nscript:',
      ' javascript:', 'JAVASCRIPT:', 'data:text/html,', 'vbscript:', 'https://a.cn/', '/api/oss/files/a.png',
      'mailto:a@b.cn', '//evil.cn/', '',
    ); // prettier-ignore
    const attr = fc.oneof(
      fc.tuple(fc.constantFrom('href', 'src', 'action', 'data', 'srcdoc', 'xlink:href'), scheme)
        .map(([n, s]) => `${n}="${s}__xss(0)"`),
      fc.constantFrom('onerror', 'onload', 'onclick', 'ONMOUSEOVER', 'onfocus', 'ontoggle')
        .map((n) => `${n}=__xss(0)`),
      fc.constantFrom('style="x:expression(__xss(0))"', 'title="</p><img src=x onerror=__xss(0)>"',
        'alt="&quot;><svg onload=__xss(0)>"', 'rel=opener', 'class=x', 'id=x'),
    ); // prettier-ignore
    const text = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('&lt;script&gt;', '&amp;', '&#x3C;img', '<!--', '-->', '<![CDATA[', ']]>', '"', "'", '<', '>', '`', '中文'),
    ); // prettier-ignore
    const { html } = fc.letrec<{ html: string }>((tie) => ({
      html: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc
          .tuple(tag, fc.array(attr, { maxLength: 3 }), fc.array(tie('html'), { maxLength: 3 }),
            fc.boolean())
          .map(([t, attrs, kids, close]) =>
            `<${[t, ...attrs].join(' ')}>${kids.join('')}${close ? `</${t}>` : ''}`),
      ),
    })); // prettier-ignore
    fc.assert(
      fc.property(html, (input) => {
        const once = sanitizeHtml(input);
        tally.generated += 1;
        return liveParts(once).length === 0 && sanitizeHtml(once) === once;
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

afterAll(() => {
  console.log(
    `sanitize: ${tally.payloads} payloads idempotent (× 3 contexts), ${tally.generated} generated documents harmless and idempotent`,
  );
});
