// Password changes for the SIGKILL suite: one account changes its password again and again, each
// change with the previous password, one at a time. Before each change it signs in once more (an
// "other device"), which the change must end. After the kill and a restart, the number of 修改密码
// logs j says how many changes committed: the stored password must be the j-th, the other-device
// sessions of changes 1…j ended and the next one (if it was opened) alive. A change whose log is
// missing, or a log whose password or ended sessions are missing, breaks one of these.
import { expect } from 'vitest';
import { sha256, verifyPassword } from '../../src/lib/crypto';
import { call } from './child-server';

/** The account's password after `i` changes (the account is created with the 0th). */
export const passwordAt = (i: number) => (i === 0 ? 'Test1234a' : `Chain${i}pass`);

/** Changes per account: the per-account limits allow 10 sign-ins and 10 changes a minute. */
const CHANGES = 5;

export interface Chain {
  kind: 'admin' | 'lawyer';
  /** The admin's username or the lawyer's mobile. */
  login: string;
  /** The target the log names: 管理员「…」 or 律师「…」. */
  target: string;
  /** The session the changes are made with (never ended by them). */
  main: string;
  /** The other-device session opened before change i + 1. */
  others: string[];
  /** Changes answered 200. */
  acked: number;
}

export const signIn = async (
  port: number,
  kind: Chain['kind'],
  login: string,
  password: string,
): Promise<string> => {
  const res =
    kind === 'admin'
      ? await call<{ token: string }>(port, 'POST', '/api/auth/firmAccessUserLogin', {
          body: { username: login, password },
          form: true,
        })
      : await call<{ token: string }>(port, 'POST', '/api/auth/lawyerLogin', {
          body: { mobile: login, password },
        });
  expect(res.body.code, res.body.message).toBe('200');
  return res.body.data.token;
};

/** Creates the chain's account (an admin of 总所, or a lawyer) and signs it in. */
export const newChain = async (
  port: number,
  adminToken: string,
  kind: Chain['kind'],
): Promise<Chain> => {
  const password = passwordAt(0);
  const [login, target] =
    kind === 'admin'
      ? ['chainadmin', '管理员「chainadmin」']
      : ['13700000001', '律师「持久测试律师」'];
  const res =
    kind === 'admin'
      ? await call(port, 'POST', '/api/firmAccessUser/add', {
          token: adminToken,
          body: {
            username: login,
            name: '持久测试',
            mobile: '13700000002',
            password,
            status: 1,
            organizationId: 1,
          },
        })
      : await call(port, 'POST', '/api/lawyer/addList', {
          token: adminToken,
          body: { lawyers: [{ name: '持久测试律师', mobile: login, organizationId: 1 }], password },
        });
  expect(res.body.code, res.body.message).toBe('200');
  const main = await signIn(port, kind, login, password);
  return { kind, login, target, main, others: [], acked: 0 };
};

const noAnswer = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  return code.startsWith('ECONN') || code === 'EPIPE';
};

/** Changes the password until CHANGES are done or the server stops answering. */
export const runChain = async (port: number, chain: Chain, onAck: () => void) => {
  const url = chain.kind === 'admin' ? '/api/auth/password' : '/api/lawyer/updatePassword';
  try {
    for (let i = 1; i <= CHANGES; i++) {
      chain.others.push(await signIn(port, chain.kind, chain.login, passwordAt(i - 1)));
      const res = await call(port, 'PUT', url, {
        token: chain.main,
        body: {
          oldPassword: passwordAt(i - 1),
          newPassword: passwordAt(i),
          confirmPassword: passwordAt(i),
        },
      });
      expect(res.body.code, res.body.message).toBe('200');
      chain.acked = i;
      onAck();
    }
  } catch (err) {
    // No answer: the process is gone. Anything else is a failure of the test.
    if (!noAnswer(err)) throw err;
  }
};

type Rows = (query: string) => Promise<Record<string, unknown>[]>;

/** What the database must hold for the chain after the restart; returns the changes found. */
export const checkChain = async (rows: Rows, chain: Chain) => {
  const [logs] = await rows(
    `select count(*)::int as n from log where action = '修改密码' and target = '${chain.target}'`,
  );
  const committed = Number(logs.n);
  // Every acknowledged change is there; at most the one in flight joined it.
  expect(committed).toBeGreaterThanOrEqual(chain.acked);
  expect(committed).toBeLessThanOrEqual(chain.acked + 1);
  const [account] = await rows(
    chain.kind === 'admin'
      ? `select password_hash from firm_access_user where username = '${chain.login}'`
      : `select password_hash from lawyer where mobile = '${chain.login}'`,
  );
  expect(await verifyPassword(String(account.password_hash), passwordAt(committed))).toBe(true);
  const revoked = async (token: string) =>
    (await rows(`select revoked from session where token_hash = '${sha256(token)}'`))[0]?.revoked;
  expect(await revoked(chain.main)).toBe(false);
  const ended = await Promise.all(chain.others.map(revoked));
  expect(ended).toEqual(chain.others.map((_, i) => i < committed));
  return committed;
};
