import { Modal } from 'antd';
import type { FormSchema } from '../schema/types';
import { FormView } from './form-view';

export interface FormDialogProps {
  form: FormSchema;
  record?: Record<string, unknown>;
  params: Record<string, string | undefined>;
  onClose: (saved: boolean) => void;
  successMessage?: string;
  /** The action's label (新增管理员, 驳回…) when it names the dialog better than the form does. */
  title?: string;
}

// 新增管理员 / 编辑管理员 from the form's title; an action label that says more (驳回) wins.
const dialogTitle = (mode: 'create' | 'update', formTitle?: string, label?: string) => {
  const generic = ['新增', '编辑', '修改', '添加'];
  if (label && !generic.includes(label)) return label;
  return `${mode === 'create' ? '新增' : '编辑'}${formTitle ?? ''}`;
};

/** A form schema in a modal: 新增X without a record, 编辑X with one. */
export const FormDialog = ({
  form,
  record,
  params,
  onClose,
  successMessage,
  title,
}: FormDialogProps) => {
  const mode = record ? 'update' : 'create';
  return (
    <Modal
      open
      title={form.dialogTitle ?? dialogTitle(mode, form.title, title)}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={640}
      onCancel={() => onClose(false)}
    >
      <FormView
        form={form}
        mode={mode}
        params={params}
        record={record}
        recordId={record?.id as number | undefined}
        successMessage={successMessage}
        onDone={() => onClose(true)}
        onCancel={() => onClose(false)}
      />
    </Modal>
  );
};
