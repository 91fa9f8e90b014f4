import { theme } from 'antd';

/** The one colour format settings store: `#rrggbb`, lower case (conf.app card.themeColor). */
const HEX = /^#[0-9a-f]{6}$/;

/**
 * A picker's hex string as stored: lower case, without an alpha part (the picker may add one).
 * Anything else is not a colour and reads as none.
 *
 * @example toStoredColor('#1677FFFF') // '#1677ff'
 */
export const toStoredColor = (hex: string | null | undefined): string | undefined => {
  const v = (hex ?? '').trim().toLowerCase().slice(0, 7);
  return HEX.test(v) ? v : undefined;
};

// A few colours that read well on a white card; the picker still allows any other.
export const PRESETS = [
  '#1677ff',
  '#17325c',
  '#2b5797',
  '#c9a45c',
  '#8b1e1e',
  '#237804',
  '#1f1f1f',
];

export interface ColorPickerProps {
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
}

/**
 * x-component "ColorPicker": the recommended colours as swatches, any other through the browser's
 * own colour chooser, and the chosen `#rrggbb` as text. Not antd's ColorPicker: registering that
 * one put its panel's Collapse and colour engine into the console's first chunk (antd's button
 * styles import a helper from the same module), on every page including the login.
 */
export function ColorPicker({
  value,
  onChange,
  disabled,
  readOnly,
  'aria-label': ariaLabel,
}: ColorPickerProps) {
  const { token } = theme.useToken();
  const current = toStoredColor(value);
  const off = disabled || readOnly;
  const pick = (hex: string | undefined) => {
    if (hex && !off) onChange?.(hex);
  };
  const swatch = (color: string, chosen: boolean) => ({
    width: 24,
    height: 24,
    padding: 0,
    borderRadius: token.borderRadiusSM,
    background: color,
    border: `${chosen ? 2 : 1}px solid ${chosen ? token.colorText : token.colorBorder}`,
    cursor: off ? 'not-allowed' : 'pointer',
  });
  return (
    <div
      role="group"
      aria-label={ariaLabel}
      style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, minHeight: 32 }}
    >
      {PRESETS.map((color) => (
        <button
          key={color}
          type="button"
          aria-label={`推荐颜色 ${color}`}
          aria-pressed={color === current}
          disabled={off}
          style={swatch(color, color === current)}
          onClick={() => pick(color)}
        />
      ))}
      <input
        type="color"
        aria-label="自定义颜色"
        value={current ?? '#000000'}
        disabled={off}
        onChange={(e) => pick(toStoredColor(e.target.value))}
        style={{ width: 32, height: 28, padding: 0, border: 'none', background: 'none' }}
      />
      <span style={{ fontFamily: token.fontFamilyCode }}>{current ?? '未设置'}</span>
    </div>
  );
}
