export { Password } from '@formily/antd-v5';
