import { useField } from '@formily/react';
import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type FocusEvent,
  type Ref,
} from 'react';
import { intentLoader, useIntent } from '../../registry/intent-loader';
import { LOAD_FAILED, useStandInBox } from '../stand-in/stand-in';

// Formily's NumberPicker on antd's InputNumber (rc-input-number and its styles, about 8 kB
// gzipped) loads on the first hover, touch or focus of a number field, once per page.
const realNumberPicker = intentLoader(() => import('../../registry/parts/number-picker'));

export interface LazyNumberProps {
  value?: unknown;
  onChange?: (value: number | null) => void;
  onFocus?: (e: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  precision?: number;
  min?: number;
  max?: number;
  className?: string;
  style?: CSSProperties;
  id?: string;
  /** The field's title, set by the engine (schema/accessible-names.ts). */
  'aria-label'?: string;
  [prop: string]: unknown;
}

// Props whose display or input only the real InputNumber knows: with them it loads at once.
const REAL_ONLY = [
  'formatter',
  'parser',
  'addonBefore',
  'addonAfter',
  'prefix',
  'suffix',
  'stringMode',
  'decimalSeparator',
  'size',
  'variant',
  'status',
];

/** The value as antd's InputNumber shows it: with `precision` decimals when given. */
export const formatNumber = (value: unknown, precision?: number): string =>
  typeof value !== 'number' || !Number.isFinite(value)
    ? ''
    : precision === undefined
      ? String(value)
      : value.toFixed(precision);

/**
 * x-component "NumberPicker": a stand-in drawn like antd's InputNumber that takes typing at once
 * (each complete number goes to the field as the real one would send it) and turns into the
 * real one on the first hover, touch or focus, which then keeps the focus with the caret at the
 * end. Read-pretty mode and formatted inputs get the real one straight away.
 */
export function NumberPicker(props: LazyNumberProps) {
  const field = useField();
  const faithful =
    field?.pattern !== 'readPretty' &&
    !REAL_ONLY.some((p) => props[p] !== undefined) &&
    (props.value == null || typeof props.value === 'number');
  const { module, failed, want } = useIntent(realNumberPicker, !faithful);
  const focused = useRef(false);
  const inner = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const input = inner.current;
    if (!module || !focused.current || !input) return;
    focused.current = false;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, [module]);

  if (module) {
    // Handed on as they came: the props Formily gave the stand-in are the real one's.
    const Real = module.NumberPicker as unknown as ComponentType<
      LazyNumberProps & { ref?: Ref<HTMLInputElement> }
    >;
    return <Real {...props} ref={inner} />;
  }
  return (
    <StandIn
      {...props}
      failed={failed}
      onIntent={(focus) => {
        if (focus) focused.current = true;
        want();
      }}
    />
  );
}

const StandIn = ({
  value,
  onChange,
  onFocus,
  onBlur,
  placeholder,
  disabled,
  readOnly,
  precision,
  min,
  max,
  className,
  style,
  id,
  'aria-label': ariaLabel,
  failed,
  onIntent,
}: LazyNumberProps & { failed: boolean; onIntent: (focus: boolean) => void }) => {
  // What is typed, while it is being typed ("1." is on its way to 1.5); otherwise the value.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  const box = useStandInBox({ disabled, failed, className, style }, 'lazy-number');
  const intent = disabled ? undefined : () => onIntent(false);
  const numeric = typeof value === 'number' ? value : undefined;
  return (
    <div {...box} onPointerEnter={intent} onTouchStart={intent}>
      <input
        className="stand-in-input lazy-number-input"
        id={id}
        aria-label={ariaLabel}
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={numeric}
        autoComplete="off"
        inputMode="decimal"
        value={typing ?? formatNumber(value, precision)}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={failed || undefined}
        title={failed ? LOAD_FAILED : undefined}
        onFocus={(e) => {
          if (!readOnly && !disabled) onIntent(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setTyping(undefined);
          onBlur?.(e);
        }}
        onChange={(e) => {
          const text = e.target.value;
          setTyping(text);
          if (text.trim() === '') onChange?.(null);
          else if (Number.isFinite(Number(text))) onChange?.(Number(text));
        }}
      />
    </div>
  );
};
