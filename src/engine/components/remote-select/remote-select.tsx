import { Select, Spin } from 'antd';
import type { CallName } from '../../../api/calls';
import { useRemoteOptions, type RemoteOptionsSource } from './use-remote-options';

type Value = string | number | (string | number)[] | null | undefined;

export interface RemoteSelectProps extends RemoteOptionsSource {
  /** The call that lists the options, e.g. 'organization.validList'. */
  call: CallName;
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
  paged,
  labelField,
  valueField,
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
  const { options, loading } = useRemoteOptions({ call, query, paged, labelField, valueField });

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
