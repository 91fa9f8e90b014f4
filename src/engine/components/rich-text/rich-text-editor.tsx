import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import type { RichTextProps } from './rich-text-props';
import { RichTextToolbar } from './rich-text-toolbar';
import { useFrameStyle } from './rich-text-tools';
import { isSafeUrl } from './safe-url';
import './rich-text.css';

// StarterKit keeps an empty paragraph after a last heading, list or image so the caret can reach
// the end; it is editing furniture, not content.
const toStored = (html: string): string => html.replace(/(?:<p><\/p>)+$/, '');

/** The editor behind RichText (rich-text.tsx), in its own chunk. */
export default function RichTextEditor({
  value,
  onChange,
  disabled,
  readOnly,
  'aria-label': ariaLabel,
}: RichTextProps) {
  const locked = Boolean(disabled || readOnly);
  const frame = useFrameStyle(disabled);
  // What we last emitted or loaded: a value equal to it is our own echo, not a new document.
  const current = useRef(value ?? '');
  const emit = useRef(onChange);
  emit.current = onChange;

  const extensions = useMemo(
    () => [
      // StarterKit 3 bundles Link; ours is configured below.
      StarterKit.configure({ link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isSafeUrl(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      }),
      Image.configure({ allowBase64: false }),
    ],
    [],
  );

  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable: !locked,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel ?? '正文',
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = toStored(e.isEmpty ? '' : e.getHTML());
      // The trailing-node plugin's own transactions change nothing we store.
      if (html === current.current) return;
      current.current = html;
      emit.current?.(html);
    },
  });

  // A value from outside (the form loaded a record, or was reset) replaces the document.
  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === current.current) return;
    current.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!locked);
  }, [editor, locked]);

  return (
    <div className="rich-text" style={frame}>
      {editor && !locked && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
