// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify 3.4 reads nodeName through the DOM prototypes' own getters,
// which happy-dom 21 does not provide there, so under happy-dom every element looks nameless and
// the output is garbage (<p> dropped, <script> kept). Browsers and jsdom behave alike.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { purifyHtml, SafeHtml } from './safe-html';

afterEach(cleanup);

const dom = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = purifyHtml(html);
  return div;
};

describe('purifyHtml', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>标题</h2><p><strong>加粗</strong> <em>斜体</em></p><ul><li>一</li></ul><blockquote><p>引</p></blockquote>';
    expect(purifyHtml(html)).toBe(html);
  });

  it('removes event handlers but keeps the image', () => {
    const img = dom('<img src=x onerror=alert(1)>').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('x');
    expect(img.getAttribute('onerror')).toBeNull();
    expect(purifyHtml('<p onclick="alert(1)" onmouseover="x()">a</p>')).toBe('<p>a</p>');
  });

  it('removes javascript: links, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      '&#106;avascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#x6A;avascript&colon;alert(1)',
    ]) {
      const a = dom(`<a href="${href}">x</a>`).querySelector('a')!;
      expect(a.getAttribute('href'), href).toBeNull();
    }
  });

  it('removes other schemes, data: images included', () => {
    expect(dom('<a href="vbscript:x">x</a>').querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(dom('<a href="tel:110">x</a>').querySelector('a')!.hasAttribute('href')).toBe(false);
    const img = dom('<img src="data:image/svg+xml;base64,PHN2Zz4=">').querySelector('img')!;
    expect(img.hasAttribute('src')).toBe(false);
  });

  it('keeps http, https, mailto and relative URLs', () => {
    for (const href of [
      'https://a.cn/x',
      'http://a.cn',
      'mailto:a@b.cn',
      '/api/oss/files/a.png',
      'x/y.html',
      '#top',
    ]) {
      expect(dom(`<a href="${href}">x</a>`).querySelector('a')!.getAttribute('href')).toBe(href);
    }
  });

  it('opens links in a new tab without an opener', () => {
    const a = dom('<a href="https://a.cn" target="_self" rel="opener">x</a>').querySelector('a')!;
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes scripts with their content, styles and style attributes', () => {
    expect(purifyHtml('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(purifyHtml('<style>p{color:red}</style><p style="color:red">a</p>')).toBe('<p>a</p>');
    expect(purifyHtml('<iframe src="https://a.cn"></iframe><p>b</p>')).toBe('<p>b</p>');
    expect(purifyHtml('<svg><a xlink:href="javascript:alert(1)">x</a></svg>')).not.toContain(
      'javascript',
    );
  });

  it('is empty for empty input', () => {
    expect(purifyHtml(null)).toBe('');
    expect(purifyHtml('')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders only the purified HTML', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>正文</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a>'}
      />,
    );
    expect(container.querySelector('p')!.textContent).toBe('正文');
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript');
  });
});
