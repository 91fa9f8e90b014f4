import { Modal } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

export interface ModalHostProps {
  onReady: (api: ModalApi) => void;
}

/**
 * antd's modal holder, loaded by FeedbackProvider when a dialog is first asked for. It hands
 * over the hook's API only once mounted: antd opens a dialog into a holder that must exist.
 */
export const ModalHost = ({ onReady }: ModalHostProps) => {
  const [api, holder] = Modal.useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
};
