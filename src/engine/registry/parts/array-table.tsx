import { FastColor } from '@ant-design/fast-color';
import type { ArrayField } from '@formily/core';
import { ArrayBase } from '@formily/antd-v5';
import { observer, RecursionField, useField, useFieldSchema, type Schema } from '@formily/react';
import { theme } from 'antd';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import './array-table.css';

interface ColumnProps {
  title?: ReactNode;
  width?: number | string;
}

const componentOf = (schema: Schema) => String(schema['x-component'] ?? '');
const isColumn = (schema: Schema) => componentOf(schema).endsWith('.Column');
const isAddition = (schema: Schema) => componentOf(schema).includes('Addition');

/** The row schema's columns, in order: each a void field whose properties fill the cell. */
const columnsOf = (schema: Schema) => {
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  if (!items) return [];
  return items.reduceProperties(
    (columns: Array<{ key: string; schema: Schema; props: ColumnProps }>, column, key) =>
      isColumn(column) && column['x-display'] !== 'hidden' && column['x-display'] !== 'none'
        ? [
            ...columns,
            {
              key: String(key),
              schema: column,
              props: (column['x-component-props'] ?? {}) as ColumnProps,
            },
          ]
        : columns,
    [],
  );
};

/**
 * x-component "ArrayTable": Formily's ArrayTable without antd's Table. Rows are drawn as a plain
 * table in the small bordered look, each cell a RecursionField of its column as Formily's does,
 * and ArrayBase gives the Index, Remove and Addition parts. antd's Table (rc-table, its
 * Pagination and Tooltip, about 40 kB gzipped) served one form of 50 rows at most, unpaged.
 * Not drawn: Formily's pager (the one form with an ArrayTable turns it off) and drag sorting
 * (stubbed out of the build, scripts/vite-stub-imports.ts).
 */
const InternalArrayTable = observer(() => {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const { token } = theme.useToken();
  const rows: unknown[] = Array.isArray(field.value) ? field.value : [];
  const columns = columnsOf(schema);
  const addition = schema.reduceProperties(
    (found: ReactNode, property, key) =>
      isAddition(property) ? <RecursionField schema={property} name={key} /> : found,
    null,
  );
  const vars = {
    '--array-table-line': `${token.lineWidth}px`,
    '--array-table-border': token.colorBorderSecondary,
    '--array-table-radius': `${token.borderRadiusLG}px`,
    '--array-table-padding': `${token.paddingXS}px`,
    '--array-table-bg': token.colorBgContainer,
    '--array-table-bg-base': token.colorBgBase,
    // antd's header colour laid over the background as one opaque colour, as antd's Table does.
    '--array-table-header-bg': new FastColor(token.colorFillAlter)
      .onBackground(token.colorBgContainer)
      .toHexString(),
    '--array-table-text': token.colorText,
    '--array-table-font-size': `${token.fontSize}px`,
    '--array-table-line-height': `${token.fontSize * token.lineHeight}px`,
    '--array-table-heading': token.colorTextHeading,
    '--array-table-heading-weight': token.fontWeightStrong,
    '--array-table-empty': token.colorTextDescription,
    '--array-table-font-size-sm': `${token.fontSizeSM}px`,
    '--array-table-shadow': token.colorBorder,
    '--array-table-motion': token.motionDurationMid,
  } as CSSProperties;
  return (
    <ArrayBase>
      <div className="array-table" style={vars}>
        <table className="array-table-table" aria-label={schema.title as string | undefined}>
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={c.props.width ? { width: c.props.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.props.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((_, index) => (
              // By index, as Formily's ArrayTable keys its rows.
              <tr key={index} className="array-table-row">
                {columns.map((c) => (
                  <td key={c.key}>
                    <ArrayBase.Item index={index} record={() => field.value?.[index]}>
                      <RecursionField schema={c.schema} name={index} onlyRenderProperties />
                    </ArrayBase.Item>
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td className="array-table-empty" colSpan={columns.length || 1}>
                  暂无数据
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {/* Where Formily's puts its pager: the same gap above the Addition. */}
      <div className="array-table-footer" />
      {addition}
    </ArrayBase>
  );
});

const Column = () => <Fragment />;

export const ArrayTable = Object.assign(ArrayBase.mixin(InternalArrayTable), {
  Column,
  Addition: ArrayBase.Addition,
});
