import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

export interface UserMenuItem {
  key: string;
  icon: ReactNode;
  label: string;
  onSelect: () => void;
}

/** antd's small Avatar: the name's first character on the brand blue. */
export const UserAvatar = ({ name }: { name: string }) => (
  // Decorative: the greeting beside it already names the user.
  <span className="app-header-avatar" aria-hidden="true" data-testid="user-avatar">
    {name.slice(0, 1)}
  </span>
);

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/** Which item takes focus when the menu opens: ArrowUp on the trigger starts from the end. */
type Opening = 'first' | 'last';

const useOutsidePress = (
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
) => {
  useEffect(() => {
    if (!active) return;
    const press = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onOutside();
    };
    // Capture, so a page control that stops the event still closes the menu.
    document.addEventListener('mousedown', press, true);
    return () => document.removeEventListener('mousedown', press, true);
  }, [ref, active, onOutside]);
};

/**
 * The header's account menu (ARIA menu button): the avatar and greeting open a menu of the
 * account pages and 退出登录. It replaces antd's Dropdown, whose rc-menu and rc-dropdown came
 * along on every /app route.
 */
export const UserMenu = ({ name, items }: { name: string; items: UserMenuItem[] }) => {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = opening !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const menuId = useId();

  // Focus moves into the menu once it is in the DOM, so the arrows and Escape work at once.
  useEffect(() => {
    if (!opening) return;
    const all = itemsOf(menuRef.current);
    (opening === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [opening]);

  const close = useCallback(() => setOpening(null), []);
  useOutsidePress(rootRef, open, close);

  const closeToTrigger = () => {
    setOpening(null);
    triggerRef.current?.focus();
  };

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpening(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpening(null);
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = itemsOf(menuRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[e.key];
    if (target !== undefined) {
      e.preventDefault();
      all[target]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      closeToTrigger();
    } else if (e.key === 'Tab') {
      // The browser then moves on from the trigger, as if the menu had not been there.
      closeToTrigger();
    }
  };

  const choose = (item: UserMenuItem) => {
    closeToTrigger();
    item.onSelect();
  };

  return (
    <div className="app-header-user" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        id={triggerId}
        className="app-header-user-trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="user-menu"
        onClick={() => setOpening(open ? null : 'first')}
        onKeyDown={onTriggerKey}
      >
        <span className="app-header-user-face">
          <UserAvatar name={name} />
          <span>你好，{name}</span>
        </span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          className="app-header-menu"
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="app-header-menu-item"
              onClick={() => choose(item)}
            >
              <span className="app-header-menu-icon" aria-hidden="true">
                {item.icon}
              </span>
              <span>{item.label}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
};
