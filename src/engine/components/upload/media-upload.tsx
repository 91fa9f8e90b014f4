import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { acceptOf, uploadErrorMessage, uploadFile, type UploadKind } from './upload-file';
import { UploadProgress } from './upload-progress';

export interface MediaUploadProps {
  /** The stored URL; '' or null when empty. */
  value?: string | null;
  onChange?: (url: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
}

const TEXT: Record<UploadKind, { empty: string; preview: string }> = {
  image: { empty: '上传图片', preview: '图片预览' },
  video: { empty: '上传视频', preview: '视频预览' },
};

const BOX = 104;

/**
 * One image or video as a URL, uploaded straight to the OSS policy host. The file input carries
 * the field's aria-label, so tests and e2e can find it by the field's name.
 */
function MediaUpload({
  kind,
  value,
  onChange,
  disabled,
  readOnly,
  'aria-label': ariaLabel,
}: MediaUploadProps & { kind: UploadKind }) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const locked = disabled || readOnly;

  useEffect(() => () => pending.current?.abort(), []);

  const choose = () => {
    if (!locked && percent === null) input.current?.click();
  };

  const onFile = async (file: File | undefined) => {
    // The same file chosen twice must fire change again.
    if (input.current) input.current.value = '';
    if (!file) return;
    const controller = new AbortController();
    pending.current = controller;
    setError(null);
    setPercent(0);
    try {
      const url = await uploadFile(file, kind, {
        onProgress: setPercent,
        signal: controller.signal,
      });
      if (!controller.signal.aborted) onChange?.(url);
    } catch (failure) {
      if (!controller.signal.aborted) setError(uploadErrorMessage(failure));
    } finally {
      if (!controller.signal.aborted) setPercent(null);
      pending.current = null;
    }
  };

  const box: CSSProperties = {
    width: BOX,
    height: BOX,
    border: `1px dashed ${token.colorBorder}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorFillAlter,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    color: token.colorTextSecondary,
    cursor: locked ? 'not-allowed' : 'pointer',
    opacity: disabled ? 0.6 : 1,
    padding: 0,
  };

  const preview = value ? (
    kind === 'image' ? (
      <img
        src={value}
        alt={TEXT.image.preview}
        width={BOX}
        height={BOX}
        style={{
          objectFit: 'cover',
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          display: 'block',
        }}
      />
    ) : (
      <video
        src={value}
        controls
        width={240}
        preload="metadata"
        aria-label={TEXT.video.preview}
        style={{ display: 'block', borderRadius: token.borderRadius, background: '#000' }}
      />
    )
  ) : null;

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={acceptOf(kind)}
        aria-label={ariaLabel ?? TEXT[kind].empty}
        disabled={locked}
        style={{ display: 'none' }}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {!preview && readOnly ? (
        // Plain text in Typography's secondary colour: Typography brings its copy, edit and
        // ellipsis parts (7 kB gzipped) along.
        <span style={{ color: token.colorTextSecondary }}>未上传</span>
      ) : preview ? (
        <Space direction={kind === 'image' ? 'horizontal' : 'vertical'} align="end">
          {preview}
          {!locked && (
            <Space size={4}>
              <Button
                size="small"
                autoInsertSpace={false}
                onClick={choose}
                disabled={percent !== null}
              >
                更换
              </Button>
              <Button
                size="small"
                autoInsertSpace={false}
                danger
                disabled={percent !== null}
                onClick={() => {
                  setError(null);
                  onChange?.('');
                }}
              >
                删除
              </Button>
            </Space>
          )}
        </Space>
      ) : (
        <button type="button" style={box} onClick={choose} disabled={locked || percent !== null}>
          <PlusOutlined />
          <span>{TEXT[kind].empty}</span>
        </button>
      )}
      {percent !== null && (
        <UploadProgress
          percent={percent}
          style={{ width: kind === 'image' ? BOX * 2 : 240, marginTop: 8 }}
        />
      )}
      {error && (
        <span role="alert" style={{ display: 'block', marginTop: 4, color: token.colorError }}>
          {error}
        </span>
      )}
    </div>
  );
}

/** x-component "ImageUpload": an avatar, cover or photo URL (JPG/PNG/WebP/GIF). */
export const ImageUpload = (props: MediaUploadProps) => <MediaUpload kind="image" {...props} />;

/** x-component "VideoUpload": a video URL (MP4). */
export const VideoUpload = (props: MediaUploadProps) => <MediaUpload kind="video" {...props} />;
