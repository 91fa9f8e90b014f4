// Formily's ArrayTable as it is, every x-component-prop it documents honoured; the style sheet
// only moves a cell's message into the cell (array-table.css).
import './array-table.css';

export { ArrayTable } from '@formily/antd-v5';
