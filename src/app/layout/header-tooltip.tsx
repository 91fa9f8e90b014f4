import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isKeyboardFocus } from './keyboard-focus';

/** antd's mouseEnterDelay and mouseLeaveDelay: a pointer passing over does not flash the tip. */
const HOVER_DELAY_MS = 100;

/**
 * antd's Tooltip for the header's icon buttons, without rc-tooltip: shown on hover and keyboard
 * focus, below the button, and tied to it with aria-describedby while shown. Escape hides it
 * (WCAG 1.4.13); the pointer may move onto it without it going away.
 */
export const HeaderTooltip = ({
  title,
  children,
}: {
  title: string;
  /** The control, given the tooltip's id to put in its aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}) => {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(next), HOVER_DELAY_MS);
  };
  const now = (next: boolean) => {
    clearTimeout(timer.current);
    setShown(next);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="app-header-tip-anchor"
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onFocus={(e) => isKeyboardFocus(e.target) && now(true)}
      onBlur={() => now(false)}
      onKeyDown={(e) => e.key === 'Escape' && now(false)}
    >
      {children(shown ? id : undefined)}
      {shown && (
        <span role="tooltip" id={id} className="app-header-tip">
          {title}
        </span>
      )}
    </span>
  );
};
