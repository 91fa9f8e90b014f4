export { NumberPicker } from '@formily/antd-v5';
