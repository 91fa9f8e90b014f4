import { Input, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

// The confirmation of 回滚 and 恢复默认: what will happen, and an optional note for the history.

interface Props {
  title: string;
  children: ReactNode;
  okText: string;
  onOk: (note: string) => Promise<void>;
  onClose: () => void;
}

export const NoteDialog = ({ title, children, okText, onOk, onClose }: Props) => {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onOk(note.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{children}</Typography.Paragraph>
      <label htmlFor="schema-note">说明（选填）</label>
      <Input.TextArea
        id="schema-note"
        rows={2}
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
};
