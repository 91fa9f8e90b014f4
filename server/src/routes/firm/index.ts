// Firm-level reads the shell needs before and right after sign-in (firm/*), and the 功能设置
// documents kept on the firm: conf.app (app_conf, text) and the mini-program settings (mpconf).
// The firm's profile (name, logo, contact: GET /firm/profile, POST /firm/update) is profile.ts.
import type { FastifyInstance } from 'fastify';
import { BizError, FIRM_MISMATCH, notFound } from '../../lib/biz-error';
import { envelope, idField, input, int, obj, ok, str } from '../../lib/envelope';
import { confApp, sectionAnswer } from '../../lib/settings/documents';
import { saveDocument, saveSection } from '../../lib/settings/save';
import { accessRule } from '../../lib/settings/sections';
import {
  confAppSchema,
  documentBody,
  sectionAnswerSchema,
  sectionBody,
  sectionFields,
  TEXT_FIELD,
  versionAnswer,
  type SectionBody,
} from '../../lib/settings/wire';
import firmProfileRoutes from './profile';

export default async function firmRoutes(app: FastifyInstance) {
  await app.register(firmProfileRoutes);
  const row = async (firmId: number) => {
    const r = await app.firms.settingsRow(firmId);
    if (!r) throw notFound('律所不存在');
    return r;
  };

  app.get<{ Params: { id: number } }>(
    '/firm/firmInfo/:id',
    {
      config: { access: 'public' },
      schema: {
        params: obj({ id: idField('律所') }, ['id']),
        querystring: input({}),
        response: { 200: envelope(obj({ id: int, name: str, shortName: str })) },
      },
    },
    async (request) => {
      // Public, but only for the firm the request belongs to (token's, else the client's firmId).
      if (request.params.id !== request.firmId) throw new BizError('403', FIRM_MISMATCH);
      const f = await app.firms.byId(request.params.id);
      if (!f) throw notFound('律所不存在');
      return ok({ id: f.id, name: f.name, shortName: f.shortName });
    },
  );

  // Public: the login page needs the logo, background, ICP number and login methods.
  app.get(
    '/firm/appconf',
    {
      config: { access: 'public' },
      schema: { querystring: input({}), response: { 200: envelope(confAppSchema()) } },
    },
    async (request) => ok(confApp(await row(request.firmId), request.log)),
  );

  const system = accessRule.system;
  app.post<{ Body: { [TEXT_FIELD]: string; version?: number } }>(
    '/firm/appconf',
    {
      config: { access: system },
      schema: { body: documentBody, response: { 200: versionAnswer } },
    },
    async (request) => {
      const text = request.body[TEXT_FIELD];
      const version = await saveDocument({ app, request }, 'appConf', text, request.body.version);
      return ok({ version }, '保存成功');
    },
  );

  app.get(
    '/firm/mpconf',
    {
      config: { access: system },
      schema: {
        querystring: input({}),
        response: { 200: envelope(sectionAnswerSchema('mpconf')) },
      },
    },
    async (request) => ok(sectionAnswer(await row(request.firmId), 'mpconf')),
  );

  app.post<{ Body: SectionBody }>(
    '/firm/mpconf',
    {
      config: { access: system },
      schema: { body: sectionBody('mpconf'), response: { 200: versionAnswer } },
    },
    async (request) => {
      const fields = sectionFields(request.body);
      const version = await saveSection({ app, request }, 'mpconf', fields, request.body.version);
      return ok({ version }, '保存成功');
    },
  );
}
