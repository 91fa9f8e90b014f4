import { Cascader } from 'antd';
import { useState } from 'react';
import { loadChildren, useSavedChain, type AreaOption } from './area-options';

export interface AreaCascaderProps {
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * x-component "AreaCascader": antd's Cascader from province to district, each level loaded on
 * demand from /system/city/{parentId}.
 */
export const AreaCascader = ({
  value,
  onChange,
  disabled,
  placeholder,
  'aria-label': ariaLabel,
}: AreaCascaderProps) => {
  const [options, setOptions] = useState<AreaOption[]>([]);

  // A saved value needs its whole chain loaded so the cascader can show names, not codes.
  useSavedChain(value, setOptions);

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
