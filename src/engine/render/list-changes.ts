import { useCallback, useEffect, useState } from 'react';

// Lists on one screen that show the same data refresh together: after an action in one of them
// (新增, 置顶, a batch, a saved dialog), the others whose calls belong to the same resource (the
// call name's part before the dot: profession.list and profession.wxList) ask again. One bus for
// the engine, keyed by that resource; a list never hears its own announcement.

const bus = new EventTarget();

interface Change {
  resource: string;
  from: symbol;
}

/** The resource a list's call belongs to: `profession.wxList` → `profession`. */
export const resourceOfCall = (call: string) => call.split('.')[0];

/**
 * `reload` on another list's change to `call`'s resource, and a `changed` that reloads this list
 * and tells the others.
 *
 * @example const changed = useListChanges(list.call, reload); useRunAction(changed, …)
 */
export const useListChanges = (call: string, reload: () => void) => {
  const [self] = useState(() => Symbol('list'));
  const resource = resourceOfCall(call);
  useEffect(() => {
    const hear = (e: Event) => {
      const c = (e as CustomEvent<Change>).detail;
      if (c.resource === resource && c.from !== self) reload();
    };
    bus.addEventListener('change', hear);
    return () => bus.removeEventListener('change', hear);
  }, [resource, self, reload]);
  return useCallback(() => {
    reload();
    bus.dispatchEvent(new CustomEvent<Change>('change', { detail: { resource, from: self } }));
  }, [resource, self, reload]);
};
