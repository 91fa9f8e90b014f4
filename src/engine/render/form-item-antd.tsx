// Stands in for 'antd' where @formily/antd-v5's FormItem imports it (scripts/vite-stub-imports.ts).
// FormItem takes Tooltip (a label's tooltip) and Popover, which it needs only for
// feedbackLayout "popover": 2 kB gzipped on every form. The field meta-schema allows only the
// other layouts (schemas/meta/field.schema.json), and the views set "loose".
import type { TooltipProps } from 'antd/es/tooltip';
import { cloneElement, isValidElement, useRef, type FocusEvent, type MouseEvent } from 'react';
import { intentLoader, useIntent } from '../registry/intent-loader';

// antd's Tooltip (rc-tooltip and its styles, about 5 kB gzipped on every list and form) shows
// only when a label's ⓘ or a cut-off label is hovered or focused: it loads then.
const realTooltip = intentLoader(() => import('antd/es/tooltip'));

type Handlers = {
  onMouseEnter?: (e: MouseEvent) => void;
  onMouseLeave?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
};

/**
 * FormItem's Tooltip: its child alone until first hovered or focused, then antd's Tooltip, open
 * at once if the pointer or the focus is still there.
 */
export function Tooltip(props: TooltipProps) {
  const here = useRef(false);
  const { module, want } = useIntent(realTooltip);
  if (module) {
    const Real = module.default;
    return <Real {...props} defaultOpen={here.current || undefined} />;
  }
  const child = props.children;
  if (!isValidElement<Handlers>(child)) return <>{child}</>;
  const own = child.props;
  const enter = () => {
    here.current = true;
    want();
  };
  const leave = () => {
    here.current = false;
  };
  return cloneElement(child, {
    onMouseEnter: (e) => (enter(), own.onMouseEnter?.(e)),
    onMouseLeave: (e) => (leave(), own.onMouseLeave?.(e)),
    onFocus: (e) => (enter(), own.onFocus?.(e)),
    onBlur: (e) => (leave(), own.onBlur?.(e)),
  });
}

export function Popover(): never {
  throw new Error(
    'feedbackLayout "popover" is left out of the build (scripts/vite-stub-imports.ts): use loose or terse',
  );
}
