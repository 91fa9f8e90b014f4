import { DownOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { intentLoader, useIntent } from '../../registry/intent-loader';
import type { AreaCascaderProps } from './area-cascader-antd';
import { labelsOf, useSavedChain, type AreaOption } from './area-options';
import { LOAD_FAILED, useStandInBox } from '../stand-in/stand-in';

// antd's Cascader (rc-cascader on rc-select, about 10 kB gzipped) loads on the first hover, touch
// or focus of an area field, once per page.
const realCascader = intentLoader(() => import('./area-cascader-antd'));

// The real one's default (area-cascader-antd.tsx): the stand-in must not import that module.
const PLACEHOLDER = '请选择省/市/区';

interface Handoff {
  click: boolean;
}

/**
 * x-component "AreaCascader": a stand-in drawn like antd's Cascader showing the saved place by
 * name (it loads the same chain of places the real one needs, and hands it over), which turns
 * into the real one on the first hover, touch or focus; the focus goes along, and a click opens
 * the list of provinces.
 */
export function AreaCascader(props: AreaCascaderProps) {
  const { value } = props;
  const [options, setOptions] = useState<AreaOption[] | undefined>(undefined);
  const { module, failed, want } = useIntent(realCascader);
  const handoff = useRef<Handoff | undefined>(undefined);
  const frame = useRef<HTMLSpanElement>(null);

  // The saved value's names, as the real one would load them on mount.
  useSavedChain(value, !!value?.length && !module, setOptions);

  useLayoutEffect(() => {
    const to = handoff.current;
    const root = frame.current;
    if (!module || !to || !root) return;
    handoff.current = undefined;
    const input = root.querySelector<HTMLInputElement>('input');
    input?.focus();
    // rc-select opens on a press of its selector.
    if (to.click)
      root
        .querySelector('.ant-select-selector')
        ?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
  }, [module]);

  if (module) {
    const Real = module.AreaCascader;
    return (
      // display: contents: a handle on the real one's elements that takes no box of its own.
      <span ref={frame} style={{ display: 'contents' }}>
        <Real {...props} options={options} />
      </span>
    );
  }
  return (
    <StandIn
      {...props}
      names={value?.length ? labelsOf(options ?? [], value) : undefined}
      failed={failed}
      onIntent={(to) => {
        if (to) handoff.current = { click: to.click || !!handoff.current?.click };
        want();
      }}
    />
  );
}

const StandIn = ({
  value,
  names,
  disabled,
  placeholder,
  'aria-label': ariaLabel,
  failed,
  onIntent,
}: AreaCascaderProps & {
  names: string[] | undefined;
  failed: boolean;
  onIntent: (to?: Handoff) => void;
}) => {
  const { token } = theme.useToken();
  const box = useStandInBox(
    {
      disabled,
      failed,
      style: {
        '--lazy-select-arrow-space': `${Math.ceil(token.fontSize * 1.25)}px`,
      } as CSSProperties,
    },
    'lazy-select',
  );
  const intent = disabled ? undefined : () => onIntent();
  // While the names load, nothing rather than codes (the real one shows nothing either).
  const text = names?.join(' / ');
  const empty = !value?.length;
  return (
    <div {...box} onPointerEnter={intent} onTouchStart={intent}>
      <input
        className="stand-in-input lazy-select-input"
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-label={ariaLabel}
        readOnly
        disabled={disabled}
        autoComplete="off"
        title={failed ? LOAD_FAILED : undefined}
        onPointerDown={() => !disabled && onIntent({ click: true })}
        onFocus={() => !disabled && onIntent({ click: false })}
      />
      {empty ? (
        <span className="lazy-select-placeholder">
          {failed ? LOAD_FAILED : (placeholder ?? PLACEHOLDER)}
        </span>
      ) : (
        <span className="lazy-select-item" title={text}>
          {text}
        </span>
      )}
      <span className="lazy-select-arrow" aria-hidden>
        <DownOutlined />
      </span>
    </div>
  );
};
