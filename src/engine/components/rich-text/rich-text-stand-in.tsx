import { useLayoutEffect, useRef, type ClipboardEvent, type FocusEvent } from 'react';
import { LOAD_FAILED } from '../stand-in/stand-in';
import type { RichTextProps } from './rich-text-props';
import { ToolRow, useFrameStyle, type ToolName } from './rich-text-tools';
import { purifyHtml } from './safe-html';
import './rich-text.css';

// An empty text box still holds a paragraph, so typing and Enter make paragraphs as the editor
// would, rather than bare text and <div>s.
const EMPTY = '<p><br></p>';

/** The stand-in's HTML as the field stores it: '' when nothing but empty paragraphs is left. */
export const draftHtml = (box: HTMLElement): string =>
  box.textContent?.trim() || box.querySelector('img') ? purifyHtml(box.innerHTML) : '';

export interface StandInProps extends RichTextProps {
  failed: boolean;
  /** Someone is about to use it: a hover, a touch, a focus, or a tool clicked (`tool`). */
  onIntent: (tool?: ToolName) => void;
  /** Where the focus is inside the stand-in, if anywhere: the editor takes it over. */
  onFocusAt: (at: 'content' | ToolName | undefined) => void;
  /** An input method is composing (Chinese typed as pinyin): the editor must wait for it. */
  onComposing: (composing: boolean) => void;
}

/**
 * The editor drawn before its code (tiptap and ProseMirror, the largest part of the console) is
 * here: the same toolbar and box, the stored HTML through purifyHtml, and a plain contenteditable
 * that takes typing, pasted as text, so that nothing typed before the swap is lost.
 */
export function RichTextStandIn({
  value,
  onChange,
  disabled,
  readOnly,
  'aria-label': ariaLabel,
  failed,
  onIntent,
  onFocusAt,
  onComposing,
}: StandInProps) {
  const locked = Boolean(disabled || readOnly);
  const frame = useFrameStyle(disabled);
  const box = useRef<HTMLDivElement>(null);
  // What the box holds, as last emitted or loaded: a value equal to it is our own echo.
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    const next = value ?? '';
    if (!box.current || next === shown.current) return;
    shown.current = next;
    box.current.innerHTML = purifyHtml(next) || (locked ? '' : EMPTY);
  }, [value, locked]);

  const emit = () => {
    if (!box.current) return;
    const html = draftHtml(box.current);
    if (html === shown.current) return;
    shown.current = html;
    onChange?.(html);
  };

  const intent = locked ? undefined : () => onIntent();
  const focusAt = (e: FocusEvent<HTMLElement>) =>
    onFocusAt(
      e.target === box.current
        ? 'content'
        : ((e.target as HTMLElement).dataset.tool as ToolName | undefined),
    );

  return (
    <div
      className="rich-text"
      style={frame}
      onPointerEnter={intent}
      onTouchStart={intent}
      onFocus={
        locked
          ? undefined
          : (e) => {
              focusAt(e);
              onIntent();
            }
      }
      onBlur={() => onFocusAt(undefined)}
    >
      {!locked && (
        <div className="rich-text-toolbar" role="toolbar" aria-label="格式">
          <ToolRow
            state={(name) => ({ disabled: name === 'undo' || name === 'redo' })}
            onTool={onIntent}
          />
          {failed && (
            <span role="alert" className="rich-text-failed">
              {LOAD_FAILED}
            </span>
          )}
        </div>
      )}
      <div>
        <div
          ref={box}
          className="rich-text-content rich-text-draft"
          role="textbox"
          aria-multiline="true"
          aria-label={ariaLabel ?? '正文'}
          contentEditable={!locked}
          suppressContentEditableWarning
          onInput={emit}
          onCompositionStart={() => onComposing(true)}
          onCompositionEnd={() => {
            emit();
            onComposing(false);
          }}
          onPaste={(e: ClipboardEvent) => {
            // Pasted HTML waits for the editor, which keeps what its schema allows; here, text.
            e.preventDefault();
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
          }}
          onDrop={(e) => e.preventDefault()}
        />
      </div>
    </div>
  );
}
