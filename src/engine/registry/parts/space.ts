export { Space } from '@formily/antd-v5';
