import { Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { formatCell, type CellDisplay } from '../schema/to-columns';

// antd's Image brings its previewer; most lists show no images.
const ImageCell = lazy(() => import('./image-cell'));
const thumbnail = <span style={{ display: 'inline-block', width: 40, height: 40 }} />;

/** One table cell: text is always rendered as text, never as HTML. */
export const Cell = ({ value, display }: { value: unknown; display: CellDisplay }) => {
  const { text, color } = formatCell(value, display);
  if (display.kind === 'enum' && text !== '-') return <Tag color={color}>{text}</Tag>;
  if (display.kind === 'image' && text !== '-') {
    return (
      <Suspense fallback={thumbnail}>
        <ImageCell src={text} />
      </Suspense>
    );
  }
  return <>{text}</>;
};
