import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, theme } from 'antd';
import { Fragment, type CSSProperties, type ReactNode } from 'react';

/** The editor's tools, named as tiptap names what they toggle. */
export type ToolName =
  | 'bold'
  | 'italic'
  | 'heading'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo';

interface ToolSpec {
  name: ToolName;
  label: string;
  icon: ReactNode;
  /** A mark or block the selection is in or not (aria-pressed); the others are commands. */
  toggle?: boolean;
}

const quote = (
  <span aria-hidden style={{ fontWeight: 700, fontFamily: 'Georgia, serif' }}>
    “
  </span>
);

// The editor's toolbar as one table of tools.
const TOOL_GROUPS: ToolSpec[][] = [
  [
    { name: 'bold', label: '加粗', icon: <BoldOutlined />, toggle: true },
    { name: 'italic', label: '斜体', icon: <ItalicOutlined />, toggle: true },
    { name: 'heading', label: '标题', icon: <FontSizeOutlined />, toggle: true },
  ],
  [
    { name: 'bulletList', label: '无序列表', icon: <UnorderedListOutlined />, toggle: true },
    { name: 'orderedList', label: '有序列表', icon: <OrderedListOutlined />, toggle: true },
    { name: 'blockquote', label: '引用', icon: quote, toggle: true },
  ],
  [
    { name: 'link', label: '链接', icon: <LinkOutlined />, toggle: true },
    { name: 'image', label: '图片', icon: <PictureOutlined /> },
  ],
  [
    { name: 'undo', label: '撤销', icon: <UndoOutlined /> },
    { name: 'redo', label: '重做', icon: <RedoOutlined /> },
  ],
];

export interface ToolState {
  active?: boolean;
  disabled?: boolean;
}

export interface ToolRowProps {
  state: (name: ToolName) => ToolState;
  onTool: (name: ToolName) => void;
  /** Wraps each button (the editor adds a tooltip). */
  wrap?: (button: ReactNode, label: string) => ReactNode;
}

/** The toolbar's buttons in their groups, as antd's small text buttons. */
export const ToolRow = ({ state, onTool, wrap = (b) => b }: ToolRowProps) =>
  TOOL_GROUPS.map((group, i) => (
    <Fragment key={group[0].name}>
      {i > 0 && <Divider type="vertical" />}
      {group.map(({ name, label, icon, toggle }) => {
        const { active = false, disabled } = state(name);
        return (
          <Fragment key={name}>
            {wrap(
              <Button
                type={active ? 'primary' : 'text'}
                ghost={active}
                size="small"
                icon={icon}
                aria-label={label}
                aria-pressed={toggle ? active : undefined}
                disabled={disabled}
                data-tool={name}
                // Keep the selection: a mousedown on the button would otherwise blur the editor.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onTool(name)}
              />,
              label,
            )}
          </Fragment>
        );
      })}
    </Fragment>
  ));

/** The editor's outline, from the theme: the editor and its loading skeleton sit in the same box. */
export const useFrameStyle = (disabled?: boolean): CSSProperties => {
  const { token } = theme.useToken();
  return {
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
  };
};
