export { ArrayItems } from '@formily/antd-v5';
