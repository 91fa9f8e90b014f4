import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { call } from '../../api/call';
import type { CallName } from '../../api/calls';
import { reportError } from '../../api/client';
import { ApiError } from '../../api/errors';
import { useSession } from '../../api/session-store';
import type { FormCallArgs, FormHost } from './form-host';
import { LoadingSpin } from './loading-spin';
import { useLeaveGuard } from './use-leave-guard';
import { useFeedback } from '../state/feedback';

const loading = <LoadingSpin />;

const LeaveGuard = ({ dirty }: { dirty: () => boolean }) => {
  useLeaveGuard(dirty);
  return null;
};

/** The console's host for a form: the router, the api client, the session and antd's App. */
export const useConsoleHost = (): FormHost => {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const { message, modal } = useFeedback();
  const { user } = useSession();
  return useMemo(
    () => ({
      user,
      // The host's arguments are the union every call accepts; api/call narrows per call name.
      call: (name: CallName, args: FormCallArgs) => call(name, args as never),
      reportError: (error: unknown) => {
        if (error instanceof ApiError) reportError(error);
      },
      navigate: (to: string | number) => (typeof to === 'number' ? navigate(to) : navigate(to)),
      from,
      notify: (text: string) => void message.success(text),
      confirm: async (question: string) =>
        Boolean(await modal.confirm({ title: question, okText: '确定', cancelText: '取消' })),
      loading,
      LeaveGuard,
    }),
    [user, navigate, from, message, modal],
  );
};
