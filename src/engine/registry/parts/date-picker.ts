import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

export { DatePicker } from '@formily/antd-v5';

// The pickers take their month and weekday names and first day of the week from dayjs's locale.
// Set here, with the only component that uses dayjs, so routes without a date field never load it.
dayjs.locale('zh-cn');
