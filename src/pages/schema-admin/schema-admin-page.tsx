import { Button, Empty, Result, Skeleton, Spin, Tabs } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { call } from '../../api/call';
import { useLeaveGuard } from '../../engine/render/use-leave-guard';
import { refreshPublished } from '../../engine/schemas';
import { useFeedback } from '../../engine/state/feedback';
import { isDirty, type Draft } from './draft';
import { toText } from './file-keys';
import { FileTable } from './file-table';
import { loadLintContext, type LintContext } from './lint-context';
import { refusalOf } from './refusal';
import type { FileAnswer, FileRow } from './types';

// 页面配置 (docs/schemas.md): the firm's forms, lists and route table, edited and published from
// the browser. Each opened file is a tab; its edits live here, in the page, so switching files or
// tabs keeps them, and leaving the page with edits not yet published asks first.

const FILES_TAB = '__files';

// The editor (CodeMirror, the meta-schemas), the check and the preview's engine come with the
// first opened file: the list of files alone is a light page.
const FileWorkspace = lazy(() => import('./file-workspace'));
const loadingFile = <Skeleton active paragraph={{ rows: 12 }} />;

export default function SchemaAdminPage() {
  const { modal } = useFeedback();
  const [search, setSearch] = useSearchParams();
  const [rows, setRows] = useState<FileRow[]>();
  const [listError, setListError] = useState<string>();
  const [context, setContext] = useState<LintContext>();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const first = search.get('file');
  const [open, setOpen] = useState<string[]>(first ? [first] : []);
  // The open tab is the page's own state; the address only mirrors it (?file=…) for a reload or
  // a link, so a blocked navigation or a poll that rewrites the address cannot switch tabs.
  const [active, setActive] = useState(first ?? FILES_TAB);

  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  useLeaveGuard(() => Object.values(draftsRef.current).some(isDirty));

  const loadRows = useCallback(async () => {
    setListError(undefined);
    try {
      const answer = await call<FileRow[]>('schema.files', { silent: true });
      setRows(answer);
      setContext(await loadLintContext(answer));
    } catch (e) {
      setListError(refusalOf(e).message);
    }
  }, []);

  const loadFile = useCallback(async (file: string, kept?: string) => {
    setFileErrors(({ [file]: _, ...rest }) => rest);
    try {
      const a = await call<FileAnswer>('schema.file', { query: { file }, silent: true });
      const text = toText(a.content);
      setDrafts((all) => ({
        ...all,
        [file]: {
          title: a.title,
          baseVersion: a.version,
          isDefault: a.isDefault,
          original: text,
          text,
          generation: (all[file]?.generation ?? 0) + 1,
          kept,
          serverProblems: [],
        },
      }));
    } catch (e) {
      setFileErrors((all) => ({ ...all, [file]: refusalOf(e).message }));
    }
  }, []);

  useEffect(() => {
    void loadRows();
    if (first) void loadFile(first);
    // The address's file is opened once, at the first render; later ones come from clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = (key: string) => {
    setActive(key);
    setSearch(key === FILES_TAB ? {} : { file: key }, { replace: true });
  };

  const openFile = (file: string) => {
    if (!open.includes(file)) setOpen([...open, file]);
    if (!drafts[file]) void loadFile(file);
    show(file);
  };

  const patch = (file: string, change: Partial<Draft>) =>
    setDrafts((all) => (all[file] ? { ...all, [file]: { ...all[file], ...change } } : all));

  const close = (file: string) => {
    const drop = () => {
      setOpen((o) => o.filter((f) => f !== file));
      setDrafts(({ [file]: _, ...rest }) => rest);
      if (active === file) show(FILES_TAB);
    };
    if (!isDirty(drafts[file])) return drop();
    modal.confirm({
      title: '关闭此文件？',
      content: '该文件有未发布的修改，关闭后这些修改将丢失。',
      okText: '关闭',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: drop,
    });
  };

  // This console uses the new version at once (not at its next poll), then lists it.
  const changed = () => {
    void refreshPublished()
      .catch(() => undefined)
      .then(loadRows);
  };

  const dirtyFiles = useMemo(
    () =>
      new Set(
        Object.entries(drafts)
          .filter(([, d]) => isDirty(d))
          .map(([f]) => f),
      ),
    [drafts],
  );
  const titleOf = (file: string) =>
    drafts[file]?.title ?? rows?.find((r) => r.file === file)?.title ?? file;

  const workspace = (file: string) => {
    const draft = drafts[file];
    if (fileErrors[file]) {
      return (
        <Result
          status="error"
          title="文件加载失败"
          subTitle={fileErrors[file]}
          extra={<Button onClick={() => void loadFile(file)}>重试</Button>}
        />
      );
    }
    if (!draft) return loadingFile;
    return (
      <Suspense fallback={loadingFile}>
        <FileWorkspace
          file={file}
          draft={draft}
          context={context}
          onEdit={(text) => patch(file, { text, serverProblems: [] })}
          onServerProblems={(serverProblems) => patch(file, { serverProblems })}
          onReload={(kept) => loadFile(file, kept)}
          onDropKept={() => patch(file, { kept: undefined })}
          onChanged={changed}
        />
      </Suspense>
    );
  };

  const list = listError ? (
    <Result
      status="error"
      title="页面配置加载失败"
      subTitle={listError}
      extra={<Button onClick={() => void loadRows()}>重试</Button>}
    />
  ) : !rows ? (
    <Spin tip="加载中">
      <div style={{ height: 160 }} />
    </Spin>
  ) : rows.length ? (
    <FileTable rows={rows} dirty={dirtyFiles} onOpen={openFile} />
  ) : (
    <Empty description="没有可配置的文件" />
  );

  return (
    <Tabs
      type="editable-card"
      hideAdd
      activeKey={active}
      onChange={show}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
      items={[
        { key: FILES_TAB, label: '全部文件', closable: false, children: list },
        ...open.map((file) => ({
          key: file,
          label: `${titleOf(file)}${dirtyFiles.has(file) ? ' *' : ''}`,
          children: workspace(file),
        })),
      ]}
    />
  );
}
