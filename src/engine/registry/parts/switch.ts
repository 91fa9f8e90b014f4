export { Switch } from '@formily/antd-v5';
