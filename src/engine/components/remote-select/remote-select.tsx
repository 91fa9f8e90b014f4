import { useField } from '@formily/react';
import type { GeneralField } from '@formily/core';
import { Select, Spin } from 'antd';
import { useRef } from 'react';
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
  /**
   * Sibling fields to fill from the chosen row, e.g. `{ "name": "name", "mobile": "mobile" }`
   * (field → the row's key): choosing a lawyer for a new card brings their name along. A field
   * the user has typed into is left alone; one the previous choice filled follows the new one.
   */
  fill?: Record<string, string>;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** Sets the fields `fill` names from the chosen row (a Formily form's fields; none outside one). */
const useFill = (fill: Record<string, string> | undefined) => {
  // Null outside a Formily form (the hook reads a context that may be absent).
  const field = useField() as GeneralField | null;
  const filled = useRef<Record<string, unknown>>({});
  return (row: Record<string, unknown> | undefined) => {
    if (!fill || !field || !row) return;
    const form = field.form;
    const parent = field.address.parent();
    for (const [target, key] of Object.entries(fill)) {
      const path = parent.concat(target);
      const current: unknown = form.getValuesIn(path);
      const value = row[key];
      if (isBlank(value)) continue;
      if (isBlank(current) || current === filled.current[target]) {
        form.setValuesIn(path, value);
        filled.current[target] = value;
      }
    }
  };
};

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
  taken,
  mode,
  allowClear,
  placeholder,
  showSearch,
  value,
  onChange,
  disabled,
  readOnly,
  'aria-label': ariaLabel,
  fill,
}: RemoteSelectProps) {
  const { options, loading, rows } = useRemoteOptions({
    call,
    query,
    paged,
    labelField,
    valueField,
    taken,
  });
  const fillFrom = useFill(fill);
  // A taken row is offered greyed out with its hint, except the one already chosen (a card's own
  // lawyer on its edit page is no conflict).
  const chosen = new Set(Array.isArray(value) ? value : [value]);
  const shown = options.map(({ value: v, label, taken: hint }) =>
    hint && !chosen.has(v)
      ? { value: v, label: `${label}（${hint}）`, disabled: true }
      : { value: v, label },
  );

  return (
    <Select
      mode={mode}
      options={shown}
      value={value ?? undefined}
      onChange={(v) => {
        onChange?.(v as Value);
        if (mode !== 'multiple') fillFrom(rows.find((r) => r[valueField ?? 'id'] === v));
      }}
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
