// (A) The form through our engine: FormCore, the renderer of every console form (the console's
// FormView is FormCore plus its host: the router, the api client, the session), given the form
// as a schema file parses (the engine's FormSchema). The page holds just a form, so its host saves
// nothing (the bench only submits with errors) and navigates nowhere; the validation set-up and
// the components load as on a console page.
import { installHarness } from './harness';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { FormCore } from '../../src/engine/render/form-core';
import type { FormHost } from '../../src/engine/render/form-host';
import type { FormSchema } from '../../src/engine/schema/types';
import { formSchema, sizeFromUrl } from './form-spec';

const n = sizeFromUrl();
installHarness(n);
// Every field mounted, as raw Formily mounts them, unless the URL asks for the engine's deferral of
// far-off fields (?defer): without IntersectionObserver the engine mounts every field up front
// (render/near-viewport.ts), so the two are compared like for like and the deferral is its own row.
if (!new URLSearchParams(location.search).has('defer'))
  Reflect.deleteProperty(window, 'IntersectionObserver');
const form: FormSchema = {
  title: '基准表单',
  // Never called: the bench only submits with errors.
  submit: { create: 'organization.add' },
  schema: formSchema(n) as unknown as FormSchema['schema'],
};
const host: FormHost = {
  user: null,
  call: () => Promise.reject(new Error('the bench page saves nothing')),
  reportError: () => undefined,
  navigate: () => undefined,
  notify: () => undefined,
  confirm: () => Promise.resolve(false),
};
createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <FormCore form={form} mode="create" params={{}} host={host} />
  </ConfigProvider>,
);
