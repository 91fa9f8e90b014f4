/**
 * The stored-XSS corpus of docs/security.md (suite 4), shared by the server's sanitiser test and
 * the Chromium spec. Every payload that could run calls `__xss(n)` (n = its id) or `alert()`, so a
 * run is detectable: the browser spec defines `window.__xss` as a recorder and fails on any
 * dialog. Plain data, no imports, so vitest (node) and Playwright both load it.
 */

export interface XssPayload {
  id: number;
  /** What the payload tries, for failure messages. */
  kind: string;
  text: string;
}

const m = (n: number) => `__xss(${n})`;

const entries: Array<[kind: string, text: (n: number) => string]> = [
  ['img onerror', (n) => `<img src=x onerror=${m(n)}>`],
  ['svg onload', (n) => `<svg onload=${m(n)}>`],
  ['script element', (n) => `<script>${m(n)}</script>`],
  ['javascript: href', (n) => `<a href="javascript:${m(n)}">x</a>`],
  ['decimal entity javascript:', (n) => `<a href="&#106;avascript:${m(n)}">x</a>`],
  ['hex entity javascript:', (n) => `<a href="&#x6A;&#x61;vascript&colon;${m(n)}">x</a>`],
  ['tab-split javascript:', (n) => `<a href="java\tscript:${m(n)}">x</a>`],
  ['newline-split javascript:', (n) => `<a href="java\nscript:${m(n)}">x</a>`],
  ['entity tab javascript:', (n) => `<a href="java&#9;script:${m(n)}">x</a>`],
  ['leading space javascript:', (n) => `<a href=" javascript:${m(n)}">x</a>`],
  ['mixed case javascript:', (n) => `<a href="JaVaScRiPt:${m(n)}">x</a>`],
  [
    'data:text/html link',
    (n) =>
      `<a href="data:text/html;base64,${btoa(`<script>${m(n)}</script>`)}">x</a><a href="data:text/html,<script>${m(n)}</script>">y</a>`,
  ],
  ['iframe srcdoc', (n) => `<iframe srcdoc="<script>parent.${m(n)}</script>"></iframe>`],
  ['iframe javascript: src', (n) => `<iframe src="javascript:parent.${m(n)}"></iframe>`],
  ['noscript mXSS', (n) => `<noscript><p title="</noscript><img src=x onerror=${m(n)}>">`],
  ['svg style mXSS', (n) => `<svg><style><img src=x onerror=${m(n)}></style></svg>`],
  ['math mglyph mXSS', (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${m(n)}>`],
  [
    'math/svg namespace confusion',
    (n) => `<math><mi><svg><mtext><textarea><path id="</textarea><img src=x onerror=${m(n)}>">`,
  ],
  ['svg script', (n) => `<svg><script>${m(n)}</script></svg>`],
  [
    'svg animate href',
    (n) =>
      `<svg><a><animate attributeName=href values=javascript:${m(n)} /><text y=20>x</text></a></svg>`,
  ],
  [
    'style expression',
    (n) => `<p style="width:expression(${m(n)});background:url(javascript:${m(n)})">x</p>`,
  ],
  ['attribute breakout "', (n) => `"><img src=x onerror=${m(n)}>`],
  ["attribute breakout '", (n) => `'><svg onload=${m(n)}>`],
  ['closing textarea/title', (n) => `</textarea></title><img src=x onerror=${m(n)}>`],
  ['template injection', (n) => `{{constructor.constructor('${m(n)}')()}}`],
  ['details ontoggle', (n) => `<details open ontoggle=${m(n)}>x</details>`],
  ['input autofocus onfocus', (n) => `<input autofocus onfocus=${m(n)}>`],
  [
    'object data',
    (n) => `<object data="javascript:${m(n)}"></object><embed src="javascript:${m(n)}">`,
  ],
  ['form action', (n) => `<form action="javascript:${m(n)}"><button>x</button></form>`],
  ['base href', (n) => `<base href="javascript:${m(n)}//">`],
  ['meta refresh', (n) => `<meta http-equiv="refresh" content="0;url=javascript:${m(n)}">`],
  ['comment breakout', (n) => `<!--<img src="--><img src=x onerror=${m(n)}>-->`],
  ['nested script', (n) => `<<script>script>${m(n)}<</script>/script>`],
  ['encoded onerror attribute', (n) => `<img src=x onerror="&#95;&#95;xss(${n})">`],
  ['video source onerror', (n) => `<video><source onerror="${m(n)}"></video>`],
  ['body onload', (n) => `<body onload=${m(n)}>`],
  // A source or target the allowlist accepts, so only the handler stands between it and the DOM.
  ['allowed img with onerror', (n) => `<img src="http://127.0.0.1:9/x.png" onerror=${m(n)}>`],
  [
    'allowed link with handlers',
    (n) => `<a href="https://a.cn/" onmouseover=${m(n)} onfocus=${m(n)} autofocus>x</a>`,
  ],
];

export const XSS_PAYLOADS: readonly XssPayload[] = entries.map(([kind, text], i) => ({
  id: i + 1,
  kind,
  text: text(i + 1),
}));

/**
 * Payloads of at most 20 characters, for the fields that hold no more (names). Too short for
 * `__xss(n)`, they call alert(), which the spec catches as a dialog.
 */
export const SHORT_PAYLOADS: readonly XssPayload[] = [
  ['svg onload', '<svg/onload=alert()>'],
  ['svg script', '<svg><script>alert()'],
  ['b onclick', '<b onclick=alert()>'],
  ['javascript: text', 'javascript:alert()'],
  ['attribute breakout', '"><b onclick=alert()'],
  ['script', '<script>alert()'],
  ['template', '{{alert()}}'],
  ['custom element onfocus', '<x/onfocus=alert()>'],
].map(([kind, text], i) => ({ id: XSS_PAYLOADS.length + i + 1, kind, text }));

/**
 * Payloads that pass the `url` validator (`^https?://[^\s<>"]+$`) and the server's media and
 * banner-link checks, for 官网地址, 个人主页, 头像 and the settings' images and links: a quote
 * breakout or a scheme hidden in the path would matter if the value became markup. The host is
 * local and closed (port 9), so an image of one fails at once without leaving the machine.
 */
export const URL_PAYLOADS: readonly XssPayload[] = [
  ['url quote breakout', "http://127.0.0.1:9/'onerror='alert()'"],
  ['url script path', "http://127.0.0.1:9/';alert();//"],
  ['url javascript query', 'http://127.0.0.1:9/?u=javascript:alert()'],
].map(([kind, text], i) => ({
  id: XSS_PAYLOADS.length + SHORT_PAYLOADS.length + i + 1,
  kind,
  text,
}));

/** Every payload the corpus holds. */
export const ALL_PAYLOADS: readonly XssPayload[] = [
  ...XSS_PAYLOADS,
  ...SHORT_PAYLOADS,
  ...URL_PAYLOADS,
];

/**
 * The values to store in a field of at most `max` characters so that every payload that fits
 * is stored at least once: payloads packed greedily, several to a value, joined by a space.
 */
export function packPayloads(max: number, from: readonly XssPayload[] = XSS_PAYLOADS): string[] {
  const values: string[] = [];
  let current = '';
  for (const p of from) {
    if (p.text.length > max) continue;
    const next = current ? `${current} ${p.text}` : p.text;
    if (next.length <= max) current = next;
    else {
      values.push(current);
      current = p.text;
    }
  }
  if (current) values.push(current);
  return values;
}

/** The payloads of the corpus a stored value carries (for counting payload × field pairs). */
export const payloadsIn = (value: string): XssPayload[] =>
  ALL_PAYLOADS.filter((p) => value.includes(p.text));
