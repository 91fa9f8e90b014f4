// @vitest-environment jsdom
// jsdom, not happy-dom: the stand-in shows stored HTML through DOMPurify (see safe-html.test.tsx).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeLink } from './rich-text-toolbar';

// Each test imports the module afresh: the editor, once loaded, stays for the page.
const load = async () => (await import('./rich-text')).RichText;
beforeEach(() => vi.resetModules());
afterEach(cleanup);

type RichTextType = Awaited<ReturnType<typeof load>>;
/** As a form holds it: each change comes back as the value. */
const Held = ({
  RichText,
  onChange,
}: {
  RichText: RichTextType;
  onChange: (v: string) => void;
}) => {
  const [value, setValue] = useState('');
  return (
    <RichText
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
};

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

describe('RichText stand-in', () => {
  it('shows the stored HTML, purified, and the toolbar before the editor is loaded', async () => {
    const RichText = await load();
    const { container } = render(
      <RichText value={'<p>你好</p><img src="x" onerror="alert(1)">'} aria-label="正文内容" />,
    );
    expect(box('正文内容').innerHTML).toBe('<p>你好</p><img src="x">');
    for (const name of TOOLS) expect(screen.getByRole('button', { name })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(editorHere(container)).toBeNull();
  });

  it('takes typing, and the editor takes over with it and the focus', async () => {
    const RichText = await load();
    const onChange = vi.fn();
    const { container } = render(<Held RichText={RichText} onChange={onChange} />);
    box().innerHTML = '<p>第一段</p><div>第二段</div>';
    fireEvent.input(box());
    // Outside the allowlist, a <div> keeps its text.
    expect(onChange).toHaveBeenLastCalledWith('<p>第一段</p>第二段');
    box().innerHTML = '<p><br></p>';
    fireEvent.input(box());
    expect(onChange).toHaveBeenLastCalledWith('');
    box().innerHTML = '<p>已输入</p>';
    fireEvent.input(box());
    expect(onChange).toHaveBeenLastCalledWith('<p>已输入</p>');

    fireEvent.focus(box());
    await waitFor(() => expect(editorHere(container)).not.toBeNull());
    expect(document.activeElement).toBe(editorHere(container));
    expect(box().textContent).toBe('已输入');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('applies a tool clicked before the editor was here as it arrives', async () => {
    const RichText = await load();
    const onChange = vi.fn();
    const { container } = render(<RichText value="<p>你好</p>" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '标题' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>你好</h2>'));
    expect(editorHere(container)).not.toBeNull();
  });

  it('waits for a composition to end before the editor takes over', async () => {
    const RichText = await load();
    const onChange = vi.fn();
    const { container } = render(<Held RichText={RichText} onChange={onChange} />);
    fireEvent.compositionStart(box());
    fireEvent.focus(box());
    await import('./rich-text-editor');
    await new Promise((r) => setTimeout(r, 50));
    expect(editorHere(container)).toBeNull();
    box().innerHTML = '<p>你好</p>';
    fireEvent.compositionEnd(box());
    expect(onChange).toHaveBeenLastCalledWith('<p>你好</p>');
    await waitFor(() => expect(editorHere(container)).not.toBeNull());
    expect(box().textContent).toBe('你好');
  });

  it('stays a stand-in when read-only: no toolbar, not editable, nothing loads', async () => {
    const RichText = await load();
    const { container } = render(<RichText value="<p>只读</p>" readOnly />);
    expect(box().getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('toolbar')).toBeNull();
    fireEvent.pointerEnter(container.firstElementChild!);
    fireEvent.focus(box());
    await new Promise((r) => setTimeout(r, 50));
    expect(editorHere(container)).toBeNull();
  });
});

describe('RichText editor', () => {
  // A field mounted once the code is here (a first field was hovered) is the editor at once.
  const loaded = async () => {
    const RichText = await load();
    const first = render(<RichText value="" />);
    fireEvent.pointerEnter(first.container.firstElementChild!);
    await waitFor(() => expect(editorHere(first.container)).not.toBeNull());
    first.unmount();
    return RichText;
  };

  it('is the editor at once when its code is here, with the value and its toolbar', async () => {
    const RichText = await loaded();
    const { container } = render(<RichText value="<p>你好</p>" />);
    expect(editorHere(container)).not.toBeNull();
    expect(box().innerHTML).toContain('你好');
    for (const name of TOOLS) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('emits HTML when a tool changes the document', async () => {
    const RichText = await loaded();
    const onChange = vi.fn();
    const { container } = render(<RichText value="<p>你好</p>" onChange={onChange} />);
    fireEvent.pointerEnter(container.firstElementChild!);
    await waitFor(() => expect(editorHere(container)).not.toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '标题' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<h2>你好</h2>');
  });

  it('takes a new value from outside without echoing it', async () => {
    const RichText = await loaded();
    const onChange = vi.fn();
    const { container, rerender } = render(<RichText value="" onChange={onChange} />);
    fireEvent.pointerEnter(container.firstElementChild!);
    await waitFor(() => expect(editorHere(container)).not.toBeNull());
    rerender(<RichText value="<p>已加载</p>" onChange={onChange} />);
    await vi.waitFor(() => expect(box().textContent).toBe('已加载'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no toolbar and is not editable when read-only', async () => {
    const RichText = await loaded();
    const { container } = render(<RichText value="<p>只读</p>" readOnly />);
    expect(editorHere(container)).not.toBeNull();
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
