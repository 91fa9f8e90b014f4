import { cleanup, render, screen } from '@testing-library/react';
import type { CSSProperties, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableContainer, SortableElement, SortableHandle } from './no-drag-sort';

afterEach(cleanup);

// How @formily/antd-v5's ArrayItems and ArrayTable use dnd-kit's wrappers (__builtins__/sort.js).
describe('the drag-sorting stub', () => {
  it('wraps a handle at import without failing, and fails only where a handle renders', () => {
    const Handle = SortableHandle(() => <span>拖动</span>);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Handle />)).toThrow('Drag sorting is left out of the build');
  });

  it('renders the list without the sorting props, and items with the resting style', () => {
    const List = SortableContainer((props: { children?: ReactNode; className?: string }) => (
      <ul aria-label="列表" {...props} />
    ));
    const Item = SortableElement((props: { children?: ReactNode; style?: CSSProperties }) => (
      <li {...props} />
    ));
    render(
      <List list={[1, 2]} start={0} accessibility={{}} onSortStart={vi.fn()} onSortEnd={vi.fn()}>
        <Item index={0} lockAxis="y" style={{ color: 'red' }}>
          甲
        </Item>
      </List>,
    );
    const list = screen.getByRole('list', { name: '列表' });
    expect(list.getAttributeNames().sort()).toEqual(['aria-label']);
    const item = screen.getByText('甲');
    expect(item.style.color).toBe('red');
    expect(item.style.transform).toBe('none');
    expect(item.getAttribute('index')).toBeNull();
  });
});
