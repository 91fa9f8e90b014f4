import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  PlusOutlined,
  SendOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, Space } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { call } from '../../api/call';
import { download, saveFile } from '../../api/download';
import type { CallName } from '../../api/calls';
import { resolveRecord, resolveText } from '../schema/template';
import type { ActionDef } from '../schema/types';
import { useFeedback } from '../state/feedback';
import { useShellRefresh } from '../state/shell-refresh';

const icons: Record<string, ReactNode> = {
  plus: <PlusOutlined />,
  edit: <EditOutlined />,
  delete: <DeleteOutlined />,
  export: <ExportOutlined />,
  check: <CheckOutlined />,
  close: <CloseOutlined />,
  eye: <EyeOutlined />,
  pin: <VerticalAlignTopOutlined />,
  send: <SendOutlined />,
};

export interface ActionContext {
  row?: Record<string, unknown>;
  params: Record<string, string | undefined>;
}

/**
 * Runs one action: navigate, call (after confirmation), download the current filter, or ask the
 * list to open a dialog (form or detail). A call that succeeds fires the action's `refresh`
 * signals; the list does the same for dialogs (form saved, detail loaded).
 */
export const useRunAction = (
  onChanged: () => void,
  openDialog: (a: ActionDef, row?: Record<string, unknown>) => void,
  currentQuery: () => Record<string, unknown> = () => ({}),
) => {
  const navigate = useNavigate();
  const location = useLocation();
  const { modal, message } = useFeedback();
  const refreshShell = useShellRefresh();

  return (action: ActionDef, { row, params }: ActionContext) => {
    const ctx = { ...row, params };
    if (action.type === 'navigate' && action.to) {
      // The target page returns here, filters and page included, after saving.
      navigate(resolveText(action.to, ctx), {
        state: { from: `${location.pathname}${location.search}` },
      });
      return;
    }
    if (action.type === 'form' || action.type === 'detail') {
      openDialog(action, row);
      return;
    }
    if (action.type === 'download') {
      const options = action.options ?? [];
      const ticked: Record<string, boolean> = Object.fromEntries(
        options.map((o) => [o.name, o.checked ?? false]),
      );
      // An inverted option sends the opposite of its tick (导出完整手机号 → maskMobile=false).
      const chosen = () =>
        Object.fromEntries(
          options.map((o) => [o.name, o.invert ? !ticked[o.name] : ticked[o.name]]),
        );
      const run = async () => {
        saveFile(
          await download(action.call as CallName, { query: { ...currentQuery(), ...chosen() } }),
        );
        message.success(action.success ?? '导出成功');
      };
      modal.confirm({
        title: action.label,
        content: (
          <Space direction="vertical">
            <span>{action.confirm ?? '将按当前筛选条件导出全部记录。'}</span>
            {(action.options ?? []).map((o) => (
              <Checkbox
                key={o.name}
                defaultChecked={o.checked}
                onChange={(e) => {
                  ticked[o.name] = e.target.checked;
                }}
              >
                {o.label}
              </Checkbox>
            ))}
          </Space>
        ),
        okText: '导出',
        cancelText: '取消',
        onOk: () => run(),
      });
      return;
    }
    const run = async () => {
      await call(action.call as CallName, {
        params: resolveRecord(action.params, ctx) as Record<string, string | number> | undefined,
        query: resolveRecord(action.query, ctx),
        body: resolveRecord(action.body, ctx),
      });
      message.success(action.success ?? '操作成功');
      onChanged();
      refreshShell(action.refresh);
    };
    if (!action.confirm) {
      void run().catch(() => undefined);
      return;
    }
    modal.confirm({
      title: `确认${action.label}`,
      content: resolveText(action.confirm, ctx),
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: action.danger },
      // Rejecting keeps the dialog open on failure; the error itself is already shown.
      onOk: () => run(),
    });
  };
};

export const ActionButtons = ({
  actions,
  onRun,
  link,
  disabled,
}: {
  actions: ActionDef[];
  onRun: (a: ActionDef) => void;
  link?: boolean;
  /** Batch buttons wait for a selection. */
  disabled?: boolean;
}) => (
  <Space size={link ? 0 : 8} wrap>
    {actions.map((a) => (
      <Button
        key={a.label}
        type={link ? 'link' : a.primary ? 'primary' : 'default'}
        size={link ? 'small' : 'middle'}
        danger={a.danger}
        icon={a.icon ? icons[a.icon] : undefined}
        disabled={disabled}
        onClick={() => onRun(a)}
      >
        {a.label}
      </Button>
    ))}
  </Space>
);
