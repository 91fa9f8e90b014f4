import { Switch, Table, theme } from 'antd';
import { useMemo } from 'react';
import { routes } from '../../schemas';
import { switchMap, switchRows, type SwitchRow } from './switch-rows';

export interface MenuSwitchesProps {
  /** adminFuncSwitch.global: menu name → on/off; a missing name is on. */
  value?: Record<string, boolean> | null;
  onChange?: (value: Record<string, boolean>) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * x-component "MenuSwitches": one switch per named route of routes.json, with its Chinese title
 * and menu group. Every change emits the complete map, so what is saved is what the page shows.
 */
export function MenuSwitches({ value, onChange, disabled, readOnly }: MenuSwitchesProps) {
  const rows = useMemo(() => switchRows(routes), []);
  const { token } = theme.useToken();
  const current = switchMap(rows, value);

  return (
    <Table<SwitchRow>
      rowKey="name"
      size="small"
      bordered
      pagination={false}
      dataSource={rows}
      style={{ maxWidth: 560 }}
      columns={[
        { title: '菜单', dataIndex: 'title' },
        // The group column only when some switch sits inside a menu group.
        ...(rows.some((r) => r.group)
          ? [
              {
                title: '所属分组',
                dataIndex: 'group',
                render: (group?: string) =>
                  group ?? <span style={{ color: token.colorTextSecondary }}>—</span>,
              },
            ]
          : []),
        {
          title: '显示',
          key: 'on',
          width: 100,
          render: (_: unknown, row) => (
            <Switch
              checked={current[row.name]}
              checkedChildren="开"
              unCheckedChildren="关"
              aria-label={row.title}
              disabled={disabled || readOnly}
              onChange={(on) => onChange?.({ ...current, [row.name]: on })}
            />
          ),
        },
      ]}
    />
  );
}
