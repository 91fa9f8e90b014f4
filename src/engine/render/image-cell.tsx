import { lazy, Suspense, useState } from 'react';
import './image-cell.css';

// The preview (antd Image on rc-image, with its dialog) loads on the first click: a list shows
// only thumbnails until then.
const ImagePreview = lazy(() => import('./image-preview'));

/** A thumbnail that opens antd's preview; its own chunk, as only lists with images need it. */
export default function ImageCell({ src }: { src: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="image-cell"
        aria-label="预览图片"
        onClick={() => setOpen(true)}
      >
        <img src={src} alt="" width={40} height={40} loading="lazy" />
        <span className="image-cell-mask" aria-hidden="true">
          预览
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ImagePreview src={src} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
