import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';

interface AreaNode {
  id: string;
  name: string;
  parentId: string;
  leaf: boolean;
}

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const toOption = (a: AreaNode): Option => ({ value: a.id, label: a.name, isLeaf: a.leaf });

const loadChildren = async (parentId: string): Promise<Option[]> =>
  ((await call('system.city', { params: { parentId } })) as AreaNode[]).map(toOption);

export interface AreaCascaderProps {
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** Province → city → district picker, loading each level on demand from /system/city/{parentId}. */
export const AreaCascader = ({
  value,
  onChange,
  disabled,
  placeholder,
  'aria-label': ariaLabel,
}: AreaCascaderProps) => {
  const [options, setOptions] = useState<Option[]>([]);

  // A saved value needs its whole chain loaded so the cascader can show names, not codes.
  useEffect(() => {
    let alive = true;
    (async () => {
      const roots = await loadChildren('0');
      let level = roots;
      for (const code of (value ?? []).slice(0, -1)) {
        const node = level.find((o) => o.value === code);
        if (!node || node.isLeaf) break;
        node.children = await loadChildren(code);
        level = node.children;
      }
      if (alive) setOptions(roots);
    })().catch(() => undefined);
    return () => {
      alive = false;
    };
    // Only the first value matters: later changes come from the cascader itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadData = async (selected: Option[]) => {
    const target = selected[selected.length - 1];
    target.children = await loadChildren(target.value);
    setOptions((o) => [...o]);
  };

  return (
    <Cascader
      options={options}
      loadData={(s) => void loadData(s as Option[])}
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
