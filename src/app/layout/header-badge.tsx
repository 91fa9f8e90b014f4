import type { ReactNode } from 'react';

/** What the count bubble reads: antd's overflowCount, e.g. 12 → '10+'. */
export const badgeText = (count: number, overflowCount: number) =>
  count > overflowCount ? `${overflowCount}+` : String(count);

/**
 * antd's Badge size="small" around a control: a red count on its top-right corner, none at 0.
 * The bubble is hidden from assistive technology; the control's own label says the count.
 */
export const HeaderBadge = ({
  count,
  overflowCount,
  children,
}: {
  count: number;
  overflowCount: number;
  children: ReactNode;
}) => {
  const text = badgeText(count, overflowCount);
  return (
    <span className="app-header-badge">
      {children}
      {count > 0 && (
        <span
          className={`app-header-badge-count${text.length > 1 ? ' app-header-badge-count-wide' : ''}`}
          aria-hidden="true"
          data-testid="unread-count"
        >
          {text}
        </span>
      )}
    </span>
  );
};
