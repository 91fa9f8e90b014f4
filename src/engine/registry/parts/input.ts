export { Input } from '@formily/antd-v5';
