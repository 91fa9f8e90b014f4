import { Button, Result, Space } from 'antd';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { call } from '../api/call';
import { useSession } from '../api/session-store';
import { refreshPublished } from '../engine/published-files';
import { SCHEMA_ADMIN_PATH } from '../engine/schema/published';
import type { BrokenFile } from '../engine/schema/broken-files';
import { useFeedback } from '../engine/state/feedback';

const named = (f: BrokenFile) => `「${f.title}」第 ${f.version} 版`;

/**
 * A page that broke while rendering with a firm's published file (route-error.tsx). A `system`
 * user rolls the file back to the version before it in one step (schema.rollback publishes that
 * version's content as a new version) or opens 页面配置; anyone else is told whom to ask. Either
 * way 重试 reads the published files again and renders the page anew: an admin may have fixed it.
 */
export function PublishedErrorPage({ files }: { files: BrokenFile[] }) {
  const { user } = useSession();
  const { message, modal } = useFeedback();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const system = user?.auth.includes('system') ?? false;

  // A render error stays on screen until the router revalidates (or the location changes).
  const retry = async () => {
    await refreshPublished();
    await revalidator.revalidate();
  };

  const rollBack = (f: BrokenFile) =>
    modal.confirm({
      title: '回滚到上一版',
      content: `将${named(f)}回滚为第 ${f.version - 1} 版的内容（作为新的一版发布），所有用户立即生效。确定回滚吗？`,
      okText: '回滚',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const { version } = await call<{ version: number }>('schema.rollback', {
            body: {
              file: f.file,
              version: f.version - 1,
              baseVersion: f.version,
              note: `页面无法显示，从出错页面回滚第 ${f.version} 版`,
            },
          });
          void message.success(`已回滚「${f.title}」，现为第 ${version} 版`);
          await retry();
        } finally {
          setBusy(false);
        }
      },
    });

  return (
    <Result
      status="error"
      title={`页面配置${files.map(named).join('、')}无法显示`}
      subTitle={
        system
          ? '该页面使用的已发布配置在显示时出错，已填写的内容可能未保存。可回滚到上一版，或在页面配置中修改后重新发布。'
          : '该页面使用的配置在显示时出错，已填写的内容可能未保存。请联系系统管理员处理，处理后点击重试。'
      }
      extra={
        <Space wrap>
          {system &&
            files.map((f) => (
              <Button key={f.file} type="primary" loading={busy} onClick={() => rollBack(f)}>
                {files.length > 1 ? `回滚「${f.title}」到上一版` : '回滚到上一版'}
              </Button>
            ))}
          {system && <Link to={SCHEMA_ADMIN_PATH}>打开页面配置</Link>}
          <Button type={system ? 'default' : 'primary'} onClick={() => void retry()}>
            重试
          </Button>
        </Space>
      }
    />
  );
}
