import { Switch, theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { routes } from '../../route-table';
import { switchMap, switchRows } from './switch-rows';

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
  // The group column only when some switch sits inside a menu group.
  const grouped = rows.some((r) => r.group);

  // antd's small bordered Table, drawn as a plain table: antd's brings its pagination, and with it
  // Select and a virtual list, some 50 kB gzipped on a page that shows a dozen rows.
  const cell: CSSProperties = {
    padding: '8px 8px',
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    textAlign: 'start',
    overflowWrap: 'break-word',
  };
  const head: CSSProperties = {
    ...cell,
    background: token.colorFillAlter,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
  };
  return (
    <div style={{ maxWidth: 560, borderRadius: token.borderRadiusLG, overflow: 'hidden' }}>
      <table
        style={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: token.fontSize,
          color: token.colorText,
          background: token.colorBgContainer,
        }}
      >
        <thead>
          <tr>
            <th scope="col" style={head}>
              菜单
            </th>
            {grouped && (
              <th scope="col" style={head}>
                所属分组
              </th>
            )}
            <th scope="col" style={{ ...head, width: 100 }}>
              显示
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td style={cell}>{row.title}</td>
              {grouped && (
                <td style={cell}>
                  {row.group ?? <span style={{ color: token.colorTextSecondary }}>—</span>}
                </td>
              )}
              <td style={cell}>
                <Switch
                  checked={current[row.name]}
                  checkedChildren="开"
                  unCheckedChildren="关"
                  aria-label={row.title}
                  disabled={disabled || readOnly}
                  onChange={(on) => onChange?.({ ...current, [row.name]: on })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
