export { ArrayTable } from '@formily/antd-v5';
