import {
  createContext,
  useContext,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';

// Stands in for @formily/antd-v5's __builtins__/sort in builds (scripts/vite-stub-imports.ts).
// ArrayItems and ArrayTable wrap their rows in dnd-kit's drag-and-drop whether or not a schema
// gives them a SortHandle: 13 kB gzipped on every form with an array, plus English screen-reader
// instructions for dragging. Our schemas order items with MoveUp/MoveDown (keyboard-friendly) and
// the component names no longer include SortHandle, so nothing can start a drag; the wrappers
// below render what dnd-kit's do when no drag is under way.

type Props = Record<string, unknown> & { style?: CSSProperties };

/** The list: dnd-kit's contexts around it did not render anything of their own but the hints. */
export function SortableContainer<P extends Props>(Component: ComponentType<P>) {
  return function SortableList({
    list: _list,
    start: _start,
    accessibility: _accessibility,
    onSortStart: _onSortStart,
    onSortEnd: _onSortEnd,
    ...props
  }: P & Record<'list' | 'start' | 'accessibility' | 'onSortStart' | 'onSortEnd', unknown>) {
    return <Component {...(props as unknown as P)} />;
  };
}

// The style useSortable gives an item that is not being dragged.
const RESTING: CSSProperties = {
  position: 'unset',
  touchAction: 'none',
  zIndex: 'none' as unknown as number,
  transform: 'none',
  transition: '',
};

/** An item, called as antd-v5 calls it (a render function, not an element). */
export function SortableElement<P extends Props>(render: (props: P) => ReactNode) {
  return function SortableItem({
    index: _index,
    lockAxis: _lockAxis,
    ...props
  }: P & { index?: number; lockAxis?: string }) {
    const own = props as unknown as P;
    return render({ ...own, style: { ...RESTING, ...own.style } });
  };
}

export const SortableItemContext = createContext({});
export const useSortableItem = () => useContext(SortableItemContext);

/**
 * A drag handle would do nothing here: one that renders fails there instead of showing a dead
 * handle. (ArrayBase wraps its handle at import, so the wrapping itself must not fail.)
 */
export function SortableHandle(_component: unknown) {
  return function DeadSortHandle(): never {
    throw new Error(
      'Drag sorting is left out of the build (scripts/vite-stub-imports.ts): use MoveUp/MoveDown',
    );
  };
}
