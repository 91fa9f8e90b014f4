import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Input, Modal, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { acceptOf, uploadErrorMessage, uploadFile } from '../upload/upload-file';
import { UploadProgress } from '../upload/upload-progress';
import { isSafeUrl } from './safe-url';
import { ToolRow, type ToolName } from './rich-text-tools';

/** "www.a.cn" means https://www.a.cn; a path, anchor or scheme stays as typed. */
export const normalizeLink = (input: string): string => {
  const url = input.trim();
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || /^[/.#?]/.test(url)) return url;
  return `https://${url}`;
};

export interface RichTextToolbarProps {
  editor: Editor;
}

export function RichTextToolbar({ editor }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  };

  const saveLink = () => {
    const url = normalizeLink(href);
    if (!url) {
      chain().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!isSafeUrl(url)) {
      setLinkError('链接须以 http://、https:// 或 mailto: 开头');
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !state.link) {
      // No text selected: insert the address itself as the link text.
      chain()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href: url }).run();
    }
    setLinkOpen(false);
  };

  const insertImage = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setUploadError(null);
    setPercent(0);
    try {
      const src = await uploadFile(file, 'image', { onProgress: setPercent });
      chain().setImage({ src, alt: '' }).run();
    } catch (error) {
      setUploadError(uploadErrorMessage(error));
    } finally {
      setPercent(null);
    }
  };

  const tools: Record<ToolName, () => void> = {
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    heading: () => chain().toggleHeading({ level: 2 }).run(),
    bulletList: () => chain().toggleBulletList().run(),
    orderedList: () => chain().toggleOrderedList().run(),
    blockquote: () => chain().toggleBlockquote().run(),
    link: openLink,
    image: () => fileInput.current?.click(),
    undo: () => chain().undo().run(),
    redo: () => chain().redo().run(),
  };
  const runTool = (name: ToolName) => tools[name]();
  // The toggles the selection is in (keyed by tool name in the selector above), and what waits.
  const active: Partial<Record<ToolName, boolean>> = state;
  const disabled: Partial<Record<ToolName, boolean>> = {
    image: percent !== null,
    undo: !state.canUndo,
    redo: !state.canRedo,
  };

  return (
    <>
      <div className="rich-text-toolbar" role="toolbar" aria-label="格式">
        <ToolRow
          state={(name) => ({ active: active[name], disabled: disabled[name] })}
          onTool={runTool}
          wrap={(button, label) => (
            <Tooltip title={label} mouseEnterDelay={0.4}>
              {button}
            </Tooltip>
          )}
        />
        <input
          ref={fileInput}
          type="file"
          accept={acceptOf('image')}
          aria-label="插入图片"
          style={{ display: 'none' }}
          onChange={(e) => void insertImage(e.target.files?.[0])}
        />
        {percent !== null && (
          <UploadProgress percent={percent} style={{ width: 120, margin: '0 8px' }} />
        )}
      </div>
      {uploadError && (
        <Typography.Text
          type="danger"
          role="alert"
          style={{ display: 'block', padding: '2px 12px' }}
        >
          {uploadError}
        </Typography.Text>
      )}
      <Modal
        title="插入链接"
        open={linkOpen}
        okText="确定"
        cancelText="取消"
        onOk={saveLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
        footer={(_, { OkBtn, CancelBtn }) => (
          <>
            {state.link && (
              <Button
                danger
                onClick={() => {
                  chain().extendMarkRange('link').unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                移除链接
              </Button>
            )}
            <CancelBtn />
            <OkBtn />
          </>
        )}
      >
        <Input
          aria-label="链接地址"
          placeholder="https://"
          value={href}
          status={linkError ? 'error' : undefined}
          onChange={(e) => setHref(e.target.value)}
          onPressEnter={saveLink}
          autoFocus
        />
        {linkError && <Typography.Text type="danger">{linkError}</Typography.Text>}
      </Modal>
    </>
  );
}
