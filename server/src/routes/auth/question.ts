// 密保登录 for admins (docs/product.md, Sign-in; the deviation and its compensations are in
// docs/security.md). PUT /auth/question: a signed-in admin picks one of the preset questions and an
// answer, after re-entering the password. POST /auth/loginByQuestion: username + question + answer
// → token. The sign-in shares everything with the password login: the rate limit, the failure count
// that brings the captcha (after 3 failures of either kind), the argon2 time spent on unknown
// accounts and one message for every wrong part. The login names the question too, so no call
// reveals which question (or whether any) an account has.
import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit';
import { BizError, badRequest } from '../../lib/biz-error';
import { savedBy } from '../../lib/saved-by';
import { hashPassword, verifyPassword, type HashCost } from '../../lib/crypto';
import { input, nullData, ok, type JsonSchema } from '../../lib/envelope';
import { userOf } from '../../plugins/auth';
import { LOGIN_FAILED } from '../../plugins/repositories/logs';
import { admitAttempt, countAddress } from './captcha';
import { liveBody } from '../../plugins/validation';
import { accountBodies, questionsOf } from './forms';
import { accountLimit, dummyHash, loginLimit, signInAdmin } from './shared';
import { loginResult } from './userinfo';

export interface QuestionRouteOptions {
  hashCost?: HashCost;
  loginRateLimit: number;
}

export const WRONG_ANSWER = '账号、密保问题或答案错误';
export const MIN_ANSWER = 2;

/**
 * The form of an answer that is hashed and compared: full-width letters, digits and spaces
 * become half-width (NFKC), case and surrounding or repeated spaces do not count.
 *
 * @example normaliseAnswer('  ＢeiJing\u3000Road ') // 'beijing road'
 */
export const normaliseAnswer = (answer: string) =>
  answer.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();

const text = (title: string, maxLength: number): JsonSchema => ({
  type: 'string',
  title,
  minLength: 1,
  maxLength,
});

interface QuestionLoginBody {
  username: string;
  question: string;
  answer: string;
  captchaId?: string;
  captcha?: string;
}

export default async function questionRoutes(app: FastifyInstance, opts: QuestionRouteOptions) {
  const bodies = accountBodies(app);
  app.put<{ Body: { question: string; answer: string; password: string } }>(
    '/auth/question',
    {
      config: { access: { roles: ['admin'] }, rateLimit: accountLimit(opts.loginRateLimit) },
      schema: { body: bodies.question, response: nullData },
    },
    async (request) => {
      const u = userOf(request);
      const { question, password } = request.body;
      const answer = normaliseAnswer(request.body.answer);
      if ([...answer].length < MIN_ANSWER)
        throw badRequest(`密保答案不能少于${MIN_ANSWER}个字符`, 'answer');
      const a = await app.admins.byId(u.firmId, u.id);
      // A stolen session alone must not be enough to plant a way back in.
      if (!a || !(await verifyPassword(a.passwordHash, password))) {
        throw badRequest('登录密码不正确', 'password');
      }
      if (answer === normaliseAnswer(password))
        throw badRequest('密保答案不能与登录密码相同', 'answer');
      await app.admins.update(u.firmId, a.id, undefined, {
        securityQuestion: question,
        securityAnswerHash: await hashPassword(answer, opts.hashCost),
        ...savedBy(request),
      });
      await audit(app, request, '设置密保问题', a.username, question, {
        type: 'update',
        kind: '管理员',
        targetOrganizationId: a.organizationId,
      });
      return ok(null, '密保问题已设置');
    },
  );

  app.post<{ Body: QuestionLoginBody }>(
    '/auth/loginByQuestion',
    {
      config: { access: 'public', rateLimit: loginLimit(opts.loginRateLimit, 'username') },
      onRequest: countAddress(app),
      schema: {
        // The preset questions are the firm's 密保问题 form's options.
        body: liveBody(app, (s) =>
          input(
            {
              username: text('账号', 50),
              question: {
                type: 'string',
                title: '密保问题',
                enum: questionsOf(s.forms['account-question']),
              },
              answer: text('密保答案', 50),
              captchaId: { type: 'string', title: '验证码', maxLength: 64 },
              captcha: { type: 'string', title: '验证码', maxLength: 10 },
            },
            ['username', 'question', 'answer'],
          ),
        ),
        response: { 200: loginResult },
      },
    },
    async (request) => {
      const { username, question, answer, captchaId, captcha } = request.body;
      const firmId = request.firmId;
      const user = await app.admins.byUsername(firmId, username);
      await admitAttempt(app, request, username, user, { captchaId, captcha });
      // Unknown account, no question set, another question: argon2 runs all the same.
      const stored =
        user?.securityAnswerHash && user.securityQuestion === question
          ? user.securityAnswerHash
          : undefined;
      const valid = await verifyPassword(
        stored ?? (await dummyHash(opts.hashCost)),
        normaliseAnswer(answer),
      );
      if (!user || !stored || !valid) {
        await audit(app, request, LOGIN_FAILED, username, `管理员密保登录：${WRONG_ANSWER}`);
        throw badRequest(WRONG_ANSWER);
      }
      if (user.status !== 1) throw new BizError('403', '账号已停用');
      return ok(await signInAdmin(app, request, user, '管理员密保登录'), '登录成功');
    },
  );
}
