import { useEffect, useState } from 'react';
import { components, type RegisteredName } from './components';
import { headOf } from './used-components';

/**
 * The components loaded so far, by registry key: the object every SchemaField hands Formily. It
 * only grows, so a field rendered after its form loaded what it uses always finds its component.
 */
export const loadedComponents: Record<string, unknown> = {};
const pending = new Map<string, Promise<void>>();

/** Components a view bundles itself (FormCore's Input and FormItem): never fetched again. */
export const provideComponents = (given: Partial<Record<RegisteredName, unknown>>): void => {
  for (const [name, component] of Object.entries(given)) loadedComponents[name] ??= component;
};

const isRegistered = (name: string): name is RegisteredName => Object.hasOwn(components, name);

/** Names already loaded (or unknown to the registry: the schema check refuses those). */
const isReady = (head: string) => head in loadedComponents || !isRegistered(head);

export const componentsReady = (names: Iterable<string>): boolean =>
  [...names].every((name) => isReady(headOf(name)));

/**
 * Loads the registry entries of the names (once each; later calls share the download).
 *
 * @example await loadComponents(componentsOf(form.schema))
 */
export const loadComponents = (names: Iterable<string>): Promise<void> => {
  const tasks: Array<Promise<void>> = [];
  for (const head of new Set([...names].map(headOf))) {
    if (isReady(head) || !isRegistered(head)) continue;
    let task = pending.get(head);
    if (!task) {
      const load = components[head] as () => Promise<Record<string, unknown>>;
      task = load().then((module) => {
        loadedComponents[head] = module[head];
      });
      // A failed download (the network dropped, a deploy replaced the chunks) may be retried.
      task.catch(() => pending.delete(head));
      pending.set(head, task);
    }
    tasks.push(task);
  }
  return Promise.all(tasks).then(() => undefined);
};

export type ComponentsState = 'ready' | 'loading' | 'failed';

/**
 * Loads the names on mount; 'ready' at once (no loading frame) when they are loaded already.
 * `retry` tries a failed download again.
 */
export const useComponents = (names: ReadonlySet<string>) => {
  const [state, setState] = useState<ComponentsState>(() => {
    if (componentsReady(names)) return 'ready';
    // Start the downloads with the first render rather than after its paint; the effect below
    // waits for the same promises.
    loadComponents(names).catch(() => undefined);
    return 'loading';
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (componentsReady(names)) return setState('ready');
    let alive = true;
    setState('loading');
    loadComponents(names).then(
      () => alive && setState('ready'),
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
    };
  }, [names, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
};
