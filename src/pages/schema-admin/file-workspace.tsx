import { Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { JsonEditor } from '../schema-lab/json-editor';
import { SchemaPreview } from '../schema-lab/schema-preview';
import { useDebounced } from '../schema-lab/use-debounced';
import { useFeedback } from '../../engine/state/feedback';
import { isDirty, type Draft } from './draft';
import { labPath, metaKindOf, parseText, problemIsIn } from './file-keys';
import { HistoryDrawer } from './history-drawer';
import type { LintContext } from './lint-context';
import { lintFile } from './lint-file';
import { useServerLint } from './server-lint';
import { ConflictDialog } from './conflict-dialog';
import { KeptText } from './kept-text';
import { ProblemList } from './problem-list';
import { PublishDialog } from './publish-dialog';
import type { Refusal } from './refusal';
import { ResetDialog } from './reset-dialog';
import type { SchemaProblem } from './types';

// One open file: the lab's editor (completion and Chinese hints from the meta-schemas) and the
// check as you type, the real engine's preview, and 发布 / 历史版本 / 恢复默认.

interface Props {
  file: string;
  draft: Draft;
  /** Undefined while the other files the check needs are loading. */
  context?: LintContext;
  onEdit: (text: string) => void;
  onServerProblems: (problems: SchemaProblem[]) => void;
  /** Loads the newest version; `keep` sets the user's text aside beside the editor. */
  onReload: (keep?: string) => Promise<void>;
  onDropKept: () => void;
  /** A publish, rollback or 恢复默认 made a new version current: the console follows it. */
  onChanged: () => void;
}

/** A finding the preview cannot be drawn with: the shape is wrong, or a component is unknown. */
const breaksPreview = (p: SchemaProblem) =>
  !p.pointer || /\/x-(component|decorator)$/.test(p.pointer);

export default function FileWorkspace(props: Props) {
  const { file, draft, context, onEdit, onServerProblems, onReload, onChanged } = props;
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<'publish' | 'history' | 'reset'>();
  const [refusal, setRefusal] = useState<Refusal & { kind: 'conflict' }>();
  const typed = useDebounced(draft.text, 250);
  // In the browser when it may compile the meta-schemas; otherwise the server checks each pause.
  const local = useMemo(() => {
    if (!context) return undefined;
    try {
      return lintFile(context, file, typed);
    } catch (e) {
      if (e instanceof EvalError) return 'server' as const;
      throw e;
    }
  }, [context, file, typed]);
  const remote = useServerLint(file, useDebounced(typed, 400), local === 'server');
  // Findings of an older text are not shown as the current text's: 检查结果 says 正在检查 instead.
  const found =
    typed !== draft.text
      ? undefined
      : local === 'server'
        ? remote.text === typed
          ? remote.problems
          : undefined
        : local;
  // The marks in the editor stay on the last findings until the new ones arrive (no flicker).
  const last = useRef<SchemaProblem[]>([]);
  if (found) last.current = found;
  const shown = found ?? last.current;
  const problems = useMemo(
    () => [...shown, ...draft.serverProblems.filter((p) => problemIsIn(p, file))],
    [shown, draft.serverProblems, file],
  );
  const data = useMemo(() => parseText(typed), [typed]);
  const dirty = isDirty(draft);

  const startPublish = () => {
    if (found === undefined) {
      void message.info('正在检查，请稍候再发布');
      return;
    }
    if (problems.length) {
      void message.error(`发布失败：检查发现 ${problems.length} 个问题，请按检查结果修改`);
      return;
    }
    setDialog('publish');
  };

  const refused = (r: Refusal) => {
    setDialog(undefined);
    if (r.kind === 'problems') onServerProblems(r.problems);
    if (r.kind === 'conflict') setRefusal(r);
  };

  /** A new version is current: load it; edits not yet published (回滚 over them) are kept aside. */
  const changed = async (text: string, keepEdits: boolean) => {
    setDialog(undefined);
    if (text) void message.success(text);
    onChanged();
    await onReload(keepEdits && dirty ? draft.text : undefined);
  };

  const reloadKeeping = async () => {
    const mine = draft.text;
    setRefusal(undefined);
    // The clipboard may be refused (no permission, no secure context): the side panel keeps it.
    await navigator.clipboard?.writeText(mine).catch(() => undefined);
    await onReload(mine);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Typography.Text strong>{draft.title}</Typography.Text>
            <Typography.Text code>{file}</Typography.Text>
            <Tag>{draft.baseVersion ? `第 ${draft.baseVersion} 版` : '默认'}</Tag>
            {draft.isDefault && draft.baseVersion > 0 && <Tag>使用默认文件</Tag>}
            {dirty && <Tag color="gold">未发布的修改</Tag>}
          </Space>
          <Space wrap>
            <Button disabled={!dirty} onClick={() => onEdit(draft.original)}>
              撤销修改
            </Button>
            <Button onClick={() => setDialog('history')}>历史版本</Button>
            <Button danger disabled={draft.isDefault} onClick={() => setDialog('reset')}>
              恢复默认
            </Button>
            <Button type="primary" disabled={!dirty} onClick={startPublish}>
              发布
            </Button>
          </Space>
        </Space>
      </Card>
      {draft.kept !== undefined && <KeptText text={draft.kept} onDrop={props.onDropKept} />}
      <Row gutter={16} wrap={false}>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <Card size="small" title="内容">
            <JsonEditor
              key={`${file}#${draft.generation}`}
              initial={draft.text}
              kind={metaKindOf(file)}
              problems={problems}
              onChange={onEdit}
            />
            <ProblemList problems={problems} ready={found !== undefined} />
          </Card>
        </Col>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <Card size="small" title="预览" data-testid="schema-preview">
            <SchemaPreview file={labPath(file)} data={data} broken={problems.some(breaksPreview)} />
          </Card>
        </Col>
      </Row>
      {dialog === 'publish' && (
        <PublishDialog
          file={file}
          title={draft.title}
          content={parseText(draft.text)}
          baseVersion={draft.baseVersion}
          onClose={() => setDialog(undefined)}
          onRefused={refused}
          onPublished={(version) => void changed(`已发布第 ${version} 版`, false)}
        />
      )}
      {dialog === 'history' && (
        <HistoryDrawer
          file={file}
          title={draft.title}
          baseVersion={draft.baseVersion}
          onClose={() => setDialog(undefined)}
          onChanged={() => void changed('', true)}
        />
      )}
      {dialog === 'reset' && (
        <ResetDialog
          file={file}
          title={draft.title}
          baseVersion={draft.baseVersion}
          dirty={dirty}
          onClose={() => setDialog(undefined)}
          onDone={(version) => void changed(`已恢复默认，新版本为第 ${version} 版`, true)}
        />
      )}
      {refusal && (
        <ConflictDialog
          message={refusal.message}
          conflict={refusal.conflict}
          onReload={() => void reloadKeeping()}
          onClose={() => setRefusal(undefined)}
        />
      )}
    </Space>
  );
}
