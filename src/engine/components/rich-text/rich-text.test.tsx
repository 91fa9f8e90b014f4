// @vitest-environment jsdom
// jsdom, not happy-dom: ProseMirror needs its selection and layout APIs.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeLink } from './rich-text-toolbar';

import { RichText } from './rich-text';

afterEach(cleanup);

// jsdom has no layout: Range lacks getClientRects and getBoundingClientRect, which ProseMirror
// calls when a command scrolls the selection into view (标题 does). Without them the scroll throws
// after the test, as an unhandled error; empty rectangles are what a layout-less page would give.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const box = (name = '正文') => screen.getByRole('textbox', { name });
const editorHere = (container: HTMLElement) => container.querySelector('.ProseMirror');
const TOOLS = [
  '加粗',
  '斜体',
  '标题',
  '无序列表',
  '有序列表',
  '引用',
  '链接',
  '图片',
  '撤销',
  '重做',
];

describe('RichText', () => {
  it('shows a skeleton, then the editor with the value and its toolbar', async () => {
    const { container } = render(<RichText value="<p>你好</p>" />);
    expect(container.querySelector('[aria-busy="true"] .ant-skeleton')).not.toBeNull();
    await waitFor(() => expect(editorHere(container)).not.toBeNull());
    expect(box().innerHTML).toContain('你好');
    for (const name of TOOLS) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('emits HTML when a tool changes the document', async () => {
    const onChange = vi.fn();
    const { container } = render(<RichText value="<p>你好</p>" onChange={onChange} />);
    await waitFor(() => expect(editorHere(container)).not.toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '标题' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<h2>你好</h2>');
  });

  it('takes a new value from outside without echoing it', async () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<RichText value="" onChange={onChange} />);
    await waitFor(() => expect(editorHere(container)).not.toBeNull());
    rerender(<RichText value="<p>已加载</p>" onChange={onChange} />);
    await vi.waitFor(() => expect(box().textContent).toBe('已加载'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no toolbar and is not editable when read-only', async () => {
    const { container } = render(<RichText value="<p>只读</p>" readOnly />);
    await waitFor(() => expect(editorHere(container)).not.toBeNull());
    expect(box().getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

describe('normalizeLink', () => {
  it('adds https to a bare domain and keeps the rest', () => {
    expect(normalizeLink(' www.a.cn ')).toBe('https://www.a.cn');
    expect(normalizeLink('http://a.cn')).toBe('http://a.cn');
    expect(normalizeLink('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(normalizeLink('/card/1')).toBe('/card/1');
    expect(normalizeLink('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});
