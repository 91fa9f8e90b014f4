export { Checkbox } from '@formily/antd-v5';
