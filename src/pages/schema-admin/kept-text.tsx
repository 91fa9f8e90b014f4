import { Alert, Button, Input, Space } from 'antd';
import { useFeedback } from '../../engine/state/feedback';

/** The user's own text, set aside when a newer version was loaded over it: nothing typed is lost. */
export const KeptText = ({ text, onDrop }: { text: string; onDrop: () => void }) => {
  const { message } = useFeedback();
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => void message.success('已复制我的文本'))
      .catch(() => void message.warning('无法使用剪贴板，请在文本框中全选后复制'));
  return (
    <Alert
      type="info"
      showIcon
      message="我的文本（未发布）"
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          编辑器中已是最新版本；下面是你之前的文本，可对照着把修改重新加到编辑器中。
          <Input.TextArea aria-label="我的文本" readOnly rows={8} value={text} />
        </Space>
      }
      action={
        <Space direction="vertical">
          <Button size="small" onClick={() => void copy()}>
            复制
          </Button>
          <Button size="small" onClick={onDrop}>
            关闭
          </Button>
        </Space>
      }
    />
  );
};
