import { Alert, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, ERROR_MESSAGES } from '../api/errors';
import { relogin, sameAccount } from '../api/relogin';
import { getUserinfo, type Userinfo } from '../api/session';
import { signIn } from '../api/session-store';
import { homeOf } from '../engine/schema/routes';
import { useFeedback } from '../engine/state/feedback';

// Each account kind needs only its own form, loaded once the dialog shows.
const AdminLoginForm = lazy(() =>
  import('../pages/login/admin-login-form').then((m) => ({ default: m.AdminLoginForm })),
);
const LawyerLoginForm = lazy(() =>
  import('../pages/login/lawyer-login-form').then((m) => ({ default: m.LawyerLoginForm })),
);

/** Why the save did not go through, by the code that refused it. */
const REASONS: Record<string, string> = {
  '4003': '登录已失效',
  '4004': '长时间未操作，登录已超时',
  '4008': '登录已超过有效期',
};

/** Given up saves reject with this; their forms stay as they are. */
const NOT_SAVED = '尚未保存：请重新登录后再次保存';

/**
 * The re-login dialog, open while saves wait for a new sign-in (relogin-dialog.tsx). It signs in
 * with the login page's own calls and forms, and then:
 * - the same account: the waiting saves are sent again with the new token; each form goes on as
 *   if its save had just succeeded (保存成功).
 * - another account: the saves are given up, the previous account's drafts are removed by
 *   signIn (a browser keeps only its signed-in user's drafts) and the new account goes home.
 * - closed: the saves are given up and the page stays as it is, with what was typed.
 */
export default function ReloginDialogBody({ code }: { code: string }) {
  const { message } = useFeedback();
  const navigate = useNavigate();

  // The user whose saves wait: the stored userinfo outlives the dead token.
  const before = getUserinfo();
  const isLawyer = before ? before.type === 'lawyer' || before.auth.includes('LAWYER') : false;

  const loggedIn = (r: { token: string; userinfo: Userinfo }, remember: boolean) => {
    if (sameAccount(before, r.userinfo)) {
      signIn(r.token, r.userinfo, remember);
      void relogin.replayAll();
      return;
    }
    relogin.abandon(new ApiError('已切换账号，原账号未保存的内容未提交', code));
    signIn(r.token, r.userinfo, remember);
    relogin.leaveAsAnotherAccount(() => navigate(homeOf(r.userinfo.auth), { replace: true }));
    void message.info(`已切换为 ${r.userinfo.name}，原账号未保存的内容未提交`);
  };

  const close = () => {
    relogin.abandon(new ApiError(ERROR_MESSAGES.loginTimeout, code));
    void message.warning(NOT_SAVED);
  };

  return (
    <Modal
      open
      title="请重新登录"
      footer={null}
      width={420}
      maskClosable={false}
      destroyOnHidden
      onCancel={close}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={`${REASONS[code] ?? '登录已失效'}，保存未完成`}
        description="重新登录后将自动完成本次保存，页面上填写的内容不会丢失。"
      />
      {before?.name && (
        <Typography.Paragraph type="secondary">
          请以 {before.name} 的账号登录；以其他账号登录将放弃本页未保存的内容。
        </Typography.Paragraph>
      )}
      <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
        {isLawyer ? (
          <LawyerLoginForm onLoggedIn={loggedIn} />
        ) : (
          <AdminLoginForm onLoggedIn={loggedIn} />
        )}
      </Suspense>
    </Modal>
  );
}
