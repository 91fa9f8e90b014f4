import { useEffect } from 'react';
import { call } from '../../../api/call';

interface AreaNode {
  id: string;
  name: string;
  parentId: string;
  leaf: boolean;
}

/** One place in antd Cascader's options: its code, its name, and its children once loaded. */
export interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

const toOption = (a: AreaNode): AreaOption => ({ value: a.id, label: a.name, isLeaf: a.leaf });

/** The places under `parentId` ('0': the provinces), from /system/city/{parentId}. */
export const loadChildren = async (parentId: string): Promise<AreaOption[]> =>
  ((await call('system.city', { params: { parentId } })) as AreaNode[]).map(toOption);

/**
 * The provinces, with the children loaded along a saved value's chain, so the value shows as
 * names rather than codes.
 */
export const loadChain = async (value: string[] | null | undefined): Promise<AreaOption[]> => {
  const roots = await loadChildren('0');
  let level = roots;
  for (const code of (value ?? []).slice(0, -1)) {
    const node = level.find((o) => o.value === code);
    if (!node || node.isLeaf) break;
    node.children = await loadChildren(code);
    level = node.children;
  }
  return roots;
};

/** Loads the provinces and a saved value's chain once, on mount. */
export const useSavedChain = (
  value: string[] | null | undefined,
  onLoaded: (roots: AreaOption[]) => void,
) => {
  useEffect(() => {
    let alive = true;
    loadChain(value)
      .then((roots) => alive && onLoaded(roots))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
    // The first value only: later ones come from the cascader itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
