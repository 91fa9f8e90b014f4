import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useState } from 'react';

/**
 * The clipboard API exists only on secure origins; a console served over plain http on a firm's
 * network falls back to the selection and execCommand, as antd's copyable does.
 */
export const copyText = async (text: string): Promise<boolean> => {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission): try the selection below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
};

/**
 * Typography's `copyable` button (icon, 复制 / 已复制 for three seconds) without Typography, whose
 * copy, edit and ellipsis parts are 7 kB gzipped on each settings page showing a code.
 */
export const CopyButton = ({ text }: { text: string }) => {
  const { token } = theme.useToken();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? '已复制' : '复制';
  return (
    <Button
      type="text"
      size="small"
      aria-label={label}
      title={label}
      icon={copied ? <CheckOutlined style={{ color: token.colorSuccess }} /> : <CopyOutlined />}
      onClick={() => void copyText(text).then(setCopied)}
    />
  );
};
