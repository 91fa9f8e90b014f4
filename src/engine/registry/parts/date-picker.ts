export { DatePicker } from '@formily/antd-v5';
