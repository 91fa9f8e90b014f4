import { createForm, type Form as FormModel } from '@formily/core';
import { Form, FormButtonGroup, Submit } from '@formily/antd-v5';
import { App, Button, Card, Result, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { pickBySchema, schemaForMode } from '../schema/form-mode';
import { resolveRecord, typedParams } from '../schema/template';
import { toJsonSchema } from '../schema/to-json-schema';
import type { FormMode, FormSchema } from '../schema/types';
import { SchemaField } from './schema-field';
import { scrollToFirstError } from './scroll-to-error';
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
  mode,
  params,
  recordId,
  record,
  onDone,
  onCancel,
  successMessage,
}: FormViewProps) => {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const { message } = App.useApp();
  const schema = useMemo(() => schemaForMode(form, mode), [form, mode]);
  const accepted = useMemo(() => toJsonSchema(form, mode), [form, mode]);
  const model: FormModel = useMemo(
    () => createForm({ initialValues: mode === 'update' ? record : undefined }),
    [mode, record],
  );
  const needsLoad = mode === 'update' && !record && Boolean(form.load);
  const [state, setState] = useState<LoadState>(needsLoad ? 'loading' : 'ready');
  const [version, setVersion] = useState<unknown>(record?.version);
  const ctx = useMemo(() => ({ params: typedParams(params), id: recordId }), [params, recordId]);

  useEffect(() => {
    if (!needsLoad || !form.load) return;
    let alive = true;
    call(form.load.call as CallName, {
      params: resolveRecord(form.load.params, ctx) as Record<string, string | number> | undefined,
      query: resolveRecord(form.load.query, ctx),
    })
      .then((data) => {
        if (!alive) return;
        const values = data as Record<string, unknown>;
        model.setInitialValues(values);
        setVersion(values.version);
        setState('ready');
      })
      .catch(() => alive && setState('failed'));
    return () => {
      alive = false;
    };
  }, [needsLoad, form.load, ctx, model]);

  // A page (not a dialog: closing one is its own decision) asks before unsaved edits are lost.
  const saved = useRef(false);
  useLeaveGuard(() => model.modified && !saved.current, !onDone);

  // Back to the list the user came from (with its filters), else the schema's default.
  const leave = () => {
    if (from) navigate(from);
    else if (form.back) navigate(form.back);
    else navigate(-1);
  };
  const back = () => (onCancel ? onCancel() : leave());

  const submit = async (values: Record<string, unknown>) => {
    const callName = (mode === 'create' ? form.submit.create : form.submit.update) as CallName;
    const body: Record<string, unknown> = {
      ...(pickBySchema(values, accepted) as Record<string, unknown>),
      ...resolveRecord(form.extra, ctx),
      ...(mode === 'update'
        ? {
            id: recordId,
            ...(version !== undefined && form.sendVersion !== false ? { version } : {}),
          }
        : {}),
    };
    // Update URLs may carry the id (PUT /firmContent/{id}); unused params are ignored.
    await call(callName, {
      body,
      params: mode === 'update' && recordId !== undefined ? { id: recordId } : undefined,
    });
    message.success(successMessage ?? form.success ?? '保存成功');
    saved.current = true;
    if (onDone) onDone();
    else leave();
  };

  if (state === 'loading')
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
  const body = (
    <Form
      form={model}
      layout="horizontal"
      labelCol={form.labelCol ?? 5}
      wrapperCol={onDone ? 18 : 12}
      feedbackLayout="loose"
      onAutoSubmit={submit}
      // Validation errors are shown under their fields; bring the first one into view.
      onAutoSubmitFailed={scrollToFirstError}
    >
      <SchemaField schema={schema} />
      <FormButtonGroup.FormItem>
        <Submit>{onDone ? '确定' : '提交'}</Submit>
        <Button onClick={back}>{onDone ? '取消' : '返回'}</Button>
      </FormButtonGroup.FormItem>
    </Form>
  );
  // A dialog brings its own frame; a page gets a card like the lists.
  return onDone ? body : <Card>{body}</Card>;
};
