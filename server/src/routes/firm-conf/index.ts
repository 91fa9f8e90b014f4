// 运营管理 / 功能设置 sections (firmConf/*, docs/contract-settings.md): GET answers a section's
// complete values with its version, PUT saves it (stale version → 409) and logs the change.
// /firmConf/appConf carries the app_conf_set document as JSON text; /firmConf answers everything.
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/biz-error';
import { envelope, input, obj, ok } from '../../lib/envelope';
import { versionField } from '../../lib/forms';
import type { StoredSectionName } from '../../lib/settings/defaults';
import { documentAnswer, readDocument, sectionAnswer } from '../../lib/settings/documents';
import { saveDocument, saveSection } from '../../lib/settings/save';
import { cardPageFields } from '../../lib/settings/card-page-fields';
import { accessOf, accessRule, schemaOf } from '../../lib/settings/sections';
import {
  documentAnswerSchema,
  documentBody,
  sectionAnswerSchema,
  sectionBody,
  sectionFields,
  TEXT_FIELD,
  type SectionBody,
  versionAnswer,
} from '../../lib/settings/wire';
import { userOf } from '../../plugins/auth';

/** The sections with their own GET/PUT /firmConf/<name> pair. */
const pathSections = [
  'shareCover',
  'cardReview',
  'sortSet',
  'loginRegSet',
  'qrcode',
  'searchSet',
  'icpSet',
  'cardStats',
] as const satisfies readonly StoredSectionName[];

/** Everything GET /firmConf answers besides the sections above. */
const everySection = [...pathSections, 'mpconf'] as const satisfies readonly StoredSectionName[];

export default async function firmConfRoutes(app: FastifyInstance) {
  const row = async (firmId: number) => {
    const r = await app.firms.settingsRow(firmId);
    if (!r) throw notFound('律所不存在');
    return r;
  };

  for (const name of pathSections) {
    const access = accessOf(name);
    app.get(
      `/firmConf/${name}`,
      {
        config: { access },
        schema: { querystring: input({}), response: { 200: envelope(sectionAnswerSchema(name)) } },
      },
      async (request) => ok(sectionAnswer(await row(request.firmId), name)),
    );
    app.put<{ Body: SectionBody }>(
      `/firmConf/${name}`,
      { config: { access }, schema: { body: sectionBody(name), response: { 200: versionAnswer } } },
      async (request) => {
        const version = await saveSection(
          { app, request },
          name,
          sectionFields(request.body),
          request.body.version,
        );
        return ok({ version }, '保存成功');
      },
    );
  }

  // 名片页's 展示字段 choices: the card form's fields (lib/settings/card-page-fields.ts).
  app.get(
    '/firmConf/cardPageFields',
    {
      config: { access: accessOf('card') },
      schema: {
        querystring: input({}),
        response: {
          200: envelope({
            type: 'array',
            items: obj({ label: { type: 'string' }, value: { type: 'string' } }),
          }),
        },
      },
    },
    async () => ok(cardPageFields()),
  );

  // The mini-program's name alone (part of mpconf, which /firm/mpconf edits whole).
  const mpNameField = schemaOf('mpconf').properties?.mpName ?? {};
  const system = accessRule.system;
  app.get(
    '/firmConf/mpName',
    {
      config: { access: system },
      schema: {
        querystring: input({}),
        response: {
          200: envelope(obj({ mpName: { type: 'string' }, version: { type: 'integer' } })),
        },
      },
    },
    async (request) => {
      const { mpName, version } = sectionAnswer(await row(request.firmId), 'mpconf');
      return ok({ mpName, version });
    },
  );
  app.put<{ Body: { mpName: string; version?: number } }>(
    '/firmConf/mpName',
    {
      config: { access: system },
      schema: {
        body: input({ mpName: mpNameField, version: versionField }, ['mpName']),
        response: { 200: versionAnswer },
      },
    },
    async (request) => {
      const { mpName, version } = request.body;
      const next = await saveSection({ app, request }, 'mpconf', { mpName }, version);
      return ok({ version: next }, '保存成功');
    },
  );

  const l1 = accessRule.L1;
  app.get(
    '/firmConf/appConf',
    {
      config: { access: l1 },
      schema: {
        querystring: input({}),
        response: { 200: envelope(documentAnswerSchema('appConfSet')) },
      },
    },
    async (request) => {
      const read = readDocument(await row(request.firmId), 'appConfSet', request.log);
      return ok(documentAnswer(read, 'appConfSet'));
    },
  );
  app.put<{ Body: { [TEXT_FIELD]: string; version?: number } }>(
    '/firmConf/appConf',
    { config: { access: l1 }, schema: { body: documentBody, response: { 200: versionAnswer } } },
    async (request) => {
      const { version } = request.body;
      const text = request.body[TEXT_FIELD];
      return ok(
        { version: await saveDocument({ app, request }, 'appConfSet', text, version) },
        '保存成功',
      );
    },
  );

  // Every section at once: open to 总所主管理员 and to holders of `system` (either suffices).
  app.get(
    '/firmConf',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        querystring: input({}),
        response: {
          200: envelope(
            obj({
              appConf: documentAnswerSchema('appConfSet'),
              ...Object.fromEntries(everySection.map((n) => [n, sectionAnswerSchema(n)])),
            }),
          ),
        },
      },
    },
    async (request) => {
      const u = userOf(request);
      if (u.level !== 1 && !u.system) throw forbidden();
      const r = await row(request.firmId);
      return ok({
        appConf: documentAnswer(readDocument(r, 'appConfSet', request.log), 'appConfSet'),
        ...Object.fromEntries(everySection.map((n) => [n, sectionAnswer(r, n)])),
      });
    },
  );
}
