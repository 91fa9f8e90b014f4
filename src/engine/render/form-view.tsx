import { createForm, type Form as FormModel } from '@formily/core';
import { Form, FormButtonGroup, Submit } from '@formily/antd-v5';
import { App, Button, Card, Col, Result, Row, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { call } from '../../api/call';
import { reportError } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { CallName } from '../../api/calls';
import { useSession } from '../../api/session-store';
import { loadedComponents, useComponents } from '../registry/load-components';
import { componentsOf } from '../registry/used-components';
import { conflictOf, conflictRows } from '../schema/conflict';
import { formForViewer } from '../schema/field-auth';
import { pickBySchema, schemaForMode } from '../schema/form-mode';
import { resolveRecord, typedParams } from '../schema/template';
import { toJsonSchema } from '../schema/to-json-schema';
import type { FormMode, FormSchema } from '../schema/types';
import { draftKey } from '../state/form-drafts';
import { ConflictDialog } from './conflict-dialog';
import { useConflict } from './conflict-state';
import { SchemaField } from './schema-field';
import { scrollToFirstError } from './scroll-to-error';
import { useFormDraft } from './use-form-draft';
import { useLeaveGuard } from './use-leave-guard';

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

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Renders a form schema: loads the record when editing, validates with the Chinese templates,
 * submits only the fields the server accepts, then goes back (page) or closes (dialog).
 *
 * @example <FormView form={forms.office} mode="create" params={{}} />
 */
export const FormView = ({
  form,
  params,
  record,
  onDone,
  onCancel,
  successMessage,
  own = false,
  formName,
  ...props
}: FormViewProps) => {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const { message, modal } = App.useApp();
  const { user } = useSession();
  // An own-record page whose record does not exist yet creates it.
  const [mode, setMode] = useState<FormMode>(props.mode);
  const [recordId, setRecordId] = useState(props.recordId);
  // Fields whose x-auth the viewer lacks are neither shown nor sent.
  const auth = user?.auth;
  const schema = useMemo(() => schemaForMode(form, mode, auth ?? []), [form, mode, auth]);
  const accepted = useMemo(
    () => toJsonSchema(formForViewer(form, auth ?? []), mode),
    [form, mode, auth],
  );
  const model: FormModel = useMemo(
    () => createForm({ initialValues: mode === 'update' ? record : undefined }),
    [mode, record],
  );
  const needsLoad = mode === 'update' && !record && Boolean(form.load);
  const [state, setState] = useState<LoadState>(needsLoad ? 'loading' : 'ready');
  // The components download while the record loads, so the form appears once, complete.
  const aside = !onDone ? form.aside : undefined;
  const names = useMemo(() => componentsOf(schema.properties, aside), [schema, aside]);
  const components = useComponents(names);
  const [version, setVersion] = useState<unknown>(record?.version);
  // The route's id (an own record's id, known only after loading, is not needed to load it).
  const routeId = props.recordId;
  const ctx = useMemo(() => ({ params: typedParams(params), id: routeId }), [params, routeId]);

  useEffect(() => {
    if (!needsLoad || !form.load) return;
    let alive = true;
    call(form.load.call as CallName, {
      params: resolveRecord(form.load.params, ctx) as Record<string, string | number> | undefined,
      query: resolveRecord(form.load.query, ctx),
    })
      .then((data) => {
        if (!alive) return;
        if (own && data === null) {
          setMode('create');
          setState('ready');
          return;
        }
        const values = data as Record<string, unknown>;
        if (own && typeof values.id === 'number') setRecordId(values.id);
        model.setInitialValues(values);
        setVersion(values.version);
        setState('ready');
      })
      .catch(() => alive && setState('failed'));
    return () => {
      alive = false;
    };
  }, [needsLoad, form.load, ctx, model, own]);

  // A page (not a dialog: closing one is its own decision) keeps a draft when the form asks for
  // one; otherwise it asks before unsaved edits are lost.
  const draftStore =
    form.draft && !onDone && formName && user
      ? draftKey(user, formName, own ? 'own' : (routeId ?? 'new'))
      : null;
  const keepsDraft = draftStore !== null;
  const clearDraft = useFormDraft({
    model,
    storageKey: draftStore,
    accepted,
    ready: state === 'ready',
    version,
  });
  const saved = useRef(false);
  useLeaveGuard(() => model.modified && !saved.current, !onDone && !keepsDraft);

  // Back to the list the user came from (with its filters), else the schema's default.
  const leave = () => {
    if (from) navigate(from);
    else if (form.back) navigate(form.back);
    else navigate(-1);
  };
  const back = () => (onCancel ? onCancel() : leave());

  // The current record (a 409's 对比 and 重新加载); forms without a load call have none.
  const loadCurrent = async () => {
    if (!form.load) return null;
    const data = await call(form.load.call as CallName, {
      params: resolveRecord(form.load.params, ctx) as Record<string, string | number> | undefined,
      query: resolveRecord(form.load.query, ctx),
      silent: true,
    }).catch(() => null);
    return data as Record<string, unknown> | null;
  };
  const conflict = useConflict(loadCurrent);
  // One save at a time: a double-clicked 提交 must not create the record twice.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>, follow = false, seen = version) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await save(values, follow, seen);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const save = async (values: Record<string, unknown>, follow: boolean, seen: unknown) => {
    const callName = (mode === 'create' ? form.submit.create : form.submit.update) as CallName;
    const body: Record<string, unknown> = {
      ...(pickBySchema(values, accepted) as Record<string, unknown>),
      ...resolveRecord(form.extra, ctx),
      ...(mode === 'update'
        ? {
            id: recordId,
            ...(seen !== undefined && form.sendVersion !== false ? { version: seen } : {}),
          }
        : {}),
    };
    // Update URLs may carry the id (PUT /firmContent/{id}); unused params are ignored. Quiet, so
    // a 409 opens the conflict dialog instead of a toast; anything else is shown as before.
    let answer: unknown;
    try {
      answer = await call(callName, {
        body,
        params: mode === 'update' && recordId !== undefined ? { id: recordId } : undefined,
        silent: true,
      });
    } catch (error) {
      const info = mode === 'update' ? conflictOf(error) : null;
      if (info) return conflict.open(info, body);
      if (error instanceof ApiError) reportError(error);
      throw error;
    }
    saved.current = true;
    clearDraft();
    const then = follow ? form.then : undefined;
    if (!then) message.success(successMessage ?? form.success ?? '保存成功');
    else {
      // The record is saved either way; a refused follow-up (its message shown by the api
      // layer) must not leave a create page that would create it a second time.
      const id = recordId ?? (answer as { id?: number } | null)?.id;
      await call(then.call as CallName, { body: resolveRecord(then.body, { ...ctx, id }) })
        .then(() => message.success(then.success ?? '操作成功'))
        .catch(() => undefined);
    }
    if (onDone) onDone();
    else leave();
  };

  const saveAndThen = async (values: Record<string, unknown>) => {
    const question = form.then?.confirm;
    if (question && !(await modal.confirm({ title: question, okText: '确定', cancelText: '取消' })))
      return;
    await submit(values, true);
  };

  if (state === 'loading' || components.state === 'loading')
    return (
      <Spin tip="加载中" style={{ display: 'block', padding: 48 }}>
        <div />
      </Spin>
    );
  if (state === 'failed') {
    return (
      <Result
        status="warning"
        title="数据加载失败"
        extra={<Button onClick={() => navigate(0)}>重新加载</Button>}
      />
    );
  }
  const fields = (
    <>
      <SchemaField schema={schema} />
      <FormButtonGroup.FormItem>
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
      </FormButtonGroup.FormItem>
    </>
  );
  // The form's aside (a registered component: the card's phone preview) sits beside it on pages.
  const Aside = aside ? (loadedComponents[aside] as ComponentType | undefined) : undefined;
  const body = (
    <Form
      form={model}
      layout="horizontal"
      labelCol={form.labelCol ?? 5}
      wrapperCol={onDone || Aside ? 18 : 12}
      feedbackLayout="loose"
      onAutoSubmit={(values: Record<string, unknown>) => submit(values)}
      // Validation errors are shown under their fields; bring the first one into view.
      onAutoSubmitFailed={scrollToFirstError}
    >
      {Aside ? (
        <Row gutter={24} wrap={false}>
          <Col flex="auto">{fields}</Col>
          <Col flex="none">
            <Aside />
          </Col>
        </Row>
      ) : (
        fields
      )}
    </Form>
  );
  const pending = conflict.state;
  const dialog = pending && (
    <ConflictDialog
      info={pending.info}
      rows={pending.current ? conflictRows(form, pending.mine, pending.current) : null}
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
        if (!current) return onDone ? onDone() : navigate(0);
        model.setInitialValues(current, 'overwrite');
        model.setValues(current, 'overwrite');
        setVersion(current.version);
        clearDraft();
      }}
    />
  );
  // A dialog brings its own frame; a page gets a card like the lists.
  return (
    <>
      {onDone ? body : <Card>{body}</Card>}
      {dialog}
    </>
  );
};
