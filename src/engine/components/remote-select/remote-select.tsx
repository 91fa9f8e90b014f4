import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { call as callApi } from '../../../api/call';
import type { CallName } from '../../../api/calls';
import { PAGE_QUERY, toOptions, type RemoteOption } from './remote-options';

type Value = string | number | (string | number)[] | null | undefined;

export interface RemoteSelectProps {
  /** The call that lists the options, e.g. 'organization.validList'. */
  call: CallName;
  /** Extra query for the call (filters). */
  query?: Record<string, unknown>;
  /**
   * The call is paged (pageList): ask for one page of 100. Off by default, because the server
   * refuses query keys a call does not declare.
   */
  paged?: boolean;
  labelField?: string;
  valueField?: string;
  mode?: 'multiple';
  allowClear?: boolean;
  placeholder?: string;
  /** Filters the loaded options by label as the user types. */
  showSearch?: boolean;
  value?: Value;
  onChange?: (value: Value) => void;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-label'?: string;
}

/**
 * x-component "RemoteSelect": a Select whose options come from a named call (an array or a page's
 * records). A failed call has been shown by the api layer; the select is then simply empty.
 */
export function RemoteSelect({
  call,
  query,
  paged = false,
  labelField = 'name',
  valueField = 'id',
  mode,
  allowClear,
  placeholder,
  showSearch,
  value,
  onChange,
  disabled,
  readOnly,
  'aria-label': ariaLabel,
}: RemoteSelectProps) {
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [loading, setLoading] = useState(true);
  // A schema's query object is a new object on every render; its content is what matters.
  const queryKey = JSON.stringify(query ?? {});

  useEffect(() => {
    let alive = true;
    setLoading(true);
    const filters = JSON.parse(queryKey) as Record<string, unknown>;
    callApi(call, { query: paged ? { ...PAGE_QUERY, ...filters } : filters })
      .then((result) => alive && setOptions(toOptions(result, labelField, valueField)))
      .catch(() => alive && setOptions([]))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [call, paged, queryKey, labelField, valueField]);

  return (
    <Select
      mode={mode}
      options={options}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v as Value)}
      loading={loading}
      allowClear={allowClear}
      placeholder={placeholder ?? '请选择'}
      showSearch={showSearch}
      optionFilterProp="label"
      disabled={disabled || readOnly}
      aria-label={ariaLabel}
      notFoundContent={loading ? <Spin size="small" /> : '暂无数据'}
      style={{ width: '100%' }}
    />
  );
}
