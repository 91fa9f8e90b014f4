import { Image } from 'antd';

/** antd's image preview (zoom, rotate, close), opened on a thumbnail's click: rc-image is 14 kB. */
export default function ImagePreview({ src, onClose }: { src: string; onClose: () => void }) {
  return (
    <Image
      src={src}
      alt=""
      style={{ display: 'none' }}
      preview={{ visible: true, src, onVisibleChange: (visible) => !visible && onClose() }}
    />
  );
}
