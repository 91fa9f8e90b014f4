// Stands in for 'antd' where @formily/antd-v5's FormItem imports it (scripts/vite-stub-imports.ts).
// FormItem takes Tooltip (a label's tooltip) and Popover, which it needs only for
// feedbackLayout "popover": 2 kB gzipped on every form. The field meta-schema allows only the
// other layouts (schemas/meta/field.schema.json), and the views set "loose".
export { default as Tooltip } from 'antd/es/tooltip';

export function Popover(): never {
  throw new Error(
    'feedbackLayout "popover" is left out of the build (scripts/vite-stub-imports.ts): use loose or terse',
  );
}
