// The rich-text allowlist (lib/sanitize-html.ts): a corpus of XSS payloads, including mutation
// XSS and entity-encoded schemes, must come out harmless, and sanitising must be idempotent.
import { describe, expect, it } from 'vitest';
import { safeHref, safeSrc, sanitizeHtml } from '../src/lib/sanitize-html';

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.cn/x.png" onload="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#9;script:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<img src="javascript:alert(1)">',
  '<img src="/api/oss/files/../auth/self">',
  '<img src="/api/oss/files/%2e%2e/x">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><script>alert(1)</script></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<span style="color:red" onclick="alert(1)">x</span>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<textarea><script>alert(1)</script></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<img """><script>alert(1)</script>">',
  '<a href="https://ok.example" onmouseover="alert(1)" target="_blank">ok</a>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<p title="&quot;><img src=x onerror=alert(1)>">x</p>',
];

const dangerous = [/\son[a-z]+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /<script/i];

describe('sanitizeHtml', () => {
  it('has a corpus of at least 20 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(20);
  });

  it.each(payloads)('neutralises %s', (input) => {
    const once = sanitizeHtml(input);
    for (const re of dangerous) expect(once, `${re} in ${once}`).not.toMatch(re);
    expect(once).not.toMatch(
      /<(?!\/?(p|br|strong|em|u|s|h[1-4]|ul|ol|li|blockquote|a|img|code|pre|span)\b)[a-z]/i,
    );
    expect(once).not.toMatch(/style=|srcdoc=|target=/i);
    // Decoding entities must not reveal a scheme either.
    const decoded = once.replace(/&#x?[0-9a-f]+;?/gi, '').replace(/&colon;/gi, ':');
    expect(decoded).not.toMatch(/javascript:/i);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('keeps the allowed formatting', () => {
    const html =
      '<h2>标题</h2><p>一段<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s><br /></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote>' +
      '<pre><code>const a = 1;</code></pre><span>文字</span>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('forces rel on links and keeps only safe targets', () => {
    expect(sanitizeHtml('<a href="https://law.example/a?b=1&c=2" rel="opener">x</a>')).toBe(
      '<a href="https://law.example/a?b=1&amp;c=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:hi@law.example">mail</a>')).toBe(
      '<a href="mailto:hi@law.example" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeHtml('<a href="/relative">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('keeps images from http(s) and from this server’s uploads only', () => {
    expect(sanitizeHtml('<img src="/api/oss/files/firm/1/202611/a.png" alt="图" />')).toBe(
      '<img src="/api/oss/files/firm/1/202611/a.png" alt="图" />',
    );
    expect(sanitizeHtml('<img src="https://cdn.example/a.png">')).toBe(
      '<img src="https://cdn.example/a.png" />',
    );
    expect(sanitizeHtml('<p><img src="/etc/passwd"><img src="x"></p>')).toBe('<p></p>');
  });

  it('is idempotent on ordinary text with entities and odd markup', () => {
    for (const input of [
      'a < b && c > d',
      '<p>&amp;lt; &nbsp; &copy; 中文</p>',
      '<p><strong>unclosed',
      '</p>stray<p>',
      '<p title="x">t</p>',
    ])
      expect(sanitizeHtml(sanitizeHtml(input))).toBe(sanitizeHtml(input));
  });

  it('checks URLs without trusting whitespace or encodings', () => {
    expect(safeHref('https://a.cn')).toBe('https://a.cn');
    expect(safeHref('https://a.cn/x y')).toBeUndefined();
    expect(safeHref('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(safeHref('ftp://a.cn')).toBeUndefined();
    expect(safeSrc('/api/oss/files/firm/1/a.png')).toBe('/api/oss/files/firm/1/a.png');
    expect(safeSrc('/api/oss/files/')).toBeUndefined();
    expect(safeSrc('/api/oss/files/a\\..\\b')).toBeUndefined();
  });
});
