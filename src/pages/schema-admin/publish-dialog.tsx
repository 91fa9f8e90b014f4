import { Alert, Form, Input, Modal, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { useFeedback } from '../../engine/state/feedback';
import { ChangeList } from './change-list';
import { refusalOf, type Refusal } from './refusal';
import type { Impact, RemovedField } from './types';

// 发布: the server's view of the edit first (schema.impact: the check, the diff, the removed
// fields holding data), then a required note; fields that records still hold need one more
// confirmation (their data stays in the database). A refusal goes back to the workspace.

interface Props {
  file: string;
  title: string;
  content: unknown;
  baseVersion: number;
  onClose: () => void;
  onPublished: (version: number) => void;
  /** A refusal the workspace shows: the check's findings at the editor, or a 409's diffs. */
  onRefused: (refusal: Refusal) => void;
}

const withData = (removed: RemovedField[]) => removed.filter((r) => r.count > 0);

const RemovedAlert = ({ removed }: { removed: RemovedField[] }) => (
  <Alert
    type="warning"
    showIcon
    style={{ marginTop: 12 }}
    message="以下字段将从表单中移除"
    description={
      <>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {removed.map((r) => (
            <li key={r.name}>
              {r.title}（{r.name}）：{r.count} 条记录有数据
            </li>
          ))}
        </ul>
        <Typography.Text>数据会保留，不会删除；恢复该字段后可再次看到。</Typography.Text>
      </>
    }
  />
);

export const PublishDialog = (props: Props) => {
  const { file, title, content, baseVersion, onClose, onPublished, onRefused } = props;
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<{ note: string }>();
  const [impact, setImpact] = useState<Impact>();
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    call<Impact>('schema.impact', { body: { file, content }, silent: true }).then(
      (answer) => {
        if (!live) return;
        if (answer.problems.length) {
          const refusal: Refusal = {
            kind: 'problems',
            problems: answer.problems,
            message: `发布失败：检查发现 ${answer.problems.length} 个问题`,
          };
          void message.error(refusal.message);
          onRefused(refusal);
        } else setImpact(answer);
      },
      (e: unknown) => live && setFailed(refusalOf(e).message),
    );
    return () => {
      live = false;
    };
    // Asked once per opening: the dialog is mounted for one publish.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const publish = async (note: string, confirmRemoved: boolean) => {
    setBusy(true);
    try {
      const { version } = await call<{ version: number }>('schema.publish', {
        body: { file, content, note, baseVersion, ...(confirmRemoved ? { confirmRemoved } : {}) },
        silent: true,
      });
      onPublished(version);
    } catch (e) {
      const refusal = refusalOf(e);
      void message.error(refusal.message);
      if (refusal.kind === 'removed') setImpact((i) => i && { ...i, removed: refusal.removed });
      else if (refusal.kind !== 'other') onRefused(refusal);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const { note } = await form.validateFields();
    const held = withData(impact?.removed ?? []);
    if (!held.length) return publish(note.trim(), false);
    modal.confirm({
      title: '移除的字段中仍有数据',
      content: (
        <>
          <ul style={{ paddingInlineStart: 20 }}>
            {held.map((r) => (
              <li key={r.name}>
                {r.title}（{r.name}）：{r.count} 条记录有数据
              </li>
            ))}
          </ul>
          数据会保留，不会删除。确定发布吗？
        </>
      ),
      okText: '确定发布',
      cancelText: '取消',
      onOk: () => publish(note.trim(), true),
    });
  };

  return (
    <Modal
      open
      title={`发布：${title}`}
      okText="发布"
      cancelText="取消"
      width={720}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ disabled: !impact, loading: busy }}
    >
      {failed ? (
        <Alert type="error" showIcon message="无法检查本次修改" description={failed} />
      ) : !impact ? (
        <Spin tip="正在检查本次修改…">
          <div style={{ height: 80 }} />
        </Spin>
      ) : (
        <>
          <Typography.Title level={5}>本次修改</Typography.Title>
          <ChangeList changes={impact.changes} label="本次修改" />
          {impact.removed.length > 0 && <RemovedAlert removed={impact.removed} />}
          <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
            <Form.Item
              name="note"
              label="说明"
              rules={[{ required: true, whitespace: true, message: '请填写说明' }]}
            >
              <Input.TextArea
                rows={2}
                maxLength={200}
                showCount
                placeholder="例如：名片增加工作语言"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
};
