import { Descriptions, Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { toColumns } from '../schema/to-columns';
import type { ColumnDef } from '../schema/types';
import { Cell } from './cell';

export interface DetailLoad {
  call: CallName;
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
}

/**
 * A record's fields in a read-only dialog (logs, messages, …), formatted like the table's cells.
 * With `load` the record comes from that call (e.g. message.info, which marks the message read)
 * rather than the row; `onLoaded` then tells the list, and a failed load closes the dialog (the
 * api layer has shown the error).
 */
export const DetailDialog = ({
  title,
  fields,
  row,
  load,
  onLoaded,
  onClose,
}: {
  title: string;
  fields: ColumnDef[];
  row: Record<string, unknown>;
  load?: DetailLoad;
  onLoaded?: () => void;
  onClose: () => void;
}) => {
  const [record, setRecord] = useState<Record<string, unknown> | null>(load ? null : row);
  // The load is fixed for the dialog's life (the row it was opened on), and the list's callbacks
  // may change identity on every render: neither may load the record a second time.
  const [request] = useState(load);
  const after = useRef({ onLoaded, onClose });
  useEffect(() => {
    after.current = { onLoaded, onClose };
  });

  useEffect(() => {
    if (!request) return;
    let alive = true;
    call<Record<string, unknown>>(request.call, { params: request.params, query: request.query })
      .then((data) => {
        if (!alive) return;
        setRecord(data ?? {});
        after.current.onLoaded?.();
      })
      .catch(() => alive && after.current.onClose());
    return () => {
      alive = false;
    };
  }, [request]);

  return (
    <Modal open title={title} footer={null} onCancel={onClose} width={640}>
      {record ? (
        <Descriptions column={1} bordered size="small" labelStyle={{ width: 120 }}>
          {toColumns(fields).map((c) => (
            <Descriptions.Item key={c.key} label={c.title}>
              <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                <Cell value={record[c.key]} display={c.display} />
              </span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Spin tip="加载中" style={{ display: 'block', padding: 48 }}>
          <div />
        </Spin>
      )}
    </Modal>
  );
};
