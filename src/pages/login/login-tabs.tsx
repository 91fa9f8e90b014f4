import { theme } from 'antd';
import {
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import './login-tabs.css';

export interface LoginTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The login page's tab strip in antd Tabs' centered look (the active tab in the primary colour,
 * underlined), without antd Tabs: its overflow menu brings rc-menu, Dropdown and Trigger, some
 * 25 kB gzipped, for two tabs that always fit.
 *
 * WAI-ARIA tabs with automatic activation: ←/→ (wrapping), Home and End pick a tab and move the
 * focus to it. A pane is rendered the first time its tab is picked (so a lazy form loads only
 * then) and stays mounted, hidden, afterwards, keeping what was typed.
 */
export const LoginTabs = ({
  items,
  defaultActiveKey,
}: {
  items: LoginTab[];
  defaultActiveKey?: string;
}) => {
  const { token } = theme.useToken();
  const id = useId();
  const first = items.some((t) => t.key === defaultActiveKey) ? defaultActiveKey : items[0]?.key;
  const [active, setActive] = useState(first);
  const [opened, setOpened] = useState<ReadonlySet<string | undefined>>(() => new Set([first]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const pick = (index: number, focus: boolean) => {
    const { key } = items[index];
    setActive(key);
    setOpened((o) => (o.has(key) ? o : new Set(o).add(key)));
    if (focus) tabs.current[index]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    pick(next, true);
  };

  // The theme's values for what inline styles cannot reach (:hover, :focus-visible, ::after).
  const themed = {
    '--login-tab-color': token.colorText,
    '--login-tab-hover': token.colorPrimaryHover,
    '--login-tab-pressed': token.colorPrimaryActive,
    '--login-tab-selected': token.colorPrimary,
    '--login-tab-line': token.colorBorderSecondary,
    '--login-tab-focus': token.colorPrimaryBorder,
    '--login-tab-focus-width': `${token.lineWidthFocus}px`,
    '--login-tab-ink': `${token.lineWidthBold}px`,
    '--login-tab-motion': token.motionDurationSlow,
  } as CSSProperties;

  return (
    <div className="login-tabs" style={themed}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className="login-tabs-list"
        style={{ marginBottom: token.margin }}
      >
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={t.key === active}
            aria-controls={`${id}-panel-${t.key}`}
            tabIndex={t.key === active ? 0 : -1}
            className="login-tab"
            style={{
              padding: `${token.paddingSM}px 0`,
              marginInlineStart: i === 0 ? 0 : 32,
              fontSize: token.fontSize,
            }}
            onClick={() => pick(i, false)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span>{t.label}</span>
          </button>
        ))}
      </div>
      {items.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${id}-panel-${t.key}`}
          aria-labelledby={`${id}-tab-${t.key}`}
          hidden={t.key !== active}
        >
          {opened.has(t.key) && t.children}
        </div>
      ))}
    </div>
  );
};
