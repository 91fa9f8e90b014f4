import { Grid } from 'antd';
import './form-phone.css';

/**
 * Whether the window is narrower than antd's `md` breakpoint (768 px): a phone. The console then
 * puts labels above inputs, the menu in a drawer and the card preview behind a 预览 toggle
 * (docs/product.md, Screens). antd's Grid.useBreakpoint answers from the first layout effect on;
 * until then (the very first render) the desktop layout is assumed.
 */
export const useNarrow = (): boolean => Grid.useBreakpoint().md === false;

/**
 * A form's layout props: labels beside the inputs in `labelCol`/`wrapperCol` grid columns, and on
 * a phone labels above full-width inputs (columns would squeeze both into stubs), at every depth
 * (not `shallow`): an array row's fields too.
 */
export const useFormLayout = (labelCol: number, wrapperCol: number) =>
  useNarrow()
    ? ({ layout: 'vertical', shallow: false } as const)
    : ({ layout: 'horizontal', labelCol, wrapperCol } as const);
