import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './rich-text';
import { normalizeLink } from './rich-text-toolbar';

afterEach(cleanup);

describe('RichText', () => {
  it('loads the editor lazily, shows the value and its toolbar', async () => {
    render(<RichText value="<p>你好</p>" aria-label="正文内容" />);
    const box = await screen.findByRole('textbox', { name: '正文内容' });
    expect(box.innerHTML).toContain('你好');
    for (const name of [
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
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('emits HTML when a tool changes the document', async () => {
    const onChange = vi.fn();
    render(<RichText value="<p>你好</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: '正文' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '标题' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<h2>你好</h2>');
  });

  it('takes a new value from outside without echoing it', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichText value="" onChange={onChange} />);
    await screen.findByRole('textbox', { name: '正文' });
    rerender(<RichText value="<p>已加载</p>" onChange={onChange} />);
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: '正文' }).textContent).toBe('已加载'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no toolbar and is not editable when read-only', async () => {
    render(<RichText value="<p>只读</p>" readOnly />);
    const box = await screen.findByRole('textbox', { name: '正文' });
    expect(box.getAttribute('contenteditable')).toBe('false');
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
