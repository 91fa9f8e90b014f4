import type { ComponentName } from './names';

/**
 * The one registry of x-component / x-decorator names: each name loads the module that exports
 * the component under that name. A form loads only what its schema uses (load-components.ts), so
 * a page with two text inputs never downloads the date picker, the table or the cascader.
 * Dotted names (`Input.TextArea`, `ArrayTable.Column`) resolve through their head; registry.test.tsx
 * proves every name in names.ts loads and resolves.
 *
 * bench/route-budgets.ts reads the `Name: () => import('…')` lines to count each route's bytes.
 */
export const components = {
  FormItem: () => import('./parts/form-item'),
  FormGrid: () => import('./parts/form-grid'),
  Space: () => import('./parts/space'),
  Input: () => import('./parts/input'),
  Password: () => import('./parts/password'),
  NumberPicker: () => import('./parts/number-picker'),
  Select: () => import('./parts/select'),
  Radio: () => import('./parts/radio'),
  Checkbox: () => import('./parts/checkbox'),
  Switch: () => import('./parts/switch'),
  DatePicker: () => import('./parts/date-picker'),
  AreaCascader: () => import('../components/area-cascader/area-cascader'),
  ImageUpload: () => import('../components/upload/media-upload'),
  VideoUpload: () => import('../components/upload/media-upload'),
  RichText: () => import('../components/rich-text/rich-text'),
  RemoteSelect: () => import('../components/remote-select/remote-select'),
  ColorPicker: () => import('../components/color-picker/color-picker'),
  MenuSwitches: () => import('../components/menu-switches/menu-switches'),
  CallValue: () => import('../components/call-value/call-value'),
  SmsCodeInput: () => import('../components/sms-code-input/sms-code-input'),
  CardFormPreview: () => import('../components/card-preview/card-form-preview'),
  ArrayItems: () => import('./parts/array-items'),
  ArrayTable: () => import('./parts/array-table'),
} satisfies { [K in RegisteredName]: () => Promise<{ [P in K]: unknown }> };

type TopLevel<N extends string> = N extends `${infer Head}.${string}` ? Head : N;
/** The names a registry key may have: each name of names.ts, dotted ones by their head. */
export type RegisteredName = TopLevel<ComponentName>;
// Compile-time guards: every registered name's head has a loader (the object above may have no
// other key, by its `satisfies`), and each loader's module exports the component under its name.
export const registryCoversNames: Record<RegisteredName, unknown> = components;
