import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    render(<ColorPicker value="#c9a45c" />);
    expect(screen.getByText(/^#?C9A45C$/i)).toBeTruthy();
  });

  it('emits the picked preset as #rrggbb', async () => {
    let picked: string | undefined;
    const { container } = render(<ColorPicker value="#1677ff" onChange={(v) => (picked = v)} />);
    fireEvent.click(container.querySelector('.ant-color-picker-trigger')!);
    await screen.findByText('推荐颜色');
    const swatches = [...document.querySelectorAll('.ant-color-picker-presets-color')];
    // The swatches follow the component's preset list.
    expect(swatches).toHaveLength(PRESETS.length);
    fireEvent.click(swatches[PRESETS.indexOf('#8b1e1e')]);
    await waitFor(() => expect(picked).toBe('#8b1e1e'));
  });
});
