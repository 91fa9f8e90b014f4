import { resolve } from 'node:path';
import type { AliasOptions, Plugin } from 'vite';
import { stubImports } from './vite-stub-imports';

// How the engine is built for production, shared by vite.config.ts and the engine-vs-raw-Formily
// bench (bench/engine-ab), which must measure the engine as it ships.

/** Before React's plugin: the stubs replace imports as modules resolve. */
export const enginePlugins = (): Plugin[] => [stubImports()];

export const engineAlias: AliasOptions = [
  // Both polyfills only serve browsers from before 2020: the native class instead.
  {
    find: /^(resize-observer-polyfill|@juggle\/resize-observer)$/,
    replacement: resolve('src/engine/render/native-resize-observer.ts'),
  },
];

export const engineTreeshake = {
  // rc-field-form does nothing on import, but its package does not say so: antd's inputs
  // import its FormProvider through the index, which kept Form, Field, List and the
  // validator on every page with an input (/login: 14 kB gzipped). Declared here instead.
  moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]rc-field-form[\\/]/.test(id),
};
