import { Modal } from 'antd';
import { useMemo } from 'react';
import type { FormSchema } from '../schema/types';
import { useConsoleHost } from './console-host';
import { FormCore } from './form-core';
import type { FormCallArgs } from './form-host';

export interface BatchFormDialogProps {
  form: FormSchema;
  title: string;
  /** Sends the batch with the form's values; its own outcome message follows (list-batch.tsx). */
  send: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: (sent: boolean) => void;
}

/**
 * A batch action's form (批量驳回's one reason for all) in a modal: the form validates and picks
 * its values as any form does, but its submit sends them with the selected ids to the action's
 * call, and the list reports the outcome instead of the form's 保存成功.
 */
export const BatchFormDialog = ({ form, title, send, onClose }: BatchFormDialogProps) => {
  const base = useConsoleHost();
  const host = useMemo(
    () => ({
      ...base,
      call: (_name: unknown, args: FormCallArgs) => send(args.body ?? {}),
      notify: () => undefined,
    }),
    [base, send],
  );
  return (
    <Modal
      open
      title={form.dialogTitle ?? title}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={560}
      onCancel={() => onClose(false)}
    >
      <FormCore
        form={form}
        mode="create"
        params={{}}
        host={host}
        onDone={() => onClose(true)}
        onCancel={() => onClose(false)}
      />
    </Modal>
  );
};
