import { Image, Tag } from 'antd';
import { formatCell, type CellDisplay } from '../schema/to-columns';

/** One table cell: text is always rendered as text, never as HTML. */
export const Cell = ({ value, display }: { value: unknown; display: CellDisplay }) => {
  const { text, color } = formatCell(value, display);
  if (display.kind === 'enum' && text !== '-') return <Tag color={color}>{text}</Tag>;
  if (display.kind === 'image' && text !== '-') {
    return (
      <Image
        src={text}
        width={40}
        height={40}
        style={{ objectFit: 'cover', borderRadius: 4 }}
        alt=""
      />
    );
  }
  return <>{text}</>;
};
