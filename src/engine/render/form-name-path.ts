// Stands in for antd's form/hooks/useForm where Radio.Group imports it (scripts/vite-stub-imports.ts).
// Radio.Group wants one helper from that module, toNamePathStr, to name its radios after the Form
// item they sit in; the module itself is antd Form's useForm, which brings rc-field-form's form
// store and scroll-into-view, about 7 kB gzipped on every form with a radio group. Our forms are
// Formily's, never antd's Form, so only the helper is kept, as antd writes it.
import { toArray } from 'antd/es/form/util';

export function toNamePathStr(name: unknown): string {
  return toArray(name).join('_');
}
