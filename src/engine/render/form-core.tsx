import { Form, FormItem, Input, Submit } from '@formily/antd-v5';
import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { loadedComponents, provideComponents, useComponents } from '../registry/load-components';
import { componentsOf } from '../registry/used-components';
import { formForViewer } from '../schema/field-auth';
import { schemaForMode } from '../schema/form-mode';
import { typedParams } from '../schema/template';
import { toJsonSchema } from '../schema/to-json-schema';
import type { FormMode, FormSchema } from '../schema/types';
import { ButtonRow } from './button-row';
import { LazyConflictDialog, useConflict } from './conflict-state';
import type { FormHost } from './form-host';
import type { DraftKeeperProps } from './draft-keeper';
import { PageFrame } from './page-frame';
import { SchemaField } from './schema-field';
import { scrollToFirstError } from './scroll-to-error';
import { useFormRecord } from './use-form-record';
import { useFormSave } from './use-form-save';
import { useFormLayout, useNarrow } from './use-narrow';

// Drafts in their own chunk (most forms keep none), loaded before such a form shows, so no edit is
// made before they are kept.
let DraftKeeper: ComponentType<DraftKeeperProps> | undefined;
const loadDraftKeeper = () =>
  import('./draft-keeper').then((m) => {
    DraftKeeper = m.default;
  });
const LoadFailed = lazy(() => import('./load-failed'));

// Every record form has a text field (or a password, built on the same antd input), and FormItem
// is in this chunk already: they come with the form rather than one round trip after it renders.
provideComponents({ Input, FormItem });

export interface FormViewProps {
  form: FormSchema;
  mode: FormMode;
  /** Route params, for `{params.id}` in load/extra. */
  params: Record<string, string | undefined>;
  /** The record id when editing (from the route or the row). */
  recordId?: number;
  /** Initial values when there is no load call (a row opened in a dialog). */
  record?: Record<string, unknown>;
  /** Dialogs close instead of navigating back. */
  onDone?: () => void;
  onCancel?: () => void;
  /** The action's own success text (e.g. 管理员已添加) wins over the form's default. */
  successMessage?: string;
  /**
   * The page edits the signed-in user's own record: `form.load` needs no id, the id comes from
   * the loaded record, and a null answer (no record yet) turns the page into a create form.
   */
  own?: boolean;
  /** The form's file name: a `draft` form's drafts are kept under it (and the record). */
  formName?: string;
}

// Without a host's spinner: a quiet placeholder of the same size.
const quietLoading = (
  <div aria-busy="true" style={{ padding: 48, textAlign: 'center' }}>
    加载中…
  </div>
);

/**
 * The engine's form: loads the record when editing, validates with the Chinese templates, submits
 * only the fields the server accepts, then goes back (page) or closes (dialog). Everything outside
 * the form (calls, navigation, the viewer, toasts) comes from `host`.
 *
 * @example <FormCore form={forms.office} mode="create" params={{}} host={useConsoleHost()} />
 */
