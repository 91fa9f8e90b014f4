// (A) The form through our engine: FormView, the renderer every schema form page uses, given the
// form as a schema file parses (the engine's FormSchema), with the console's validation set-up.
import { installHarness } from './harness';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FormView } from '../../src/engine/render/form-view';
import type { FormSchema } from '../../src/engine/schema/types';
import { setupValidation } from '../../src/engine/setup-validation';
import { formSchema, sizeFromUrl } from './form-spec';

setupValidation();
const n = sizeFromUrl();
installHarness(n);
const form: FormSchema = {
  title: '基准表单',
  // Never called: the bench only submits with errors.
  submit: { create: 'organization.add' },
  schema: formSchema(n) as unknown as FormSchema['schema'],
};
const router = createMemoryRouter([
  { path: '/', element: <FormView form={form} mode="create" params={{}} /> },
]);
createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <App>
      <RouterProvider router={router} />
    </App>
  </ConfigProvider>,
);
