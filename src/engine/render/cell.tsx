import { Tag } from 'antd';
import { formatCell, type CellDisplay } from '../schema/to-columns';

export const Cell = ({ value, display }: { value: unknown; display: CellDisplay }) => {
  const { text, color } = formatCell(value, display);
  return display.kind === 'enum' && text !== '-' ? <Tag color={color}>{text}</Tag> : <>{text}</>;
};