export const FormCore = ({
  form,
  params,
  record,
  onDone,
  onCancel,
  successMessage,
  own = false,
  formName,
  host,
  ...props
}: FormViewProps & { host: FormHost }) => {
  // The route's id (an own record's id, known only after loading, is not needed to load it).
  const routeId = props.recordId;
  const ctx = useMemo(() => ({ params: typedParams(params), id: routeId }), [params, routeId]);
  const { mode, recordId, model, state, version, setVersion, loadCurrent } = useFormRecord({
    form,
    host,
    mode: props.mode,
    routeId,
    record,
    own,
    ctx,
  });
  // Fields whose x-auth the viewer lacks are neither shown nor sent.
  const auth = host.user?.auth;
  const schema = useMemo(() => schemaForMode(form, mode, auth ?? []), [form, mode, auth]);
  const accepted = useMemo(
    () => toJsonSchema(formForViewer(form, auth ?? []), mode),
    [form, mode, auth],
  );
  // The components download while the record loads, so the form appears once, complete.
  const aside = !onDone ? form.aside : undefined;
  const names = useMemo(() => componentsOf(schema.properties, aside), [schema, aside]);
  const components = useComponents(names);
  const narrow = useNarrow();
  const formLayout = useFormLayout(form.labelCol ?? 5, onDone || aside ? 18 : 12);
  // On a phone the aside (the card preview) is shown instead of the fields, at the user's asking.
  const [previewing, setPreviewing] = useState(false);
  const loading = host.loading ?? quietLoading;

  // A page (not a dialog: closing one is its own decision) keeps a draft when the form asks for
  // one; otherwise it asks before unsaved edits are lost.
  const [draftsFailed, setDraftsFailed] = useState(false);
  const draftUser = form.draft && !onDone && formName && !draftsFailed ? host.user : null;
  const [, setDraftsLoaded] = useState(Boolean(DraftKeeper));
  useEffect(() => {
    if (!draftUser || DraftKeeper) return;
    // Without the chunk the page still works; it asks before leaving instead.
    loadDraftKeeper().then(
      () => setDraftsLoaded(true),
      () => setDraftsFailed(true),
    );
  }, [draftUser]);
  const clearDraft = useRef<() => void>(() => undefined);
  const onDraftClear = useCallback((clear: () => void) => {
    clearDraft.current = clear;
  }, []);
  const saved = useRef(false);
  const dirty = useCallback(() => model.modified && !saved.current, [model]);

  // Back to the list the user came from (with its filters), else the schema's default.
  const leave = () => host.navigate(host.from ?? form.back ?? -1);
  const back = () => (onCancel ? onCancel() : leave());

  const conflict = useConflict(loadCurrent);
  const { busy, submit, saveAndThen } = useFormSave({
    form,
    host,
    model,
    mode,
    recordId,
    ctx,
    accepted,
    version,
    successMessage,
    onSaved: () => {
      saved.current = true;
      clearDraft.current();
    },
    onDone: () => (onDone ? onDone() : leave()),
    onConflict: conflict.open,
  });

  // Once the record, the components and the drafts are here, the fields mount deferred: the
  // longest piece of a form page's arrival (each field's Formily field, antd's styles for each
  // kind of input), which React then renders in slices the browser can interrupt rather than as
  // one long task. A form that has all it needs on its first render shows at once.
  const shown = useDeferredValue(
    state !== 'loading' && components.state !== 'loading' && !(draftUser && !DraftKeeper),
  );
  if (!shown) return loading;
  if (state === 'failed') {
    return (
      <Suspense fallback={loading}>
        <LoadFailed title="数据加载失败" onRetry={() => host.navigate(0)} />
      </Suspense>
    );
  }
  const fields = (
    <>
      <SchemaField schema={schema} />
      <ButtonRow>
        {/* On an own-record page 提交 would read as 提交审核; it only saves. */}
        <Submit loading={busy}>{onDone ? '确定' : own ? '保存' : '提交'}</Submit>
        {form.then && !onDone && (
          <Submit
            type="default"
            loading={busy}
            onSubmit={saveAndThen}
            onSubmitFailed={scrollToFirstError}
          >
            {form.then.label}
          </Submit>
        )}
        <Button onClick={back}>{onDone ? '取消' : '返回'}</Button>
      </ButtonRow>
    </>
  );
  // The form's aside (a registered component: the card's phone preview) sits beside it on pages.
  const Aside = aside ? (loadedComponents[aside] as ComponentType | undefined) : undefined;
  const body = (
    <Form
      form={model}
      {...formLayout}
      feedbackLayout="loose"
      onAutoSubmit={(values: Record<string, unknown>) => submit(values)}
      // Validation errors are shown under their fields; bring the first one into view.
      onAutoSubmitFailed={scrollToFirstError}
    >
      {Aside && narrow ? (
        <>
          <Button
            icon={<EyeOutlined />}
            aria-pressed={previewing}
            onClick={() => setPreviewing((on) => !on)}
            style={{ marginBottom: 16 }}
          >
            预览
          </Button>
          {previewing && <Aside />}
          {/* Hidden, not unmounted: the fields keep their state and validation while previewing. */}
          <div hidden={previewing}>{fields}</div>
        </>
      ) : Aside ? (
        <div style={{ display: 'flex', gap: 24 }}>
          <div style={{ flex: 'auto', minWidth: 0 }}>{fields}</div>
          <div style={{ flex: 'none' }}>
            <Aside />
          </div>
        </div>
      ) : (
        fields
      )}
    </Form>
  );
  const pending = conflict.state;
  const dialog = pending && (
    <Suspense fallback={null}>
      <LazyConflictDialog
        info={pending.info}
        form={form}
        mine={pending.mine}
        current={pending.current}
        busy={busy}
        onClose={conflict.close}
        onKeepMine={() => {
          // Save what is in the form now over the version the other person saved.
          const seen = pending.current?.version ?? pending.info.version ?? undefined;
          conflict.close();
          setVersion(seen);
          void submit(model.values as Record<string, unknown>, false, seen).catch(() => undefined);
        }}
        onReload={() => {
          conflict.close();
          const current = pending.current;
          if (!current) return onDone ? onDone() : host.navigate(0);
          model.setInitialValues(current, 'overwrite');
          model.setValues(current, 'overwrite');
          setVersion(current.version);
          clearDraft.current();
        }}
      />
    </Suspense>
  );
  // A dialog brings its own frame; a page gets a card like the lists.
  return (
    <>
      {onDone ? body : <PageFrame>{body}</PageFrame>}
      {dialog}
      {!onDone && !draftUser && host.LeaveGuard && <host.LeaveGuard dirty={dirty} />}
      {draftUser && formName && DraftKeeper && (
        <DraftKeeper
          user={draftUser}
          formName={formName}
          record={own ? 'own' : (routeId ?? 'new')}
          model={model}
          accepted={accepted}
          ready={state === 'ready'}
          version={version}
          onClear={onDraftClear}
        />
      )}
    </>
  );
};
