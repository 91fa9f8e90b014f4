import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { useField } from '@formily/react';
import {
  useLayoutEffect,
  useRef,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { intentLoader, useIntent } from '../../registry/intent-loader';
import { LOAD_FAILED, useStandInBox } from '../stand-in/stand-in';

// The real pickers (Formily's on antd's, with rc-picker and dayjs: about 30 kB gzipped) load on
// the first sign that someone is about to use one, once per page, and stay.
const realPickers = intentLoader(() => import('../../registry/parts/date-picker-antd'));

/** What a picker's ref offers (antd's RangePicker takes the input's index). */
interface Focusable {
  focus: (index?: number) => void;
  nativeElement?: HTMLElement;
}

/** The input the user went for in the stand-in, and whether by a click (which opens antd's). */
interface Handoff {
  index: number;
  click: boolean;
}

export interface LazyPickerProps {
  value?: unknown;
  placeholder?: string | [string, string];
  disabled?: boolean | [boolean, boolean];
  readOnly?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The field's title, set by the engine (schema/accessible-names.ts); a range's inputs go by their placeholders. */
  'aria-label'?: string;
  [prop: string]: unknown;
}

// antd's zh_CN texts (antd/es/date-picker/locale/zh_CN), which the real pickers show.
const PLACEHOLDER = '请选择日期';
const RANGE_PLACEHOLDER: [string, string] = ['开始日期', '结束日期'];

// Props whose display only the real picker knows (another format, a time, a week…): with them
// the stand-in loads the real picker as it mounts rather than show the value differently.
const REAL_ONLY = ['format', 'showTime', 'picker', 'renderExtraFooter', 'prefix'];

const shown = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * x-component "DatePicker" and "DatePicker.RangePicker": a stand-in drawn like antd's picker,
 * which loads the real one on the first hover, touch or focus and hands it the focus (which
 * opens its calendar). Lists with a date filter thus arrive without the calendar's code; a form
 * that shows a date in another format, or read-only, gets the real picker straight away.
 */
const lazyPicker = (range: boolean) =>
  function LazyPicker(props: LazyPickerProps) {
    const field = useField();
    const handoff = useRef<Handoff | undefined>(undefined);
    const inner = useRef<Focusable>(null);
    const faithful =
      field?.pattern !== 'readPretty' &&
      !REAL_ONLY.some((p) => props[p] !== undefined) &&
      (range
        ? props.value == null || (Array.isArray(props.value) && props.value.every(isShowable))
        : isShowable(props.value));
    const { module: picker, failed, want } = useIntent(realPickers, !faithful);

    // The stand-in had the focus: the real picker takes it on the same input, and opens its
    // calendar if that was a click (antd's opens on a click, not on focus alone).
    useLayoutEffect(() => {
      const to = handoff.current;
      if (!picker || !to) return;
      handoff.current = undefined;
      if (range) inner.current?.focus(to.index);
      else inner.current?.focus();
      const focused = document.activeElement;
      if (
        to.click &&
        focused instanceof HTMLElement &&
        inner.current?.nativeElement?.contains(focused)
      )
        focused.click();
    }, [picker]);

    if (picker) {
      // Handed on as they came: the props Formily gave the stand-in are the real picker's.
      const Picker = (range
        ? picker.DatePicker.RangePicker
        : picker.DatePicker) as unknown as ComponentType<
        LazyPickerProps & { ref?: Ref<Focusable> }
      >;
      return <Picker {...props} ref={inner} />;
    }
    return (
      <StandIn
        {...props}
        range={range}
        failed={failed}
        onIntent={(to) => {
          if (to)
            handoff.current = { index: to.index, click: to.click || !!handoff.current?.click };
          want();
        }}
      />
    );
  };

const isShowable = (v: unknown) => v == null || v === '' || typeof v === 'string';

interface StandInProps extends LazyPickerProps {
  range: boolean;
  failed: boolean;
  /** The user moved towards the picker; with a handoff, they focused or clicked that input. */
  onIntent: (to?: Handoff) => void;
}

const StandIn = ({
  range,
  failed,
  onIntent,
  value,
  placeholder,
  disabled,
  readOnly,
  className,
  style,
  'aria-label': ariaLabel,
}: StandInProps) => {
  const off = Array.isArray(disabled) ? disabled.every(Boolean) : !!disabled;
  const values = range ? (Array.isArray(value) ? value : []) : [value];
  const holders = range
    ? Array.isArray(placeholder)
      ? placeholder
      : RANGE_PLACEHOLDER
    : [typeof placeholder === 'string' ? placeholder : PLACEHOLDER];
  const box = useStandInBox({ disabled: off, failed, className, style }, 'lazy-picker');
  const intent = off ? undefined : () => onIntent();
  const input = (index: number): ReactNode => (
    <input
      key={index}
      className="stand-in-input lazy-picker-input"
      aria-label={range ? undefined : ariaLabel}
      readOnly
      disabled={off}
      value={shown(values[index]) ?? ''}
      placeholder={failed ? LOAD_FAILED : holders[index]}
      size={12}
      autoComplete="off"
      onPointerDown={() => !off && !readOnly && onIntent({ index, click: true })}
      onFocus={() => !off && !readOnly && onIntent({ index, click: false })}
    />
  );
  return (
    <div
      {...box}
      onPointerEnter={intent}
      onTouchStart={intent}
      // A click on the frame, not on an input: antd's opens at the first input.
      onPointerDown={(e) => {
        if (off || readOnly || (e.target as HTMLElement).tagName === 'INPUT') return;
        e.preventDefault();
        onIntent({ index: 0, click: true });
      }}
    >
      {input(0)}
      {range && (
        <>
          <div className="lazy-picker-range-separator" aria-hidden>
            <span className="lazy-picker-separator">
              <SwapRightOutlined />
            </span>
          </div>
          {input(1)}
        </>
      )}
      <span className="lazy-picker-suffix" aria-hidden>
        <CalendarOutlined />
      </span>
    </div>
  );
};

const RangePicker = lazyPicker(true);

export const DatePicker = Object.assign(lazyPicker(false), { RangePicker });
