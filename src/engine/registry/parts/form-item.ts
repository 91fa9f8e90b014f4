export { FormItem } from '@formily/antd-v5';
