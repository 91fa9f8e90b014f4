// Lawyer self-registration from the login page, all public: whether a number is already
// registered (lawyer/checkMobile), the offices to pick from (lawyer/registerOffices) and the
// registration itself (lawyer/register), which honours the firm's loginRegSet: closed → 403; with
// needApproval the account waits as 待审核 until an admin passes it in 人员管理. A registration
// carries the lawyer form's document fields too (forms/lawyer.json, those a lawyer may set), with
// the form's rules, and stores them as 创建账号 and 编辑 do (lawyer/dto.ts): a field product staff
// add to the form is kept from the first save on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formForViewer } from '../../../../src/engine/schema/field-auth';
import { toJsonSchema } from '../../../../src/engine/schema/to-json-schema';
import { validators } from '../../../../src/engine/schema/validators';
import { badRequest, forbidden } from '../../lib/biz-error';
import { hashPassword, type HashCost } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import { envelope, idField, input, int, obj, ok, str, bool } from '../../lib/envelope';
import { limitPer } from '../../lib/rate-limits';
import { readSection } from '../../lib/settings/read';
import { LAWYER_ACTIVE, LAWYER_PENDING } from '../../plugins/repositories/lawyers';
import type { SmsCodes } from '../sms/codes';
import { MOBILE_REGISTERED, REGISTER_CLOSED, codeField, mobileField } from '../sms/index';
import { liveBody } from '../../plugins/validation';
import type { SchemaDir } from '../../resources/schema-dir';
import { lawyerModel } from './dto';

export interface RegisterRouteOptions {
  hashCost?: HashCost;
  sms: SmsCodes;
  /** checkMobile calls per client address per minute. */
  lookupRateLimit: number;
}

const ACCOUNT_KEYS = ['mobile', 'code', 'password', 'name', 'organizationId', 'firmId'];

interface RegisterBody extends Record<string, unknown> {
  mobile: string;
  code: string;
  password: string;
  name: string;
  organizationId: number;
}

/**
 * The lawyer form's document fields a lawyer may set (no `x-auth` keeping them for admins), with
 * their rules. Optional here: the registration page asks for the account itself, and a field the
 * form requires is asked for when an admin edits the lawyer (编辑), as for 创建账号's accounts.
 */
const documentFields = (schemas: SchemaDir) => {
  const own = toJsonSchema(formForViewer(schemas.forms.lawyer, ['LAWYER']), 'create');
  return Object.fromEntries(
    lawyerModel(schemas)
      // The account's own keys (the SMS code, the password) are never stored as a field.
      .documentFields.filter((k) => own.properties?.[k] && !ACCOUNT_KEYS.includes(k))
      .map((k) => [k, own.properties![k]]),
  );
};

const pick = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]]));

const perAddress = (max: number) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => req.ip,
});

export default async function registerRoutes(app: FastifyInstance, opts: RegisterRouteOptions) {
  const settingsOf = (firmId: number) => readSection(app.db, firmId, 'loginRegSet');

  app.get<{ Querystring: { mobile: string } }>(
    '/lawyer/checkMobile',
    {
      config: { access: 'public', rateLimit: perAddress(opts.lookupRateLimit) },
      schema: {
        querystring: input({ mobile: mobileField }, ['mobile']),
        response: { 200: envelope(obj({ registered: bool }, ['registered'])) },
      },
    },
    async (request) => {
      const existing = await app.lawyers.byMobile(request.firmId, request.query.mobile);
      return ok(
        { registered: Boolean(existing) },
        existing ? MOBILE_REGISTERED : '该手机号可以注册',
      );
    },
  );

  // The office picker of the registration page. organization.validList is an admin call scoped to
  // the admin's office; an anonymous visitor gets this firm-wide list of enabled offices, with
  // nothing but id and name.
  app.get(
    '/lawyer/registerOffices',
    {
      config: { access: 'public' },
      schema: {
        querystring: input({}),
        response: { 200: envelope({ type: 'array', items: obj({ id: int, name: str }) }) },
      },
    },
    async (request) => {
      if (!(await settingsOf(request.firmId)).selfRegister) throw forbidden(REGISTER_CLOSED);
      const offices = await app.organizations.validList({ firmId: request.firmId });
      return ok(offices.map(({ id, name }) => ({ id, name })));
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/lawyer/register',
    {
      config: { access: 'public', rateLimit: perAddress(opts.lookupRateLimit) },
      // Per number too: guesses at one number's code from many addresses are still counted.
      preHandler: limitPer(
        app,
        app.abuseLimits.perAccount,
        (req) => String((req.body as { mobile?: unknown } | undefined)?.mobile ?? ''),
        'mobile',
      ),
      schema: {
        // The firm's lawyer form decides which fields a registration may carry.
        body: liveBody(app, (s) =>
          input(
            {
              ...documentFields(s),
              mobile: mobileField,
              code: codeField,
              password: {
                type: 'string',
                title: '密码',
                maxLength: 64,
                pattern: validators.password.pattern,
                'x-message': validators.password.message,
              },
              name: { type: 'string', title: '姓名', minLength: 1, maxLength: 20 },
              organizationId: idField('所属机构'),
            },
            ['mobile', 'code', 'password', 'name', 'organizationId'],
          ),
        ),
        response: {
          200: envelope(obj({ id: int, status: int }, ['id', 'status'])),
        },
      },
    },
    async (request) => {
      const firmId = request.firmId;
      const b = request.body;
      const name = b.name.trim();
      if (!name) throw badRequest('请输入姓名', 'name');
      const { selfRegister, needApproval } = await settingsOf(firmId);
      if (!selfRegister) throw forbidden(REGISTER_CLOSED);
      const office = await app.organizations.byId(firmId, b.organizationId);
      if (!office || office.status !== 1) {
        throw badRequest('所属机构不存在或已停用', 'organizationId');
      }
      if (await app.lawyers.byMobile(firmId, b.mobile))
        throw badRequest(MOBILE_REGISTERED, 'mobile');
      // Checked before the transaction: a wrong guess must count even though nothing is created.
      const code = await opts.sms.check(firmId, b.mobile, 'register', b.code);
      const passwordHash = await hashPassword(b.password, opts.hashCost);
      const status = needApproval ? LAWYER_PENDING : LAWYER_ACTIVE;
      try {
        const id = await app.unitOfWork(async (w) => {
          await opts.sms.consume(w.smsCodes, code);
          const schemas = app.liveSchemas.forFirm(firmId);
          const values = lawyerModel(schemas).values({
            ...pick(b, Object.keys(documentFields(schemas))),
            name,
            mobile: b.mobile,
            organizationId: office.id,
            status,
          });
          const [id] = await w.lawyers.insertMany([{ ...values, firmId, passwordHash }]);
          await w.events.log(
            {
              firmId,
              organizationId: office.id,
              operatorType: 'lawyer',
              operatorId: id,
              operatorName: name,
              ip: request.ip,
            },
            'create',
            '律师自助注册',
            { kind: '律师', name, organizationId: office.id, lawyerId: id },
            `手机号 ${b.mobile}，${needApproval ? '待审核' : '无需审核'}`,
          );
          return id;
        });
        return ok(
          { id, status },
          needApproval ? '注册成功，请等待管理员审核' : '注册成功，可以登录',
        );
      } catch (err) {
        // The same number registered a moment ago by another request: the code stays unused.
        if (isUniqueViolation(err)) throw badRequest(MOBILE_REGISTERED, 'mobile');
        throw err;
      }
    },
  );
}
