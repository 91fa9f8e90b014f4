// Stands in for resize-observer-polyfill (antd's rc-resize-observer) and @juggle/resize-observer
// (Formily's FormGrid) in builds (scripts/vite-engine-build.ts). Both bundle a whole polyfill,
// about 5 kB gzipped together on every list and form, for browsers older than 2020; every
// browser the console runs in has ResizeObserver. The first already hands out the native one
// when there is one; the second, a ponyfill, never does.
const NativeResizeObserver = globalThis.ResizeObserver;

export default NativeResizeObserver;
export { NativeResizeObserver as ResizeObserver };
