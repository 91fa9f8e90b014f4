// The demo captcha answers (GET /demo/captcha-answer?captchaId=…), for the end-to-end tests: a
// browser test cannot read the picture, as a person would, so it asks for the answer of the
// captcha the page shows. Registered only when buildApp's `captchaAnswers` is set, which server.ts
// does in demo mode with DEMO_CAPTCHA_ANSWERS=1 (never in production); the check of the answer
// is the real one.
import type { FastifyInstance } from 'fastify';
import { envelope, input, ok, str } from '../../lib/envelope';

const KEPT = 500;

/** The answers as issued, the newest KEPT of them. */
export const createCaptchaAnswers = () => {
  const answers = new Map<string, string>();
  return {
    add(id: string, answer: string) {
      answers.set(id, answer);
      if (answers.size > KEPT) answers.delete(answers.keys().next().value as string);
    },
    get: (id: string) => answers.get(id),
  };
};
export type CaptchaAnswers = ReturnType<typeof createCaptchaAnswers>;

export default async function captchaAnswerRoutes(
  app: FastifyInstance,
  opts: { answers: CaptchaAnswers },
) {
  app.get<{ Querystring: { captchaId: string } }>(
    '/demo/captcha-answer',
    {
      config: { access: 'public' },
      schema: {
        querystring: input({ captchaId: { type: 'string', title: '验证码', maxLength: 64 } }, [
          'captchaId',
        ]),
        response: { 200: envelope(str) },
      },
    },
    async (request) => ok(opts.answers.get(request.query.captchaId) ?? ''),
  );
}
