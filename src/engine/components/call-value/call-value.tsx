import { Alert, Button, Popconfirm, Space, Spin, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { call as callApi } from '../../../api/call';
import type { CallName } from '../../../api/calls';
import { formatDate } from '../../schema/to-columns';
import { useFeedback } from '../../state/feedback';
import { CopyButton } from './copy-button';

type Row = Record<string, unknown>;

export interface CallValueAction {
  /** Button text, e.g. 重新生成. */
  label: string;
  /** A call without parameters that answers the new row (same shape as `call`). */
  call: CallName;
  /** Asked before the call runs. */
  confirm?: string;
  /** Shown after the call succeeds. */
  success?: string;
}

export interface CallValueProps {
  /** The call that answers the row holding the value, e.g. 'audit.queryCode'. */
  call: CallName;
  /** The row's field to show. */
  field: string;
  /** A row field holding when the value last changed, shown as 更新于 …. */
  timeField?: string;
  /** One line under the value saying what it is for. */
  hint?: string;
  /** Shown as ordinary text (a mobile number, a question) rather than as a code to copy. */
  plain?: boolean;
  action?: CallValueAction;
}

const text = (row: Row | null, field: string): string => {
  const v = row?.[field];
  return v === undefined || v === null ? '' : String(v);
};

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '加载失败';

/**
 * x-component "CallValue" (on a void field): a read-only value fetched by a named call, copyable,
 * with an optional action that replaces it (the audit code and its 重新生成). It is not a form
 * value: nothing of it is submitted.
 */
export function CallValue({ call, field, timeField, hint, plain, action }: CallValueProps) {
  const { message } = useFeedback();
  const { token } = theme.useToken();
  // Typography.Text type="secondary" is this colour; the theme darkens it for contrast.
  const secondary = { color: token.colorTextDescription };
  const [row, setRow] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    let alive = true;
    setLoading(true);
    setError(null);
    // The failure is shown here, next to the value, rather than as a passing toast.
    callApi<Row>(call, { silent: true })
      .then((r) => alive && setRow(r ?? {}))
      .catch((e: unknown) => alive && setError(messageOf(e)))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [call]);

  useEffect(() => load(), [load]);

  const run = async () => {
    if (!action) return;
    setBusy(true);
    try {
      // A failed action is reported by the api layer; the old value stays.
      const next = await callApi<Row>(action.call);
      setRow(next ?? {});
      setError(null);
      if (action.success) void message.success(action.success);
    } catch {
      // already shown
    } finally {
      setBusy(false);
    }
  };

  if (loading) return <Spin size="small" aria-label="加载中" />;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        message={error}
        action={
          <Button size="small" onClick={load}>
            重试
          </Button>
        }
      />
    );
  }

  const value = text(row, field);
  const time = timeField ? formatDate(row?.[timeField], 'YYYY-MM-DD HH:mm') : '';
  const button = action && (
    <Button loading={busy} onClick={action.confirm ? undefined : () => void run()}>
      {action.label}
    </Button>
  );

  return (
    <Space direction="vertical" size={4}>
      <Space size="middle" align="center">
        {value && plain ? (
          <span>{value}</span>
        ) : value ? (
          <span>
            {/* Typography.Text code's look. */}
            <code
              style={{
                margin: '0 0.2em',
                padding: '0.2em 0.4em 0.1em',
                fontSize: 20,
                letterSpacing: 2,
                fontFamily: token.fontFamilyCode,
                background: 'rgba(150, 150, 150, 0.1)',
                border: '1px solid rgba(100, 100, 100, 0.2)',
                borderRadius: 3,
              }}
            >
              {value}
            </code>
            <CopyButton text={value} />
          </span>
        ) : (
          <span style={secondary}>{plain ? '未设置' : '暂无'}</span>
        )}
        {button && action?.confirm ? (
          <Popconfirm title={action.confirm} okText="确定" cancelText="取消" onConfirm={run}>
            {button}
          </Popconfirm>
        ) : (
          button
        )}
      </Space>
      {time && <span style={secondary}>更新于 {time}</span>}
      {hint && <span style={secondary}>{hint}</span>}
    </Space>
  );
}
