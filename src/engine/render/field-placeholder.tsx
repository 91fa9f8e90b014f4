import { isVoidField, type GeneralField } from '@formily/core';
import { observer } from '@formily/react';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useObserveNear } from './near-viewport';

/** Marks a placeholder showing an error, for scroll-to-error.ts. */
export const PLACEHOLDER_ERROR = 'engine-field-placeholder-error';

// A field row in the loose feedback layout: a 32 px control and 22 px for its message.
const ROW = 54;
const HEIGHTS: Record<string, number> = {
  'Input.TextArea': 76,
  ImageUpload: 126,
  VideoUpload: 126,
  RichText: 360,
  MenuSwitches: 420,
};

/** About how tall a field's row is, so the page keeps its length while fields wait to mount. */
export const estimateHeight = (component: unknown): number =>
  (typeof component === 'string' && HEIGHTS[component]) || ROW;

/** Colours from the antd theme, read once per form rather than once per placeholder. */
export interface PlaceholderLook {
  label: CSSProperties;
  asterisk: CSSProperties;
  control: CSSProperties;
  error: CSSProperties;
}

export interface FieldPlaceholderProps {
  field: GeneralField;
  height: number;
  look: PlaceholderLook;
  /** The field came near the viewport: mount it. */
  onNear: () => void;
  /** Tabbing reached it: mount it and move the focus into it. */
  onFocus: () => void;
}

/**
 * What stands in for a field far below the fold: its label and an empty box of about its height,
 * and its errors once validated (with Formily's classes, so they read like the real ones). The
 * field itself already exists as data, so validation, reactions and values do not wait for it.
 */
export const FieldPlaceholder = observer(
  ({ field, height, look, onNear, onFocus }: FieldPlaceholderProps) => {
    const observe = useObserveNear();
    const box = useRef<HTMLDivElement>(null);
    const visible = field.display === 'visible';
    useEffect(() => {
      if (!visible || !observe || !box.current) return;
      return observe(box.current, onNear);
    }, [visible, observe, onNear]);
    // Hidden by a reaction: nothing, as Formily renders nothing for it.
    if (!visible) return null;
    const errors = !isVoidField(field) && !field.validating ? field.selfErrors : [];
    const required = !isVoidField(field) && field.required;
    return (
      <div
        ref={box}
        // Reachable by Tab in the fields' order; focusing it mounts the field.
        tabIndex={0}
        onFocus={onFocus}
        className={errors.length ? PLACEHOLDER_ERROR : undefined}
        // Wraps when the label takes the whole row (labels above the controls, on a phone).
        style={{ display: 'flex', flexWrap: 'wrap', minHeight: height }}
      >
        <div style={look.label}>
          {required && <span style={look.asterisk}>*</span>}
          <span>{typeof field.title === 'string' ? field.title : null}</span>
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={look.control} />
          {errors.length > 0 && (
            <div className="ant-formily-item-help ant-formily-item-error-help" style={look.error}>
              {errors.join(', ')}
            </div>
          )}
        </div>
      </div>
    );
  },
);
