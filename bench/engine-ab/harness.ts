// In-page measuring for the engine/raw pages (imported first by both). Times are ms from
// navigation start (performance.now), each read when the frame showing the change has painted:
// a requestAnimationFrame sees the DOM of the frame about to paint, and a task queued from it runs
// after that paint.
import { expectedErrors } from './form-spec';

export interface BenchState {
  /** Navigation start → paint of the frame that first filled the viewport with fields. */
  mountMs?: number;
  /** Each keystroke: keydown → paint of its input. */
  keys: number[];
  /** The burst under way (the runner sets it active): its first keydown, the paint after its last input. */
  burst: { active: boolean; start?: number; end?: number; inputs: number };
  /** Submit click → paint of the frame showing every expected error. */
  validateMs?: number;
  errorsShown?: number;
}

declare global {
  interface Window {
    __bench: BenchState;
  }
}

const afterPaint = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn, 0));

export const installHarness = (n: number) => {
  const state: BenchState = { keys: [], burst: { active: false, inputs: 0 } };
  window.__bench = state;
  const items = document.getElementsByClassName('ant-formily-item');
  const errors = document.getElementsByClassName('ant-formily-item-error-help');

  // Mounted: a field reaches below the viewport's bottom (the visible part is complete), or the
  // whole form is there when it is shorter than the viewport.
  const watchMount = () => {
    const last = items[items.length - 1];
    if (last && (last.getBoundingClientRect().top >= innerHeight || items.length >= n))
      setTimeout(() => (state.mountMs = performance.now()), 0);
    else requestAnimationFrame(watchMount);
  };
  requestAnimationFrame(watchMount);

  let keyAt = 0;
  // The event's own time stamp: a busy main thread delays the handler, not the key.
  document.addEventListener(
    'keydown',
    (e) => {
      keyAt = e.timeStamp;
      if (state.burst.active) state.burst.start ??= e.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'input',
    () => {
      const start = keyAt;
      const burst = state.burst;
      if (burst.active)
        // Keys typed back to back: the time is from the first key to the paint after the last.
        return afterPaint(() => {
          burst.inputs++;
          burst.end = performance.now();
        });
      afterPaint(() => state.keys.push(performance.now() - start));
    },
    true,
  );

  const expected = expectedErrors(n);
  document.addEventListener(
    'click',
    (e) => {
      if (!(e.target instanceof Element) || !e.target.closest('button[type="submit"]')) return;
      const start = e.timeStamp;
      const watch = () => {
        if (errors.length >= expected) {
          state.errorsShown = errors.length;
          setTimeout(() => (state.validateMs = performance.now() - start), 0);
        } else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    true,
  );
};
