import { FormItem } from '@formily/antd-v5';
import { Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * The buttons under a form's fields, laid out as FormButtonGroup.FormItem lays them out (an
 * unlabelled FormItem holding a Space), without FormButtonGroup, whose sticky variant
 * (react-sticky-box, about 2 kB gzipped) no form uses.
 */
export const ButtonRow = ({ children }: { children: ReactNode }) => (
  <FormItem.BaseItem label=" " colon={false} style={{ margin: 0, padding: 0, width: '100%' }}>
    <Space>{children}</Space>
  </FormItem.BaseItem>
);
