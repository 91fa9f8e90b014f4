import { Col, Modal, Row, Typography } from 'antd';
import { ChangeList } from './change-list';
import type { Conflict } from './types';

// 409: someone published this file since the user's edits started. Both diffs side by side; the
// way on loads the newest version into the editor and keeps the user's own text beside it (and
// on the clipboard), so nothing typed is lost.

interface Props {
  message: string;
  conflict: Conflict;
  onReload: () => void;
  onClose: () => void;
}

export const ConflictDialog = ({ message, conflict, onReload, onClose }: Props) => (
  <Modal
    open
    title="该文件已被他人发布"
    width={900}
    okText="加载最新版本（保留我的文本）"
    cancelText="暂不处理"
    onOk={onReload}
    onCancel={onClose}
  >
    <Typography.Paragraph>{message}</Typography.Paragraph>
    <Row gutter={16}>
      <Col span={12}>
        <Typography.Title level={5}>他人的修改（第 {conflict.current} 版）</Typography.Title>
        <ChangeList changes={conflict.theirs} label="他人的修改" />
      </Col>
      <Col span={12}>
        <Typography.Title level={5}>你的修改</Typography.Title>
        <ChangeList changes={conflict.ours} label="你的修改" />
      </Col>
    </Row>
    <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
      加载最新版本后，你的文本会显示在编辑器旁的“我的文本”面板中，并复制到剪贴板，可对照着重新修改。
    </Typography.Paragraph>
  </Modal>
);
