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
import { Card, ConfigProvider } from 'antd';
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
createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <Card>
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
    </Card>
  </ConfigProvider>,
);
