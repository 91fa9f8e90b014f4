import { Button, Modal, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  CONFLICT_TITLE,
  conflictRows,
  conflictSentence,
  type ConflictInfo,
} from '../schema/conflict';
import type { FormSchema } from '../schema/types';

type Plain = Record<string, unknown>;

export interface ConflictDialogProps {
  info: ConflictInfo;
  form: FormSchema;
  /** What the user sent. */
  mine: Plain;
  /** The record as it is now; null when it could not be read. */
  current: Plain | null;
  /** Save again over the version the other person saved. */
  onKeepMine: () => void;
  /** Drop the user's edits and show the current record. */
  onReload: () => void;
  /** Back to the form, edits intact. */
  onClose: () => void;
  busy?: boolean;
}

const columns = [
  { title: '字段', dataIndex: 'label', key: 'label', width: 140 },
  { title: '我的修改', dataIndex: 'mine', key: 'mine' },
  { title: '当前内容', dataIndex: 'current', key: 'current' },
];

/**
 * Shown when a save comes back 409: names who saved first and when, and offers 对比 (a table of
 * the differing fields), 保留我的修改 and 重新加载. Closing it leaves the form as the user typed it.
 */
export const ConflictDialog = ({
  info,
  form,
  mine,
  current,
  onKeepMine,
  onReload,
  onClose,
  busy,
}: ConflictDialogProps) => {
  const [comparing, setComparing] = useState(false);
  const rows = useMemo(
    () => (current ? conflictRows(form, mine, current) : null),
    [form, mine, current],
  );
  return (
    <Modal
      open
      title={CONFLICT_TITLE}
      width={comparing ? 720 : 480}
      maskClosable={false}
      onCancel={onClose}
      footer={[
        <Button key="compare" disabled={!rows} onClick={() => setComparing((v) => !v)}>
          对比
        </Button>,
        <Button key="reload" onClick={onReload} disabled={busy}>
          重新加载
        </Button>,
        <Button key="keep" type="primary" loading={busy} onClick={onKeepMine}>
          保留我的修改
        </Button>,
      ]}
    >
      <Typography.Paragraph>{conflictSentence(info)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        保留我的修改：以您填写的内容覆盖对方的修改；重新加载：放弃您的修改，显示当前内容。
      </Typography.Paragraph>
      {!rows && (
        <Typography.Paragraph type="secondary">
          无法读取当前内容，请重新加载后查看对方的修改。
        </Typography.Paragraph>
      )}
      {comparing && rows && (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          columns={columns}
          dataSource={rows}
          locale={{ emptyText: '您填写的内容与当前内容相同' }}
        />
      )}
    </Modal>
  );
};
