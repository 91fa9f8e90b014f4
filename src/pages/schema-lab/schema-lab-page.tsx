import { Button, Card, Col, Empty, List, Menu, Row, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session-store';
import { useFeedback } from '../../engine/state/feedback';
import { NoAccess } from '../no-access/no-access';
import { JsonEditor } from './json-editor';
import { lintTexts, type Problem } from './lint-texts';
import type { MetaKind } from './meta-bundle';
import { SchemaPreview } from './schema-preview';
import { useDebounced } from './use-debounced';

// The schema lab (docs/schemas.md; dev only: the router registers it under import.meta.env.DEV):
// pick a schema file, edit it with completion, see the check's findings and the engine's rendering
// as you type, and save it through the dev server (scripts/vite-schema-lab.ts).

const kindOf = (file: string): MetaKind =>
  file === 'routes.json' ? 'routes' : file.startsWith('lists/') ? 'list' : 'form';

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * A finding the preview cannot be drawn with: the file's shape is wrong (no pointer), or a
 * component name is unknown (the engine has nothing to draw it with; React would make an HTML
 * element of the name).
 */
const breaksPreview = (p: Problem) => !p.pointer || /\/x-(component|decorator)$/.test(p.pointer);

/**
 * A save's file and text, kept until its answer arrives: the dev server reloads the page as soon
 * as it writes the file, often before the answer reaches it, and the reloaded lab still says
 * 已保存 when the file on disk holds exactly what was sent.
 */
const SAVING_KEY = 'schema-lab:saving';
const takeSaving = (): { file: string; text: string } | undefined => {
  const kept = sessionStorage.getItem(SAVING_KEY);
  sessionStorage.removeItem(SAVING_KEY);
  try {
    return kept ? (JSON.parse(kept) as { file: string; text: string }) : undefined;
  } catch {
    return undefined;
  }
};

export default function SchemaLabPage() {
  const { user } = useSession();
  const { message } = useFeedback();
  const [files, setFiles] = useState<Record<string, string>>();
  // The open file is in the address (?file=forms/office.json): a save reloads the page (the
  // console's schema modules accept no hot update), and the lab comes back on the same file.
  const [search, setSearch] = useSearchParams();
  const file =
    files && search.get('file') && search.get('file')! in files ? search.get('file')! : undefined;
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const typed = useDebounced(text, 250);

  useEffect(() => {
    document.title = 'Schema 实验室';
    void fetch('/__schema-lab/files')
      .then((r) => r.json() as Promise<{ files: Record<string, string> }>)
      .then((r) => {
        setFiles(r.files);
        const first = new URLSearchParams(window.location.search).get('file');
        if (first && first in r.files) setText(r.files[first]);
        const saved = takeSaving();
        if (saved && r.files[saved.file] === saved.text) void message.success('已保存');
      });
  }, [message]);

  const problems: Problem[] = useMemo(
    () =>
      files && file
        ? lintTexts({ ...files, [file]: typed }).filter((p) => p.file === `schemas/${file}`)
        : [],
    [files, file, typed],
  );
  const data = useMemo(() => parsed(typed), [typed]);

  if (!user?.auth.includes('system')) return <NoAccess />;

  const open = (name: string) => {
    setSearch(new URLSearchParams({ file: name }));
    setText(files![name]);
  };

  const save = async () => {
    if (!file) return;
    setSaving(true);
    sessionStorage.setItem(SAVING_KEY, JSON.stringify({ file, text }));
    try {
      const res = await fetch('/__schema-lab/save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ file, text }),
      });
      const body = (await res.json()) as { message: string };
      sessionStorage.removeItem(SAVING_KEY);
      if (res.ok) {
        setFiles({ ...files, [file]: text });
        void message.success(body.message);
      } else void message.error(body.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="220px">
        <Card size="small" title="Schema 文件" styles={{ body: { padding: 0 } }}>
          <Menu
            mode="inline"
            aria-label="Schema 文件"
            selectedKeys={file ? [file] : []}
            onClick={({ key }) => open(key)}
            items={Object.keys(files ?? {}).map((f) => ({ key: f, label: f }))}
            style={{ maxHeight: '75vh', overflow: 'auto', borderInlineEnd: 0 }}
          />
        </Card>
      </Col>
      {file ? (
        <>
          <Col flex="1 1 0" style={{ minWidth: 0 }}>
            <Card
              size="small"
              title={`schemas/${file}`}
              extra={
                <Button
                  type="primary"
                  loading={saving}
                  disabled={problems.length > 0}
                  onClick={() => void save()}
                >
                  保存
                </Button>
              }
            >
              <JsonEditor
                key={file}
                initial={files![file]}
                kind={kindOf(file)}
                problems={problems}
                onChange={setText}
              />
              <ProblemList problems={problems} />
            </Card>
          </Col>
          <Col flex="1 1 0" style={{ minWidth: 0 }}>
            <Card size="small" title="预览" data-testid="schema-preview">
              <SchemaPreview file={file} data={data} broken={problems.some(breaksPreview)} />
            </Card>
          </Col>
        </>
      ) : (
        <Col flex="auto">
          <Empty description="从左侧选择一个 schema 文件" />
        </Col>
      )}
    </Row>
  );
}

const ProblemList = ({ problems }: { problems: Problem[] }) => (
  <section aria-label="检查结果">
    <List
      size="small"
      locale={{ emptyText: ' ' }}
      header={
        <Typography.Text strong>
          检查结果：{problems.length ? `${problems.length} 个问题` : '没有问题'}
        </Typography.Text>
      }
      dataSource={problems}
      renderItem={(p) => (
        <List.Item>
          <Space direction="vertical" size={0}>
            <Typography.Text type="danger">{p.message}</Typography.Text>
            <Typography.Text type="secondary" code>
              {p.pointer || '/'}
            </Typography.Text>
            {p.hint && <Typography.Text type="secondary">{p.hint}</Typography.Text>}
          </Space>
        </List.Item>
      )}
    />
  </section>
);
