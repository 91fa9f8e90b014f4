export { FormGrid } from '@formily/antd-v5';
