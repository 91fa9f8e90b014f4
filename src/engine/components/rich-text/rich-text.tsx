import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextProps } from './rich-text-props';
import { useFrameStyle } from './rich-text-tools';

export type { RichTextProps };

// tiptap and ProseMirror (about 180 kB gzipped, the console's largest part) are their own chunk:
// the form shows its other fields at once and a skeleton here while the editor arrives.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * x-component "RichText": an HTML string edited with tiptap. Render stored HTML with SafeHtml
 * (safe-html.tsx), never directly.
 */
export function RichText(props: RichTextProps) {
  const frame = useFrameStyle(props.disabled);
  return (
    <Suspense
      fallback={
        <div className="rich-text" style={{ ...frame, padding: 12 }} aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
