import { Descriptions, Modal } from 'antd';
import { toColumns } from '../schema/to-columns';
import type { ColumnDef } from '../schema/types';
import { Cell } from './cell';

/** A row's fields in a read-only dialog (logs, …), formatted like the table's cells. */
export const DetailDialog = ({
  title,
  fields,
  row,
  onClose,
}: {
  title: string;
  fields: ColumnDef[];
  row: Record<string, unknown>;
  onClose: () => void;
}) => (
  <Modal open title={title} footer={null} onCancel={onClose} width={640}>
    <Descriptions column={1} bordered size="small" labelStyle={{ width: 120 }}>
      {toColumns(fields).map((c) => (
        <Descriptions.Item key={c.key} label={c.title}>
          <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            <Cell value={row[c.key]} display={c.display} />
          </span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  </Modal>
);
