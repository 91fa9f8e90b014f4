import { Button, Input, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { KIND_TITLES } from './file-keys';
import { timeText } from './time-text';
import type { FileKind, FileRow } from './types';

// Every editable file by its Chinese title, filterable by kind and by a word of its title or key.

const KIND_COLORS: Record<FileKind, string> = { forms: 'blue', lists: 'green', routes: 'orange' };

interface Props {
  rows: FileRow[];
  /** Files with edits not yet published, marked in the list. */
  dirty: ReadonlySet<string>;
  onOpen: (file: string) => void;
}

export const FileTable = ({ rows, dirty, onOpen }: Props) => {
  const [word, setWord] = useState('');
  const shown = useMemo(() => {
    const w = word.trim().toLowerCase();
    return w ? rows.filter((r) => r.title.toLowerCase().includes(w) || r.file.includes(w)) : rows;
  }, [rows, word]);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Input.Search
        allowClear
        aria-label="按标题或文件名筛选"
        placeholder="按标题或文件名筛选"
        style={{ maxWidth: 320 }}
        onChange={(e) => setWord(e.target.value)}
      />
      <Table<FileRow>
        size="small"
        rowKey="file"
        dataSource={shown}
        pagination={false}
        onRow={(r) => ({ onDoubleClick: () => onOpen(r.file) })}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, r) => (
              <Space size={4}>
                <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(r.file)}>
                  {title}
                </Button>
                {dirty.has(r.file) && <Tag color="gold">未发布的修改</Tag>}
              </Space>
            ),
          },
          {
            title: '类型',
            dataIndex: 'kind',
            filters: (Object.keys(KIND_TITLES) as FileKind[]).map((k) => ({
              text: KIND_TITLES[k],
              value: k,
            })),
            onFilter: (value, r) => r.kind === value,
            render: (kind: FileKind) => <Tag color={KIND_COLORS[kind]}>{KIND_TITLES[kind]}</Tag>,
          },
          { title: '文件', dataIndex: 'file' },
          {
            title: '当前版本',
            dataIndex: 'version',
            render: (v: number) => (v ? `第 ${v} 版` : '默认'),
          },
          { title: '发布人', dataIndex: 'author', render: (a?: string) => a ?? '-' },
          {
            title: '发布时间',
            dataIndex: 'updatedAt',
            render: timeText,
          },
        ]}
      />
    </Space>
  );
};
