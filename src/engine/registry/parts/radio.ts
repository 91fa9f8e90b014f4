export { Radio } from '@formily/antd-v5';
