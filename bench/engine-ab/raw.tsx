// (B) The same form with hand-written raw Formily: createForm, @formily/antd-v5's Form and
// components through createSchemaField, and Formily's own Chinese messages.
import { installHarness } from './harness';
import { createForm, setValidateLanguage } from '@formily/core';
import { createSchemaField, type ISchema } from '@formily/react';
import {
  DatePicker,
  Form,
  FormButtonGroup,
  FormItem,
  Input,
  NumberPicker,
  Select,
  Submit,
} from '@formily/antd-v5';
import { ConfigProvider } from 'antd';
import { PageFrame as Frame } from '../../src/engine/render/page-frame';
import zhCN from 'antd/es/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { formSchema, sizeFromUrl } from './form-spec';

setValidateLanguage('zh-CN');
const n = sizeFromUrl();
installHarness(n);
const SchemaField = createSchemaField({
  components: { FormItem, Input, Select, NumberPicker, DatePicker },
});
const form = createForm();
// The frame the engine draws round a page's form (antd Card's look without Card), so both pages
// render the same box and the bytes compare the forms, not the wrappers.
createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <Frame>
      <Form
        form={form}
        layout="horizontal"
        labelCol={5}
        wrapperCol={12}
        feedbackLayout="loose"
        onAutoSubmit={() => undefined}
      >
        <SchemaField schema={formSchema(n) as ISchema} />
        <FormButtonGroup.FormItem>
          <Submit>提交</Submit>
        </FormButtonGroup.FormItem>
      </Form>
    </Frame>
  </ConfigProvider>,
);
