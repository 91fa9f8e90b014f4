import { LoadingOutlined } from '@ant-design/icons';
import { PreviewText } from '@formily/antd-v5';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import AntdInput from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import type { ReactNode } from 'react';

// @formily/antd-v5's Input (same props, suffix spinner while a field loads or validates, and
// read-pretty view), built on antd's Input and TextArea modules rather than on antd's `Input`,
// which also brings Search, OTP, Group and Password (about 5 kB gzipped) that no text field uses.
// FormCore imports it directly (every record form has a text field); input.ts is the registry's
// lazy entry for the other views.
const Text = connect(
  AntdInput,
  mapProps((props: { suffix?: ReactNode }, field) => {
    const busy = field as { loading?: boolean; validating?: boolean } | undefined;
    return {
      ...props,
      suffix: <span>{busy?.loading || busy?.validating ? <LoadingOutlined /> : props.suffix}</span>,
    };
  }),
  mapReadPretty(PreviewText.Input),
);

export const Input = Object.assign(Text, {
  TextArea: connect(TextArea, mapReadPretty(PreviewText.Input)),
});
