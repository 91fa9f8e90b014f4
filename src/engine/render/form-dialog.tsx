import { Modal } from 'antd';
import type { FormSchema } from '../schema/types';
import { FormView } from './form-view';

export interface FormDialogProps {
  form: FormSchema;
  record?: Record<string, unknown>;
  params: Record<string, string | undefined>;
  onClose: (saved: boolean) => void;
  successMessage?: string;
}

/** A form schema in a modal: 新增X without a record, 编辑X with one. */
export const FormDialog = ({ form, record, params, onClose, successMessage }: FormDialogProps) => {
  const mode = record ? 'update' : 'create';
  return (
    <Modal
      open
      title={`${mode === 'create' ? '新增' : '编辑'}${form.title ?? ''}`}
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
