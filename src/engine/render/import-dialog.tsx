import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Radio, Result, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { download, saveFile } from '../../api/download';
import { ApiError } from '../../api/errors';
import {
  fileProblem,
  outcomeSummary,
  previewSummary,
  type ImportOutcome,
  type ImportPreview,
  type ImportProblem,
} from '../schema/import-summary';
import type { ImportDef } from '../schema/types';
import { validators } from '../schema/validators';

export interface ImportDialogProps {
  def: ImportDef;
  /** `imported`: something was written, so the list reloads. */
  onClose: (imported: boolean) => void;
}

/** The file as base64, the way the import calls carry it in their JSON body. */
const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** A base64 .xlsx from an answer as a file the browser saves. */
const saveBase64 = ({ fileName, content }: { fileName: string; content: string }) => {
  const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
  saveFile({ blob: new Blob([bytes]), fileName });
};

const problemColumns = [
  { key: 'row', dataIndex: 'row', title: '行号', width: 72 },
  { key: 'column', dataIndex: 'column', title: '列', width: 120 },
  { key: 'message', dataIndex: 'message', title: '问题' },
];

const PASSWORD = validators.password;

/**
 * 导入 (a list's `import`): 下载模板, choose an .xlsx, 预览 lists every row's problems, 确认导入
 * sends the same file again and the server imports the rows that pass, then the summary (and, for
 * generated passwords, their one download). Problems stay in the dialog until it is closed.
 */
export const ImportDialog = ({ def, onClose }: ImportDialogProps) => {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [mode, setMode] = useState<'one' | 'generate'>('one');
  const [password, setPassword] = useState('');
  const [passwordsSaved, setPasswordsSaved] = useState(false);
  const label = def.label ?? '导入';

  const send = async <T,>(name: string, extra: Record<string, unknown> = {}): Promise<T | null> => {
    if (!file) return null;
    setBusy(true);
    setProblem(null);
    try {
      const body = { file: await readBase64(file), fileName: file.name, ...extra };
      // Quiet: a refusal is shown in the dialog, where it stays until read.
      return await call<T>(name as CallName, { body, silent: true });
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : '读取文件失败，请重新选择文件');
      return null;
    } finally {
      setBusy(false);
    }
  };

  const choose = (f: File) => {
    const why = fileProblem(f);
    setProblem(why);
    setPreview(null);
    setFile(why ? null : f);
    return false;
  };

  const passwordProblem =
    def.password && mode === 'one' && !new RegExp(PASSWORD.pattern).test(password)
      ? password
        ? PASSWORD.message
        : '请输入初始密码'
      : null;

  const confirm = async () => {
    const extra = def.password && mode === 'one' ? { password } : {};
    const out = await send<ImportOutcome>(def.call, extra);
    if (out) setOutcome(out);
  };

  if (outcome) {
    const passwords = outcome.passwords;
    return (
      <Modal open title={label} footer={null} onCancel={() => onClose(outcome.imported > 0)}>
        <Result
          status={outcome.invalidRows ? 'warning' : 'success'}
          title={outcomeSummary(def, outcome)}
          extra={
            <Space direction="vertical">
              {passwords && (
                <>
                  <Alert
                    type="warning"
                    showIcon
                    message="初始密码只提供这一次，请下载并妥善转交，关闭后无法再次下载。"
                  />
                  <Button
                    type="primary"
                    icon={<DownloadOutlined />}
                    disabled={passwordsSaved}
                    onClick={() => {
                      saveBase64(passwords);
                      setPasswordsSaved(true);
                    }}
                  >
                    {passwordsSaved ? '已下载初始密码' : '下载初始密码'}
                  </Button>
                </>
              )}
              <Button onClick={() => onClose(outcome.imported > 0)}>完成</Button>
            </Space>
          }
        />
        {outcome.errors.length > 0 && <Problems errors={outcome.errors} />}
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={label}
      width={720}
      maskClosable={false}
      onCancel={() => onClose(false)}
      footer={
        <Space>
          <Button onClick={() => onClose(false)}>取消</Button>
          {!preview ? (
            <Button
              type="primary"
              disabled={!file}
              loading={busy}
              onClick={async () => setPreview(await send<ImportPreview>(def.preview))}
            >
              预览
            </Button>
          ) : (
            <Button
              type="primary"
              disabled={preview.valid === 0 || Boolean(passwordProblem)}
              loading={busy}
              onClick={confirm}
            >
              确认导入
            </Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        {def.hint && <Typography.Text type="secondary">{def.hint}</Typography.Text>}
        {def.template && (
          <Button
            icon={<DownloadOutlined />}
            onClick={async () => saveFile(await download(def.template as CallName))}
          >
            下载模板
          </Button>
        )}
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={choose}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          onRemove={() => {
            setFile(null);
            setPreview(null);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖入 .xlsx 文件</p>
        </Upload.Dragger>
        {def.password && (
          <Space direction="vertical">
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as typeof mode)}>
              <Radio value="one">统一初始密码</Radio>
              <Radio value="generate">为每人随机生成（导入后下载一次）</Radio>
            </Radio.Group>
            {mode === 'one' && (
              <Input.Password
                aria-label="初始密码"
                placeholder="所有新账号使用此初始密码"
                autoComplete="new-password"
                value={password}
                status={password && passwordProblem ? 'error' : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
            {mode === 'one' && password && passwordProblem && (
              <Typography.Text type="danger">{passwordProblem}</Typography.Text>
            )}
          </Space>
        )}
        {problem && <Alert type="error" showIcon message={problem} />}
        {preview && (
          <Alert
            type={preview.invalidRows ? 'warning' : 'success'}
            showIcon
            message={previewSummary(def, preview)}
          />
        )}
        {preview && preview.errors.length > 0 && <Problems errors={preview.errors} />}
      </Space>
    </Modal>
  );
};

/** Every problem by row and column. */
const Problems = ({ errors }: { errors: ImportProblem[] }) => (
  <Table
    aria-label="导入问题"
    size="small"
    rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
    columns={problemColumns}
    dataSource={errors}
    pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
  />
);
