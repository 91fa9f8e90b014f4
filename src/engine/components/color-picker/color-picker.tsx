import { ColorPicker as AntColorPicker } from 'antd';

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

/** x-component "ColorPicker": antd's picker whose value is a `#rrggbb` string. */
export function ColorPicker({
  value,
  onChange,
  disabled,
  readOnly,
  'aria-label': ariaLabel,
}: ColorPickerProps) {
  return (
    <AntColorPicker
      value={toStoredColor(value)}
      onChange={(color) => {
        const hex = toStoredColor(color.toHexString());
        if (hex) onChange?.(hex);
      }}
      format="hex"
      disabledAlpha
      disabledFormat
      showText
      disabled={disabled || readOnly}
      presets={[{ label: '推荐颜色', colors: PRESETS }]}
      aria-label={ariaLabel}
    />
  );
}
