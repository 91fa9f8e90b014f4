import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { QrCode, qrPngDataUrl } from '../../engine/components/card-preview/qr-code';
import { useFeedback } from '../../engine/state/feedback';

export interface CardShareProps {
  /** The card's public link (cardLink), what the QR code encodes. */
  link: string;
  /** For the downloaded file's name. */
  name: string;
  /** Whether the link shows anything yet: only a published card is public. */
  published: boolean;
}

/** The card's QR code and link with 复制链接 and 下载二维码. */
export function CardShare({ link, name, published }: CardShareProps) {
  const { message } = useFeedback();
  // The QR code's link says it was scanned, so 数据概览 can count views by source.
  const qrLink = `${link}?from=qr`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      message.success('链接已复制');
    } catch {
      // Clipboard access can be refused (permissions, an insecure page); the link stays visible.
      message.error('复制失败，请手动复制链接');
    }
  };

  const download = async () => {
    try {
      const a = document.createElement('a');
      a.href = await qrPngDataUrl(qrLink);
      a.download = `名片二维码-${name || '未命名'}.png`;
      a.click();
    } catch {
      message.error('二维码生成失败，请重试');
    }
  };

  return (
    <Card title="名片二维码">
      <Space align="start" size={24} wrap>
        <QrCode text={qrLink} size={160} alt="名片二维码" />
        <Space direction="vertical" size={12} style={{ maxWidth: 360 }}>
          <Typography.Text type="secondary">
            {published
              ? '扫描二维码或打开链接即可查看您已发布的名片。'
              : '名片审核通过并发布后，扫描二维码或打开链接即可查看。'}
          </Typography.Text>
          <Typography.Text aria-label="名片链接" style={{ wordBreak: 'break-all' }}>
            {link}
          </Typography.Text>
          <Space wrap>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              复制链接
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void download()}>
              下载二维码
            </Button>
          </Space>
        </Space>
      </Space>
    </Card>
  );
}
