import { Alert, Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/call';
import { diffSchemas } from '../../engine/schema/diff';
import { useFeedback } from '../../engine/state/feedback';
import { ChangeList } from './change-list';
import { NoteDialog } from './note-dialog';
import { ProblemList } from './problem-list';
import { refusalOf } from './refusal';
import { timeText } from './time-text';
import type { HistoryAction, HistoryRow, SchemaChange, SchemaProblem } from './types';

// 历史版本: every version of a file, newest first, with author, time and note; the diff between
// any two of them; and 回滚 to any, which publishes that version's content as a new version.

const ACTIONS: Record<HistoryAction, { text: string; color: string }> = {
  publish: { text: '发布', color: 'blue' },
  rollback: { text: '回滚', color: 'orange' },
  reset: { text: '恢复默认', color: 'gold' },
};

interface Props {
  file: string;
  title: string;
  /** The version the page has open: 回滚 sends it as the base version. */
  baseVersion: number;
  onClose: () => void;
  /** A rollback made `version` current. */
  onChanged: (version: number) => void;
}

const versionText = (v: number) => (v ? `第 ${v} 版` : '默认文件');

export const HistoryDrawer = ({ file, title, baseVersion, onClose, onChanged }: Props) => {
  const { message } = useFeedback();
  const [rows, setRows] = useState<HistoryRow[]>();
  const [failed, setFailed] = useState<string>();
  const [picked, setPicked] = useState<number[]>([]);
  const [diff, setDiff] = useState<{ from: number; to: number; changes: SchemaChange[] }>();
  const [rollbackTo, setRollbackTo] = useState<number>();
  // A rollback the check refused (another file still names what that version lacks).
  const [refused, setRefused] = useState<SchemaProblem[]>([]);

  const load = useCallback(() => {
    setFailed(undefined);
    setRows(undefined);
    call<HistoryRow[]>('schema.history', { query: { file }, silent: true }).then(setRows, (e) =>
      setFailed(refusalOf(e).message),
    );
  }, [file]);
  useEffect(load, [load]);

  /** A version's content; 恢复默认's versions (content null) mean the deployed file, version 0. */
  const contentOf = async (version: number): Promise<unknown> => {
    const { content } = await call<{ content: unknown }>('schema.version', {
      query: { file, version },
    });
    return content === null && version !== 0 ? contentOf(0) : content;
  };

  const compare = async () => {
    const [from, to] = [...picked].sort((a, b) => a - b);
    const [before, after] = await Promise.all([contentOf(from), contentOf(to)]);
    setDiff({ from, to, changes: diffSchemas(before, after) });
  };

  const rollback = async (version: number, note: string) => {
    setRefused([]);
    try {
      const answer = await call<{ version: number }>('schema.rollback', {
        body: { file, version, baseVersion, ...(note ? { note } : {}) },
        silent: true,
      });
      void message.success(`已回滚到${versionText(version)}，新版本为第 ${answer.version} 版`);
      setRollbackTo(undefined);
      onChanged(answer.version);
      load();
    } catch (e) {
      const refusal = refusalOf(e);
      void message.error(refusal.message);
      if (refusal.kind === 'problems') {
        setRefused(refusal.problems);
        setRollbackTo(undefined);
      }
    }
  };

  const current = rows?.[0]?.version;
  return (
    <Drawer open title={`历史版本：${title}`} width={860} onClose={onClose}>
      {failed ? (
        <Alert
          type="error"
          showIcon
          message="历史版本加载失败"
          description={failed}
          action={<Button onClick={load}>重试</Button>}
        />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {refused.length > 0 && (
            <Alert
              type="error"
              showIcon
              message="回滚未完成：那个版本通不过检查"
              description={<ProblemList problems={refused} ready />}
            />
          )}
          <Space>
            <Button
              disabled={picked.length !== 2}
              onClick={() => void compare().catch(() => undefined)}
            >
              对比所选版本
            </Button>
            <Typography.Text type="secondary">勾选两个版本后对比</Typography.Text>
          </Space>
          <Table<HistoryRow>
            size="small"
            rowKey="version"
            loading={!rows}
            dataSource={rows}
            pagination={false}
            rowSelection={{
              // Two versions are compared, so there is no 全选; each box names its version.
              hideSelectAll: true,
              getCheckboxProps: (r) => {
                const label = `选择${versionText(r.version)}`;
                return { title: label, 'aria-label': label };
              },
              selectedRowKeys: picked,
              // Two at most: a third pick replaces the older of the two.
              onChange: (keys) => setPicked((keys as number[]).slice(-2)),
            }}
            columns={[
              { title: '版本', dataIndex: 'version', render: versionText },
              {
                title: '操作类型',
                dataIndex: 'action',
                render: (a: HistoryAction) => <Tag color={ACTIONS[a].color}>{ACTIONS[a].text}</Tag>,
              },
              { title: '操作人', dataIndex: 'author' },
              { title: '时间', dataIndex: 'createdAt', render: timeText },
              { title: '说明', dataIndex: 'note' },
              {
                title: '操作',
                key: 'op',
                render: (_: unknown, r) =>
                  r.version === current ? (
                    <Tag>当前版本</Tag>
                  ) : (
                    <Button size="small" onClick={() => setRollbackTo(r.version)}>
                      回滚
                    </Button>
                  ),
              },
            ]}
          />
          {diff && (
            <section aria-label="版本对比">
              <Typography.Title level={5}>
                {versionText(diff.from)} → {versionText(diff.to)}
              </Typography.Title>
              <ChangeList changes={diff.changes} label="版本差异" />
            </section>
          )}
        </Space>
      )}
      {rollbackTo !== undefined && (
        <NoteDialog
          title={`回滚到${versionText(rollbackTo)}`}
          okText="回滚"
          onOk={(note) => rollback(rollbackTo, note)}
          onClose={() => setRollbackTo(undefined)}
        >
          将以{versionText(rollbackTo)}
          的内容发布一个新版本，所有控制台立即使用它；之后的版本仍保留在历史中。
        </NoteDialog>
      )}
    </Drawer>
  );
};
