import { createForm } from '@formily/core';
import { Form, Reset, Submit } from '@formily/antd-v5';
import { Space, Spin } from 'antd';
import { memo, useDeferredValue, useMemo, type CSSProperties } from 'react';
import type { ListSchema } from '../schema/types';
import { loadComponents, useComponents } from '../registry/load-components';
import { componentsOf } from '../registry/used-components';
import { ComponentsLoading } from './components-loading';
import { PageFrame } from './page-frame';
import { SchemaField } from './schema-field';

/** Starts loading the components of a list's search form (the route's start-up preload). */
export const preloadSearch = (list: ListSchema | undefined): Promise<void> =>
  list?.search ? loadComponents(componentsOf(list.search)) : Promise.resolve();

// As many columns as fit, at least 240 px each and at most four, the fields sharing the width
// (FormGrid's loose auto-fit, and its gaps). Plain CSS: FormGrid measured the page on mount, a forced layout in
// the list's longest task on arrival.
const GAP = 16;
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(max(240px, calc((100% - ${3 * GAP}px) / 4)), 1fr))`,
  columnGap: GAP,
  rowGap: 4,
};
// A search field (antd's 32 px input and FormItem's 24 px below it) and the 查询 row.
const FIELD_HEIGHT = 56;
const BUTTONS_HEIGHT = 32;

export interface ListSearchProps {
  search: NonNullable<ListSchema['search']>;
  /** The filters in the URL: the form starts from them. */
  filters: Record<string, unknown>;
  /** 查询 with the form's values, 重置 with none. Must keep its identity across renders. */
  onSearch: (values: Record<string, unknown>) => void;
}

/**
 * A list's search form. Memoised: rows arriving or a dialog opening re-render the list, not these
 * fields, so each of those updates is a shorter task on the main thread.
 *
 * @example <ListSearch search={list.search} filters={filters} onSearch={applySearch} />
 */
export const ListSearch = memo(function ListSearch({ search, filters, onSearch }: ListSearchProps) {
  const form = useMemo(() => createForm({ initialValues: filters }), [filters]);
  // The fields' components load with the list; until then the card holds a spinner.
  const components = useComponents(useMemo(() => componentsOf(search), [search]));
  // Mounting the fields (their Formily fields, antd's styles for each input) is the longest piece
  // of work on a list's arrival: deferred, React renders it in slices the browser can interrupt.
  const ready = useDeferredValue(components.state === 'ready');
  return (
    <PageFrame style={{ marginBottom: 16 }} bodyStyle={{ paddingBottom: 0 }}>
      {ready ? (
        <Form form={form} layout="horizontal" onAutoSubmit={onSearch}>
          <div style={grid}>
            <SchemaField schema={search} />
          </div>
          {/* FormButtonGroup align="right" is this Space; it would bring react-sticky-box. */}
          <Space style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
            <Submit>查询</Submit>
            <Reset onClick={() => onSearch({})}>重置</Reset>
          </Space>
        </Form>
      ) : components.state === 'failed' ? (
        <ComponentsLoading state="failed" retry={components.retry} />
      ) : (
        // The form's own height while its fields load (one row of 32 px inputs each, as in the
        // form), so the list below does not jump down when they appear.
        <Spin tip="加载中">
          <div style={grid}>
            {Object.keys(search.properties ?? {}).map((name) => (
              <div key={name} style={{ height: FIELD_HEIGHT }} />
            ))}
          </div>
          <div style={{ height: BUTTONS_HEIGHT, marginBottom: 16 }} />
        </Spin>
      )}
    </PageFrame>
  );
});
