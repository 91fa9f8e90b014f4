// The firm's own profile: name, short name, logo and contact (docs/contract-system.md).
// GET /firm/profile lets every admin of the firm read it with its version; POST /firm/update is
// the main office's main admin's (level 1, MAIN_OFFICE_MAIN_ADMIN), a stale version is 409, and
// the change and its 重要日志 row commit together. The name stays where firmInfo and the defaults
// read it (firm.name); logo and contact are kept beside the settings (lib/settings/keyed.ts).
import type { FastifyInstance } from 'fastify';
import { validators } from '../../../../src/engine/schema/validators';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/biz-error';
import { envelope, input, int, obj, ok, str, type JsonSchema } from '../../lib/envelope';
import { versionField } from '../../lib/forms';
import { describeFields, readKeyed, saveKeyed } from '../../lib/settings/keyed';
import type { Plain } from '../../lib/settings/plain';
import { safeSrc } from '../../lib/sanitize-html';

interface Extras {
  logo: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
}
interface Profile extends Extras {
  id: number;
  name: string;
  shortName: string;
  version: number;
}
type ProfileBody = Partial<Omit<Profile, 'id' | 'version'>> & { name: string; version?: number };

const EXTRA_KEYS = ['logo', 'contactName', 'contactPhone', 'contactEmail', 'address'] as const;
const LABELS: Record<keyof Omit<Profile, 'id' | 'version'>, string> = {
  name: '律所名称',
  shortName: '简称',
  logo: '律所标志',
  contactName: '联系人',
  contactPhone: '联系电话',
  contactEmail: '联系邮箱',
  address: '地址',
};
const MAX: Record<keyof typeof LABELS, number> = {
  name: 50,
  shortName: 20,
  logo: 500,
  contactName: 20,
  contactPhone: 20,
  contactEmail: 50,
  address: 100,
};

const text = (key: keyof typeof LABELS, more: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  title: LABELS[key],
  maxLength: MAX[key],
  ...more,
});
/** A named validator's rule, or nothing at all (the field may be left empty). */
const emptyOr = (v: { pattern: string; message: string }): JsonSchema => ({
  pattern: `^$|${v.pattern}`,
  'x-message': v.message,
});

const bodySchema = input(
  {
    name: text('name', { minLength: 1 }),
    shortName: text('shortName'),
    logo: text('logo'),
    contactName: text('contactName'),
    contactPhone: text('contactPhone', emptyOr(validators.phone)),
    contactEmail: text('contactEmail', emptyOr(validators.email)),
    address: text('address'),
    version: versionField,
  },
  ['name'],
);

const answerSchema = envelope(
  obj(
    {
      id: int,
      name: str,
      shortName: str,
      ...Object.fromEntries(EXTRA_KEYS.map((k) => [k, str])),
      version: int,
    },
    ['id', 'name', 'shortName', ...EXTRA_KEYS, 'version'],
  ),
);

/** Stored extras that are not text of the allowed length read as empty. */
const extrasOf = (stored: Plain): Extras => {
  const out = {} as Extras;
  for (const k of EXTRA_KEYS) {
    const v = stored[k];
    out[k] = typeof v === 'string' && v.length <= MAX[k] ? v : '';
  }
  return out;
};

export default async function firmProfileRoutes(app: FastifyInstance) {
  app.get(
    '/firm/profile',
    {
      config: { access: { roles: ['admin'] } },
      schema: { querystring: input({}), response: { 200: answerSchema } },
    },
    async (request) => {
      const f = await app.firms.byId(request.firmId);
      if (!f) throw notFound('律所不存在');
      const { stored, version } = readKeyed(f, 'firmProfile');
      return ok({ id: f.id, name: f.name, shortName: f.shortName, ...extrasOf(stored), version });
    },
  );

  app.post<{ Body: ProfileBody }>(
    '/firm/update',
    {
      config: { access: { roles: ['admin'], levels: [1] } },
      schema: { body: bodySchema, response: { 200: answerSchema } },
    },
    async (request) => {
      const b = request.body;
      const name = b.name.trim();
      if (!name) throw badRequest('请输入律所名称');
      // The logo is shown as an image: an http(s) address or a file uploaded here, nothing else.
      const logo = b.logo?.trim();
      if (logo && !safeSrc(logo)) throw badRequest('律所标志地址不正确');
      const saved = await saveKeyed(app, request, 'firmProfile', b.version, async (stored, tx) => {
        const f = await tx.firms.byId(request.firmId);
        if (!f) throw notFound('律所不存在');
        const before = { name: f.name, shortName: f.shortName, ...extrasOf(stored) };
        // Fields not sent keep their stored values.
        const after = { ...before, name };
        for (const k of ['shortName', ...EXTRA_KEYS] as const) {
          const v = b[k];
          if (v !== undefined) after[k] = k === 'logo' ? (logo ?? '') : v.trim();
        }
        await tx.firms.rename(request.firmId, { name: after.name, shortName: after.shortName });
        await audit(
          app,
          request,
          '修改律所信息',
          after.name,
          describeFields(LABELS, before, after),
          {
            kind: '律所',
            db: tx.db,
          },
        );
        const extras = Object.fromEntries(EXTRA_KEYS.map((k) => [k, after[k]]));
        return { next: extras, result: { id: f.id, ...after } };
      });
      return ok({ ...saved.result, version: saved.version }, '保存成功');
    },
  );
}
