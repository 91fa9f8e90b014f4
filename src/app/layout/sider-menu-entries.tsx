import { useId, useState } from 'react';
import { Link } from '../../engine/router';
import type { MenuNode } from '../../engine/schema/routes';
import { menuIcons } from './menu-icons';

/** What every entry of one list needs from the menu around it. */
export interface EntryContext {
  pathname: string;
  /** Menu entries to highlight: the groups, then the selected page (menuTrail). */
  trail: readonly string[];
  isOpen: (path: string) => boolean;
  toggle: (path: string) => void;
  /** Left padding of an entry at this nesting level (1 = top); none: the stylesheet's. */
  indent: (level: number) => number | undefined;
  /** A link in the collapsed sider's flyout closes it when followed. */
  onFollow?: () => void;
}

/** Icon and label; the label stays in the DOM when collapsed so the entry keeps its name. */
export const EntryFace = ({ node, level }: { node: MenuNode; level: number }) => {
  const icon = node.icon ? menuIcons[node.icon] : undefined;
  return (
    <>
      {icon ? (
        <span className="sider-menu-icon" aria-hidden="true">
          {icon}
        </span>
      ) : (
        level === 1 && (
          // antd's stand-in for a missing icon in the collapsed sider: the title's first character.
          <span className="sider-menu-initial" aria-hidden="true">
            {node.title.slice(0, 1)}
          </span>
        )
      )}
      <span className="sider-menu-label">{node.title}</span>
    </>
  );
};

export const MenuLink = ({
  node,
  level,
  ctx,
  titled = false,
}: {
  node: MenuNode;
  level: number;
  ctx: EntryContext;
  /** The collapsed sider shows icons only; a native tooltip names them for mouse users. */
  titled?: boolean;
}) => {
  const selected = ctx.trail[ctx.trail.length - 1] === node.path;
  // A detail page below a menu entry highlights it too, but is not that page itself.
  const exact = node.path === (ctx.pathname.replace(/\/+$/, '') || '/');
  return (
    <Link
      to={node.path}
      className="sider-menu-item"
      style={{ paddingInlineStart: ctx.indent(level) }}
      aria-current={selected ? (exact ? 'page' : 'true') : undefined}
      title={titled ? node.title : undefined}
      onClick={ctx.onFollow}
    >
      <EntryFace node={node} level={level} />
    </Link>
  );
};

/** A group in the expanded sider: a disclosure button over its own list. */
const MenuGroup = ({ node, level, ctx }: { node: MenuNode; level: number; ctx: EntryContext }) => {
  const id = useId();
  const open = ctx.isOpen(node.path);
  const holdsSelected = ctx.trail.includes(node.path);
  return (
    <li>
      <button
        type="button"
        className={`sider-menu-item sider-menu-group${holdsSelected ? ' sider-menu-group-active' : ''}`}
        style={{ paddingInlineStart: ctx.indent(level) }}
        aria-expanded={open}
        // Only while the list exists: a closed group renders no children to point at.
        aria-controls={open ? id : undefined}
        onClick={() => ctx.toggle(node.path)}
      >
        <EntryFace node={node} level={level} />
        <span className="sider-menu-arrow" aria-hidden="true" />
      </button>
      {open && (
        <ul id={id} className="sider-menu-sub">
          <MenuEntries nodes={node.children ?? []} level={level + 1} ctx={ctx} />
        </ul>
      )}
    </li>
  );
};

export const MenuEntries = ({
  nodes,
  level,
  ctx,
}: {
  nodes: readonly MenuNode[];
  level: number;
  ctx: EntryContext;
}) =>
  nodes.map((node) =>
    node.children ? (
      <MenuGroup key={node.path} node={node} level={level} ctx={ctx} />
    ) : (
      <li key={node.path}>
        <MenuLink node={node} level={level} ctx={ctx} />
      </li>
    ),
  );

/** Open/closed state of a set of groups, for lists that keep their own (a flyout's). */
export const useOpenSet = (initial: readonly string[] = []) => {
  const [open, setOpen] = useState<readonly string[]>(initial);
  return {
    isOpen: (path: string) => open.includes(path),
    toggle: (path: string) =>
      setOpen((keys) => (keys.includes(path) ? keys.filter((k) => k !== path) : [...keys, path])),
  };
};
