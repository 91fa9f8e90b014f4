export { Select } from '@formily/antd-v5';
