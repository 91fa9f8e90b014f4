import { useRef, useState } from 'react';
import { intentLoader, useIntent } from '../../registry/intent-loader';
import type { Handoff } from './rich-text-editor';
import type { RichTextProps } from './rich-text-props';
import { RichTextStandIn } from './rich-text-stand-in';
import type { ToolName } from './rich-text-tools';

export type { RichTextProps };

// tiptap and ProseMirror (with the toolbar's dialog, about 180 kB gzipped) load on the first
// hover, touch or focus of a rich-text field, once per page: until then a stand-in shows it.
const realEditor = intentLoader(() => import('./rich-text-editor'));

/**
 * x-component "RichText": an HTML string edited with tiptap. Until the editor's code is here, a
 * stand-in draws it (rich-text-stand-in.tsx) and takes typing; the editor then takes over with
 * what was typed, the focus, and a tool clicked meanwhile. A read-only or disabled field stays a
 * stand-in. Render stored HTML with SafeHtml (safe-html.tsx), never directly.
 */
export function RichText(props: RichTextProps) {
  const { module, failed, want } = useIntent(realEditor);
  const handoff = useRef<Handoff>({});
  // A composition (pinyin becoming 汉字) would be cut off by the swap: the editor waits for it.
  const [composing, setComposing] = useState(false);

  if (module && !composing) {
    const Editor = module.default;
    // A copy taken now: the stand-in's blur, as it leaves, must not change what the editor reads.
    return <Editor {...props} handoff={{ ...handoff.current }} />;
  }
  return (
    <RichTextStandIn
      {...props}
      failed={failed}
      onIntent={(tool?: ToolName) => {
        if (tool) handoff.current.tool = tool;
        want();
      }}
      onFocusAt={(at) => (handoff.current.focus = at)}
      onComposing={setComposing}
    />
  );
}
