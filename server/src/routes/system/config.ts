// Platform parameters (GET/POST /system/config, docs/contract-system.md): what clients of the
// platform read besides the firm's own settings. Every admin reads them; only admins with the
// `system` permission change them (others 403). They are kept per firm, like everything else (one
// firm never reads or writes another's), versioned (a stale save is 409) and each save logs what
// changed in the same transaction. Keys the server would not honour (e.g. upload quotas, fixed by
// the upload policy) are deliberately not offered.
import type { FastifyInstance } from 'fastify';
import { auditSetting } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/biz-error';
import { envelope, input, int, obj, ok, str, type JsonSchema } from '../../lib/envelope';
import { versionField } from '../../lib/forms';
import { describeFields, readKeyed, saveKeyed } from '../../lib/settings/keyed';
import type { Plain } from '../../lib/settings/plain';
import { accessRule } from '../../lib/settings/sections';

export const MAP_PROVIDERS = { amap: '高德地图', tencent: '腾讯地图', baidu: '百度地图' } as const;

export interface SystemConfig {
  platformName: string;
  mapProvider: keyof typeof MAP_PROVIDERS;
  mapKey: string;
}

export const CONFIG_DEFAULTS: SystemConfig = {
  platformName: '律所数字名片',
  mapProvider: 'amap',
  mapKey: '',
};

const LABELS: Record<keyof SystemConfig, string> = {
  platformName: '平台名称',
  mapProvider: '地图服务',
  mapKey: '地图服务密钥',
};

const MAP_KEY = '^[A-Za-z0-9_-]*$';

const fields: Record<keyof SystemConfig, JsonSchema> = {
  platformName: { type: 'string', title: LABELS.platformName, minLength: 1, maxLength: 30 },
  mapProvider: { type: 'string', title: LABELS.mapProvider, enum: Object.keys(MAP_PROVIDERS) },
  mapKey: {
    type: 'string',
    title: LABELS.mapKey,
    maxLength: 64,
    pattern: MAP_KEY,
    'x-message': '地图服务密钥只能包含字母、数字、下划线和短横线',
  },
};

const answerSchema = envelope(
  obj({ platformName: str, mapProvider: str, mapKey: str, version: int }, [
    'platformName',
    'mapProvider',
    'mapKey',
    'version',
  ]),
);

/** Stored values that break the rules (written by hand, an older server) read as the default. */
const valuesOf = (stored: Plain): SystemConfig => {
  const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
  const { platformName, mapProvider, mapKey } = stored;
  return {
    platformName:
      text(platformName, 30) && platformName.trim() ? platformName : CONFIG_DEFAULTS.platformName,
    mapProvider:
      typeof mapProvider === 'string' && mapProvider in MAP_PROVIDERS
        ? (mapProvider as SystemConfig['mapProvider'])
        : CONFIG_DEFAULTS.mapProvider,
    mapKey: text(mapKey, 64) && new RegExp(MAP_KEY).test(mapKey) ? mapKey : CONFIG_DEFAULTS.mapKey,
  };
};

const show = (key: string, v: unknown) =>
  key === 'mapProvider' ? MAP_PROVIDERS[v as SystemConfig['mapProvider']] : String(v);

export default async function systemConfigRoutes(app: FastifyInstance) {
  app.get(
    '/system/config',
    {
      config: { access: { roles: ['admin'] } },
      schema: { querystring: input({}), response: { 200: answerSchema } },
    },
    async (request) => {
      const row = await app.firms.settingsRow(request.firmId);
      if (!row) throw notFound('律所不存在');
      const { stored, version } = readKeyed(row, 'systemConfig');
      return ok({ ...valuesOf(stored), version });
    },
  );

  app.post<{ Body: Partial<SystemConfig> & { version?: number } }>(
    '/system/config',
    {
      config: { access: accessRule.system },
      schema: {
        body: input({ ...fields, version: versionField }),
        response: { 200: answerSchema },
      },
    },
    async (request) => {
      const { version } = request.body;
      // Only the parameters themselves: version and firmId are not stored.
      const sent: Partial<SystemConfig> = {};
      for (const key of Object.keys(LABELS) as Array<keyof SystemConfig>) {
        if (request.body[key] !== undefined) Object.assign(sent, { [key]: request.body[key] });
      }
      if (!Object.keys(sent).length) throw badRequest('请至少提供一项平台参数');
      if (sent.platformName !== undefined) {
        sent.platformName = sent.platformName.trim();
        if (!sent.platformName) throw badRequest('请输入平台名称');
      }
      const saved = await saveKeyed(app, request, 'systemConfig', version, async (stored, tx) => {
        const before = valuesOf(stored);
        // Keys not sent keep their stored values.
        const after: SystemConfig = { ...before, ...sent };
        const detail = describeFields(LABELS, { ...before }, { ...after }, ['mapKey'], show);
        await auditSetting(app, request, '平台参数', detail, tx.db);
        return { next: { ...after }, result: after };
      });
      return ok({ ...saved.result, version: saved.version }, '保存成功');
    },
  );
}
