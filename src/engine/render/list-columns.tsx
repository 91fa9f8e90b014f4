import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/call';
import { arrangeColumns, moveColumn, type ColumnSetting } from '../schema/column-settings';
import type { ColumnDef } from '../schema/types';

/**
 * The signed-in user's 列设置 of a list file, kept on the server (GET/PUT listColumns), so they
 * follow the user to another browser. `ready` is false until the server has answered (or failed:
 * then the list file's own columns stand). A list without a file name (the schema lab's preview)
 * keeps its settings in memory only.
 */
export const useColumnSettings = (name: string | undefined) => {
  const [settings, setSettings] = useState<ColumnSetting[] | null>(null);
  const [ready, setReady] = useState(!name);
  useEffect(() => {
    if (!name) return;
    let alive = true;
    call<{ columns: ColumnSetting[] } | null>('listColumns.get', {
      params: { list: name },
      silent: true,
    })
      .then((answer) => alive && setSettings(answer?.columns ?? null))
      .catch(() => undefined)
      .finally(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [name]);
  const save = useCallback(
    (next: ColumnSetting[] | null) => {
      setSettings(next);
      if (!name) return;
      // The table follows at once; a refused save is shown by the api layer.
      void call('listColumns.save', {
        params: { list: name },
        body: { columns: next ?? [] },
      }).catch(() => undefined);
    },
    [name],
  );
  return { settings, ready, save };
};

/**
 * 列设置: antd Popover with a Checkbox per column (shown or hidden) and 上移/下移 buttons to
 * reorder (ProTable's ColumnSetting has the same parts, with a draggable Tree); 重置 returns to
 * the list file's order, all shown. The last shown column cannot be hidden.
 */
export const ColumnSettings = ({
  columns,
  settings,
  onChange,
}: {
  columns: readonly ColumnDef[];
  settings: ColumnSetting[] | null;
  onChange: (next: ColumnSetting[] | null) => void;
}) => {
  const { token } = theme.useToken();
  const arranged = arrangeColumns(columns, settings);
  const current: ColumnSetting[] = arranged.map((a) => ({
    field: a.column.field,
    hidden: a.hidden,
  }));
  const shown = current.filter((c) => !c.hidden).length;
  const toggle = (i: number, show: boolean) =>
    onChange(current.map((c, k) => (k === i ? { ...c, hidden: !show } : c)));

  const content = (
    <div role="group" aria-label="列设置" style={{ minWidth: 220 }}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          paddingBottom: 8,
          marginBottom: 8,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
        }}
      >
        <Checkbox
          checked={shown === current.length}
          indeterminate={shown > 0 && shown < current.length}
          onChange={(e) =>
            e.target.checked && onChange(current.map((c) => ({ ...c, hidden: false })))
          }
        >
          全部显示
        </Checkbox>
        <Button type="link" size="small" onClick={() => onChange(null)}>
          重置
        </Button>
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {arranged.map((a, i) => (
          <li
            key={a.column.field}
            style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}
          >
            <Checkbox
              style={{ flex: 1 }}
              checked={!a.hidden}
              disabled={!a.hidden && shown === 1}
              onChange={(e) => toggle(i, e.target.checked)}
            >
              {a.column.title}
            </Checkbox>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移「${a.column.title}」`}
              disabled={i === 0}
              onClick={() => onChange(moveColumn(current, i, -1))}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移「${a.column.title}」`}
              disabled={i === arranged.length - 1}
              onClick={() => onChange(moveColumn(current, i, 1))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="列设置" content={content}>
      <Button icon={<SettingOutlined />}>列设置</Button>
    </Popover>
  );
};
