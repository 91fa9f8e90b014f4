import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import type { MenuNode } from '../../engine/schema/routes';
import { EntryFace, MenuEntries, useOpenSet, type EntryContext } from './sider-menu-entries';
import { isKeyboardFocus } from './keyboard-focus';

/**
 * How the flyout was opened decides what closes it: a hover ends when the pointer leaves, a
 * click pins it until a second click, Escape or a click elsewhere.
 */
type Opened = 'no' | 'hover' | 'focus' | 'pinned';

const FLYOUT_MARGIN = 8;
/** antd's mouseLeaveDelay: a pointer cutting a corner on its way into the list keeps it open. */
const LEAVE_DELAY_MS = 100;

/**
 * A group of the collapsed sider: its button shows the icon, and its entries open in a dark list
 * to the right, as antd's collapsed menu does. The list is rendered inside the group's <li> so
 * Tab walks from the button into it, and hovering from one to the other never leaves the group.
 */
export const FlyoutGroup = ({ node, ctx }: { node: MenuNode; ctx: EntryContext }) => {
  const id = useId();
  const [opened, setOpened] = useState<Opened>('no');
  const open = opened !== 'no';
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const leaving = useRef<number | undefined>(undefined);
  const nested = useOpenSet(ctx.trail);
  const holdsSelected = ctx.trail.includes(node.path);

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!item.current?.contains(e.target as Node)) setOpened('no');
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Keyboard users go back to where they opened it; a hover leaves focus where it was.
      if (item.current?.contains(document.activeElement)) button.current?.focus();
      setOpened('no');
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  // Near the bottom of the window the list moves up rather than running off screen.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    el.style.removeProperty('margin-top');
    const { top, bottom } = el.getBoundingClientRect();
    const over = bottom - (window.innerHeight - FLYOUT_MARGIN);
    if (over > 0) el.style.marginTop = `${-Math.min(over, Math.max(0, top - FLYOUT_MARGIN))}px`;
  }, [open]);

  const cancelLeave = () => window.clearTimeout(leaving.current);
  useEffect(() => cancelLeave, []);

  const leave = (e: FocusEvent) => {
    if (!item.current?.contains(e.relatedTarget as Node | null)) setOpened('no');
  };

  const inner: EntryContext = {
    ...ctx,
    ...nested,
    indent: (level) => 16 + 24 * (level - 2),
    onFollow: () => setOpened('no'),
  };

  return (
    <li
      ref={item}
      className="sider-menu-flyout-host"
      onMouseEnter={() => {
        cancelLeave();
        setOpened((o) => (o === 'no' ? 'hover' : o));
      }}
      onMouseLeave={() => {
        cancelLeave();
        leaving.current = window.setTimeout(
          () => setOpened((o) => (o === 'hover' ? 'no' : o)),
          LEAVE_DELAY_MS,
        );
      }}
      onBlur={leave}
    >
      <button
        ref={button}
        type="button"
        className={`sider-menu-item sider-menu-group${holdsSelected ? ' sider-menu-group-active' : ''}`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        title={node.title}
        onFocus={(e) => {
          if (isKeyboardFocus(e.currentTarget)) setOpened((o) => (o === 'no' ? 'focus' : o));
        }}
        // The hover that came before a click already opened it: the click keeps it open.
        onClick={() => setOpened((o) => (o === 'no' || o === 'hover' ? 'pinned' : 'no'))}
      >
        <EntryFace node={node} level={1} />
      </button>
      {open && (
        <div ref={panel} className="sider-menu-flyout">
          <ul id={id} className="sider-menu-flyout-list" aria-label={node.title}>
            <MenuEntries nodes={node.children ?? []} level={2} ctx={inner} />
          </ul>
        </div>
      )}
    </li>
  );
};
