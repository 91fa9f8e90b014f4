import { Empty, List, Space, Tag, Typography } from 'antd';
import type { SchemaChange } from './types';

// A diff as people read it: what was added (green), removed (red) or changed (blue), each at its
// JSON pointer; the colours are on the tags (the theme's darker shades: docs/accessibility.md). A change to who may see something (`auth`, `x-auth`) gets its own colour and a
// 权限 tag, so a permission change never hides among label edits.

const KIND = {
  added: { color: 'green', text: '新增' },
  removed: { color: 'red', text: '删除' },
  changed: { color: 'blue', text: '修改' },
} as const;

/** A value shortened to one readable line. */
const short = (value: unknown): string => {
  const text = value === undefined ? '' : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

const Change = ({ change }: { change: SchemaChange }) => {
  const kind = KIND[change.kind];
  return (
    <List.Item
      data-kind={change.kind}
      data-auth={change.auth ? 'true' : undefined}
      style={change.auth ? { background: '#f9f0ff' } : undefined}
    >
      <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
        <Space size={4} wrap>
          <Tag color={kind.color}>{kind.text}</Tag>
          {change.auth && <Tag color="purple">权限</Tag>}
          <Typography.Text code>{change.pointer || '/'}</Typography.Text>
        </Space>
        {change.kind !== 'added' && (
          <Typography.Text delete={change.kind === 'removed'}>
            原：{short(change.before)}
          </Typography.Text>
        )}
        {change.kind !== 'removed' && <Typography.Text>新：{short(change.after)}</Typography.Text>}
      </Space>
    </List.Item>
  );
};

/** The changes of a diff, in order; `label` names the list for screen readers. */
export const ChangeList = ({ changes, label }: { changes: SchemaChange[]; label: string }) => (
  <section aria-label={label}>
    {changes.length ? (
      <List
        size="small"
        bordered
        dataSource={changes}
        rowKey={(c) => `${c.kind}:${c.pointer}`}
        renderItem={(c) => <Change change={c} />}
        style={{ maxHeight: 320, overflow: 'auto' }}
      />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有差异" />
    )}
  </section>
);
