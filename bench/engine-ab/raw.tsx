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
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
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
// The frame the engine draws round a page's form (FormCore's PageFrame: antd Card's look without
// Card), so both pages render the same box and the bytes compare the forms, not the wrappers.
const Frame = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
};
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
