import { createContext, useContext, useEffect, useState } from 'react';

/** Calls `onNear` once the element comes within a viewport's height of the visible area. */
export type ObserveNear = (element: Element, onNear: () => void) => () => void;

export const NearViewportContext = createContext<ObserveNear | null>(null);

/**
 * One IntersectionObserver for a form's placeholders, with a margin of one viewport above and
 * below, so a field mounts before it scrolls into sight. Null where the browser has none: then
 * every field mounts at once.
 */
export const useNearViewportObserver = (): ObserveNear | null => {
  const [observe] = useState<{ observe: ObserveNear | null; io: IntersectionObserver | null }>(
    () => {
      if (typeof IntersectionObserver === 'undefined') return { observe: null, io: null };
      const waiting = new Map<Element, () => void>();
      const io = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            io.unobserve(entry.target);
            const onNear = waiting.get(entry.target);
            waiting.delete(entry.target);
            onNear?.();
          }
        },
        { rootMargin: '100% 0px' },
      );
      return {
        io,
        observe: (element, onNear) => {
          waiting.set(element, onNear);
          io.observe(element);
          return () => {
            waiting.delete(element);
            io.unobserve(element);
          };
        },
      };
    },
  );
  useEffect(() => () => observe.io?.disconnect(), [observe]);
  return observe.observe;
};

export const useObserveNear = () => useContext(NearViewportContext);
