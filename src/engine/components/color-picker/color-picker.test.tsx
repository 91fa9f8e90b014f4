import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColorPicker, PRESETS, toStoredColor } from './color-picker';

afterEach(cleanup);

describe('toStoredColor', () => {
  it('stores #rrggbb in lower case, without alpha', () => {
    expect(toStoredColor('#1677FF')).toBe('#1677ff');
    expect(toStoredColor('#1677ffcc')).toBe('#1677ff');
  });

  it('reads anything else as no colour', () => {
    expect(toStoredColor('red')).toBeUndefined();
    expect(toStoredColor('#12')).toBeUndefined();
    expect(toStoredColor(null)).toBeUndefined();
  });
});

describe('ColorPicker', () => {
  it('shows the current colour as its hex text', () => {
    render(<ColorPicker value="#C9A45C" />);
    expect(screen.getByText('#c9a45c')).toBeTruthy();
  });

  it('offers the recommended colours and emits the picked one as #rrggbb', () => {
    let picked: string | undefined;
    render(<ColorPicker value="#1677ff" onChange={(v) => (picked = v)} />);
    const swatches = screen.getAllByRole('button', { name: /^推荐颜色/ });
    expect(swatches).toHaveLength(PRESETS.length);
    expect(
      screen.getByRole('button', { name: '推荐颜色 #1677ff' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '推荐颜色 #8b1e1e' }));
    expect(picked).toBe('#8b1e1e');
  });

  it("takes any other colour from the browser's chooser, in lower case", () => {
    let picked: string | undefined;
    render(<ColorPicker value="#1677ff" onChange={(v) => (picked = v)} />);
    fireEvent.change(screen.getByLabelText('自定义颜色'), { target: { value: '#ABCDEF' } });
    expect(picked).toBe('#abcdef');
  });

  it('changes nothing while disabled', () => {
    let picked: string | undefined;
    render(<ColorPicker value="#1677ff" disabled onChange={(v) => (picked = v)} />);
    fireEvent.click(screen.getByRole('button', { name: '推荐颜色 #8b1e1e' }));
    expect(picked).toBeUndefined();
  });
});
