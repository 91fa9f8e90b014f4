import { createForm } from '@formily/core';
import { Form, Reset, Submit } from '@formily/antd-v5';
import { Alert } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { call } from '../../api/call';
import { reportError } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { CallName } from '../../api/calls';
import { pickBySchema, schemaForMode } from '../schema/form-mode';
import { decodeSettings, encodeSettings, type DecodedSettings } from '../schema/settings-codec';
import { toJsonSchema } from '../schema/to-json-schema';
import type { FormSchema } from '../schema/types';
import { useComponents } from '../registry/load-components';
import { componentsOf } from '../registry/used-components';
import { useAppConf } from '../state/app-conf';
import { useFeedback } from '../state/feedback';
import { ButtonRow } from './button-row';
import { showAtField } from './field-error';
import { LazyConflictDialog, useConflict } from './conflict-state';
import { PageFrame } from './page-frame';
import { SchemaField } from './schema-field';
import { scrollToFirstError } from './scroll-to-error';
import { LoadingSpin } from './loading-spin';
import { useFormLayout } from './use-narrow';
import { useLeaveGuard } from './use-leave-guard';

type Plain = Record<string, unknown>;

const LoadFailed = lazy(() => import('./load-failed'));

/**
 * A settings page (a form whose submit has `save`): loads its section, saves it, stays on the
 * page with the saved values and, for `refresh` forms, tells the shell to refetch conf.app.
 * Without `load` it is an action page (修改密码): each save empties the form again.
 *
 * @example <SettingsView form={forms['conf-card-sort-way']} />
 */
export const SettingsView = ({ form }: { form: FormSchema }) => {
  const { message } = useFeedback();
  const { refresh } = useAppConf();
  const schema = useMemo(() => schemaForMode(form, 'settings'), [form]);
  const accepted = useMemo(() => toJsonSchema(form, 'settings'), [form]);
  // The components download while the section loads, so the form appears once, complete.
  const components = useComponents(useMemo(() => componentsOf(schema.properties), [schema]));
  const formLayout = useFormLayout(form.labelCol ?? 5, 14);
  const [loaded, setLoaded] = useState<DecodedSettings | null>(null);
  const [failed, setFailed] = useState(false);
  // A fresh model per load: after a save the page is clean again, with the saved values.
  const model = useMemo(() => createForm({ initialValues: loaded?.values }), [loaded]);
  const saving = useRef(false);

  const load = useCallback(async () => {
    if (!form.load) return setLoaded({ values: {}, corrupt: false });
    try {
      setLoaded(decodeSettings(form, await call(form.load.call as CallName)));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [form]);

  useEffect(() => {
    void load();
  }, [load]);

  useLeaveGuard(() => model.modified && !saving.current);

  // The section as saved now (a 409's 对比 and 重新加载), decoded like a load.
  const readCurrent = useCallback(async () => {
    if (!form.load) return null;
    const data = await call(form.load.call as CallName, { silent: true }).catch(() => null);
    return data === null ? null : (decodeSettings(form, data) as unknown as Plain);
  }, [form]);
  const conflict = useConflict(readCurrent);
  const [busy, setBusy] = useState(false);

  const save = async (values: Plain, seen = loaded?.version) => {
    // One save at a time: a double click sends one request.
    if (saving.current) return;
    saving.current = true;
    setBusy(true);
    try {
      const mine = pickBySchema(values, accepted) as Plain;
      try {
        await call(form.submit.save as CallName, {
          body: encodeSettings(form, mine, seen),
          silent: true,
        });
      } catch (error) {
        // Loaded with the dialog's chunk: most saves never meet a conflict.
        const { conflictOf } = await import('../schema/conflict');
        const info = conflictOf(error);
        if (info) return await conflict.open(info, mine);
        // 原密码不正确 under 原密码, besides the toast.
        showAtField(model, error);
        if (error instanceof ApiError) reportError(error);
        throw error;
      }
      message.success(form.success ?? '保存成功');
      if (form.refresh) refresh();
      await load();
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  const pending = conflict.state;
  const current = pending?.current as DecodedSettings | null | undefined;

  if (failed) {
    return (
      <Suspense fallback={null}>
        <LoadFailed title="设置加载失败" onRetry={() => void load()} />
      </Suspense>
    );
  }
  if (!loaded || components.state === 'loading') {
    return <LoadingSpin />;
  }
  return (
    // The page header already carries the route's title; a second one in the frame would repeat it.
    <PageFrame>
      {loaded.corrupt && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          message="已保存的设置无法读取"
          description="当前显示的是默认值。保存后将以本页内容替换原设置（原内容会记录在重要日志中）。"
        />
      )}
      <Form
        // Remounted per load, so what the fields fetch themselves (CallValue) is fetched again.
        key={model.id}
        form={model}
        {...formLayout}
        feedbackLayout="loose"
        onAutoSubmit={save}
        onAutoSubmitFailed={scrollToFirstError}
      >
        <SchemaField schema={schema} />
        <ButtonRow>
          <Submit loading={busy}>保存</Submit>
          <Reset>重置</Reset>
        </ButtonRow>
      </Form>
      {pending && (
        <Suspense fallback={null}>
          <LazyConflictDialog
            info={pending.info}
            form={form}
            mine={pending.mine}
            current={current ? current.values : null}
            busy={busy}
            onClose={conflict.close}
            onKeepMine={() => {
              conflict.close();
              const seen = current?.version ?? pending.info.version ?? undefined;
              void save(model.values as Plain, seen).catch(() => undefined);
            }}
            onReload={() => {
              conflict.close();
              if (current) setLoaded(current);
              else void load();
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
};
