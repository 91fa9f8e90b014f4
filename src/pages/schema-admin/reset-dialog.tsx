import { Alert } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call';
import { useFeedback } from '../../engine/state/feedback';
import { NoteDialog } from './note-dialog';
import { ProblemList } from './problem-list';
import { refusalOf } from './refusal';
import type { SchemaProblem } from './types';

// 恢复默认: a new version whose content is the file in schemas/ as deployed.

interface Props {
  file: string;
  title: string;
  baseVersion: number;
  dirty: boolean;
  onClose: () => void;
  onDone: (version: number) => void;
}

export const ResetDialog = ({ file, title, baseVersion, dirty, onClose, onDone }: Props) => {
  const { message } = useFeedback();
  const [refused, setRefused] = useState<SchemaProblem[]>([]);
  const reset = async (note: string) => {
    setRefused([]);
    try {
      const { version } = await call<{ version: number }>('schema.reset', {
        body: { file, baseVersion, ...(note ? { note } : {}) },
        silent: true,
      });
      onDone(version);
    } catch (e) {
      const refusal = refusalOf(e);
      void message.error(refusal.message);
      if (refusal.kind === 'problems') setRefused(refusal.problems);
    }
  };
  return (
    <NoteDialog title={`恢复默认：${title}`} okText="恢复默认" onOk={reset} onClose={onClose}>
      将发布一个新版本，内容为系统自带的默认文件，所有控制台立即使用它。之前的版本仍保留在历史中，可随时回滚。
      {dirty && '编辑器中未发布的修改会保留在“我的文本”面板中。'}
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          message="默认文件与本所其他已发布的文件冲突，请先修改或恢复它们"
          description={<ProblemList problems={refused} ready />}
        />
      )}
    </NoteDialog>
  );
};
