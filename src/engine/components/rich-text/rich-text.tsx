import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextProps } from './rich-text-editor';

export type { RichTextProps };

// tiptap and ProseMirror are a large chunk; forms without a rich-text field never load it.
const Editor = lazy(() => import('./rich-text-editor'));

/**
 * x-component "RichText": an HTML string edited with tiptap (loaded on first use). Render stored
 * HTML with SafeHtml (safe-html.tsx), never directly.
 */
export const RichText = (props: RichTextProps) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
    <Editor {...props} />
  </Suspense>
);
