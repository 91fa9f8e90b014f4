import { useEffect, type RefObject } from 'react';
import type { RegisteredName } from '../registry/components';
import { headOf } from '../registry/used-components';
import { estimateHeight } from './field-placeholder';

/** On the FormItem of each top-level field drawn by a plain control. */
export const OFFSCREEN_LEAF = 'engine-offscreen-leaf';

type JsonField = Record<string, unknown>;

/**
 * Controls drawn wholly inside their row, whose popups (if any) antd puts in the page's body: the
 * paint containment that comes with skipping clips a row's content to its box. An upload's
 * previews, the rich-text editor's menus, a table's rows are left alone.
 */
const CONTAINED = new Set<string>([
  'Input',
  'Password',
  'NumberPicker',
  'Select',
  'RemoteSelect',
  'Radio',
  'Checkbox',
  'Switch',
  'DatePicker',
  'AreaCascader',
  'ColorPicker',
  'SmsCodeInput',
] satisfies RegisteredName[]);

/** A field with no children of its own, drawn by one of those controls. */
const isContainedLeaf = (field: JsonField) => {
  const properties = field.properties as Record<string, unknown> | undefined;
  if (properties && Object.keys(properties).length) return false;
  // An array edited by one control (a multiple select's ids) is a leaf; rows of fields are not.
  const items = field.items as JsonField | undefined;
  if (items && (Array.isArray(items) || items.properties)) return false;
  const component = field['x-component'];
  return typeof component === 'string' && CONTAINED.has(headOf(component));
};

/**
 * Marks the FormItem of each top-level leaf field, so that the browser may skip its styles and
 * layout while it is off-screen (CSS `content-visibility: auto`, see useSkipFarRows): the field
 * stays mounted, in the page's text and the accessibility tree, and is drawn as it comes into
 * view. Showing a long form's errors, or typing in it, then restyles only what is on screen, where
 * raw Formily restyles every field. Each item's `contain-intrinsic-size` is its last drawn height
 * (an estimate before it is first drawn), so the scrollbar stays put. Marked on the FormItem,
 * not a wrapper: a hidden field draws no FormItem, so it leaves no gap.
 */
export const withOffscreenSkipping = (
  properties: Record<string, JsonField>,
): Record<string, JsonField> =>
  Object.fromEntries(
    Object.entries(properties).map(([key, field]) => {
      if (field['x-decorator'] !== 'FormItem' || !isContainedLeaf(field)) return [key, field];
      const props = (field['x-decorator-props'] ?? {}) as JsonField;
      const decorator = {
        ...props,
        className: [props.className, OFFSCREEN_LEAF].filter(Boolean).join(' '),
        style: {
          containIntrinsicSize: `auto ${estimateHeight(field['x-component'])}px`,
          ...(props.style as JsonField | undefined),
        },
      };
      return [key, { ...field, 'x-decorator-props': decorator }];
    }),
  );

/**
 * Once the rows under `root` have been drawn, lets those wholly outside the viewport skip their
 * drawing from then on; the browser draws each again as it nears the viewport. Not before the
 * first frame: each FormItem measures its label in a frame after it mounts, and a skipped row
 * would be laid out alone for that (at 1,000 fields, 980 layouts and 0.8 s). Not rows on screen:
 * Chromium treats a row that just turned `auto` as skipped for one frame, so a row on screen
 * would blink and count as a layout shift. Set on the element's style, not its class, because
 * React rewrites a FormItem's class as its validation state changes, and never touches a style
 * property its props do not name.
 */
export const useSkipFarRows = (root: RefObject<HTMLElement | null>, ready = true) => {
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => {
      const rows = [...(root.current?.querySelectorAll<HTMLElement>(`.${OFFSCREEN_LEAF}`) ?? [])];
      // Every position read before any row changes: a read after a change would lay the form out
      // again, once per row.
      const far = rows.filter((row) => {
        const { top, bottom } = row.getBoundingClientRect();
        return top >= window.innerHeight || bottom <= 0;
      });
      for (const row of far) row.style.contentVisibility = 'auto';
    });
    return () => cancelAnimationFrame(frame);
  }, [root, ready]);
};
