import { Cascader } from 'antd';
import { useState } from 'react';
import { loadChildren, useSavedChain, type AreaOption } from './area-options';

export interface AreaCascaderProps {
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  /** Options its stand-in already loaded (area-cascader.tsx): not asked for again. */
  options?: AreaOption[];
}

/** Province → city → district picker, loading each level on demand from /system/city/{parentId}. */
export const AreaCascader = ({
  value,
  onChange,
  disabled,
  placeholder,
  'aria-label': ariaLabel,
  options: preloaded,
}: AreaCascaderProps) => {
  const [options, setOptions] = useState<AreaOption[]>(preloaded ?? []);

  // A saved value needs its whole chain loaded so the cascader can show names, not codes.
  useSavedChain(value, !preloaded?.length, setOptions);

  const loadData = async (selected: AreaOption[]) => {
    const target = selected[selected.length - 1];
    target.children = await loadChildren(target.value);
    setOptions((o) => [...o]);
  };

  return (
    <Cascader
      options={options}
      loadData={(s) => void loadData(s as AreaOption[])}
      value={value ?? undefined}
      onChange={(v) => onChange?.((v ?? []) as string[])}
      changeOnSelect
      disabled={disabled}
      placeholder={placeholder ?? '请选择省/市/区'}
      aria-label={ariaLabel}
      allowClear
    />
  );
};
