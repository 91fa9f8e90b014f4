import { FormItem, FormLayout } from '@formily/antd-v5';
import { Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * The buttons under a form's fields, laid out as FormButtonGroup.FormItem lays them out (an
 * unlabelled FormItem holding a Space), without FormButtonGroup, whose sticky variant
 * (react-sticky-box, about 2 kB gzipped) no form uses. With labels beside the inputs the empty
 * label lines the buttons up with the inputs; with labels above them (a phone) it would only add
 * an empty line. The buttons wrap rather than run off a narrow screen.
 */
export const ButtonRow = ({ children }: { children: ReactNode }) => {
  const vertical = FormLayout.useFormLayout().layout === 'vertical';
  return (
    <FormItem.BaseItem
      label={vertical ? undefined : ' '}
      colon={false}
      style={{ margin: 0, padding: 0, width: '100%' }}
    >
      <Space wrap>{children}</Space>
    </FormItem.BaseItem>
  );
};
