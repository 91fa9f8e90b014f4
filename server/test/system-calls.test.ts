// The calls of the API table's System and Firm groups served since they answered 404:
// GET /system/area, GET /system/professional, GET/POST /system/config, GET /firm/profile and
// POST /firm/update (docs/contract-system.md), through HTTP on the seeded demo database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardAreas } from '../src/seed/standard';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
/** admin: level 1 + system; bjsub: level 2; branch: level 3; lawyer. */
const token = { admin: '', bjsub: '', branch: '', lawyer: '' };

beforeAll(async () => {
  t = await createTestApp({ hashCost: { memoryCost: 1024, timeCost: 1 } });
  token.admin = await t.tokenFor(demo.admin[0], demo.admin[1]);
  token.bjsub = await t.tokenFor(demo.bjsub[0], demo.bjsub[1]);
  token.branch = await t.tokenFor(demo.branch[0], demo.branch[1]);
  token.lawyer = await t.tokenFor(demo.lawyer[0], demo.lawyer[1]);
});
afterAll(() => t.close());

interface AreaNode {
  code: string;
  name: string;
  parentId: string;
  level: number;
  leaf: boolean;
  children?: AreaNode[];
}

interface Log {
  type: string;
  action: string;
  target: string;
  detail: string;
}
const latestLog = async () => {
  const res = await t.get<{ records: Log[] }>('/api/log/getAdminLogPageList', token.admin, {
    current: 1,
    size: 1,
  });
  return res.data.records[0];
};

describe('GET /system/area', () => {
  it('answers the whole tree: provinces, their cities, their districts', async () => {
    const res = await t.get<AreaNode[]>('/api/system/area', token.lawyer);
    expect(res.code).toBe('200');
    expect(res.data.length).toBeGreaterThanOrEqual(31);
    const beijing = res.data.find((p) => p.name === '北京市');
    // A municipality keeps a city level named after itself.
    expect(beijing?.children?.map((c) => c.name)).toEqual(['北京市']);
    const districts = beijing?.children?.[0].children ?? [];
    expect(districts.map((d) => d.name)).toContain('东城区');
    expect(districts.every((d) => d.leaf && d.level === 3 && !d.children)).toBe(true);
    const zhejiang = res.data.find((p) => p.name === '浙江省');
    expect(zhejiang?.children?.map((c) => c.name)).toContain('杭州市');
  });

  it('answers one level by parent code, as /system/city does', async () => {
    const provinces = await t.get<AreaNode[]>('/api/system/area', token.admin, { parent: '0' });
    expect(provinces.data.map((p) => p.name)).toContain('广东省');
    expect(provinces.data.every((p) => p.level === 1 && !p.children)).toBe(true);
    const gd = provinces.data.find((p) => p.name === '广东省');
    const cities = await t.get<AreaNode[]>('/api/system/area', token.admin, {
      parent: String(gd?.code),
    });
    const same = await t.get<AreaNode[]>(`/api/system/city/${gd?.code}`, token.admin);
    expect(cities.data).toEqual(same.data);
    expect(cities.data.map((c) => c.name)).toContain('深圳市');
  });

  it('says in Chinese what is wrong with a parent, and needs a session', async () => {
    const unknown = await t.get('/api/system/area', token.admin, { parent: '999999' });
    expect(unknown).toMatchObject({ code: '404', message: '上级地区不存在' });
    const bad = await t.get('/api/system/area', token.admin, { parent: 'abc' });
    expect(bad).toMatchObject({ code: '400', message: '上级地区应为地区编码（数字），省级传 0' });
    expect((await t.get('/api/system/area')).code).toBe('4003');
  });
});

describe('GET /system/professional', () => {
  it('lists the standard practice areas to admins and lawyers alike', async () => {
    for (const who of [token.admin, token.lawyer]) {
      const res = await t.get<Array<{ id: number; name: string }>>('/api/system/professional', who);
      expect(res.data.map((a) => a.name)).toEqual(standardAreas);
    }
    const same = await t.get('/api/lawyerProfessional/list', token.lawyer);
    expect((await t.get('/api/system/professional', token.lawyer)).data).toEqual(same.data);
  });
});

describe('GET/POST /system/config', () => {
  it('reads the defaults, version 1, to every admin; lawyers are refused', async () => {
    const res = await t.get('/api/system/config', token.branch);
    expect(res.data).toEqual({
      platformName: '律所数字名片',
      mapProvider: 'amap',
      mapKey: '',
      version: 1,
    });
    expect((await t.get('/api/system/config', token.lawyer)).code).toBe('403');
  });

  it('refuses admins without the system permission, and stores nothing', async () => {
    const res = await t.send('POST', '/api/system/config', token.bjsub, { platformName: '改名' });
    expect(res.code).toBe('403');
    expect((await t.get<{ version: number }>('/api/system/config', token.admin)).data.version).toBe(
      1,
    );
  });

  it('saves what a system admin sends, keeps the rest, and logs it without the key', async () => {
    const res = await t.send('POST', '/api/system/config', token.admin, {
      platformName: ' 明德名片 ',
      mapKey: 'abc123SECRET',
      version: 1,
    });
    expect(res).toMatchObject({ code: '200', message: '保存成功' });
    expect(res.data).toEqual({
      platformName: '明德名片',
      mapProvider: 'amap',
      mapKey: 'abc123SECRET',
      version: 2,
    });
    expect((await t.get('/api/system/config', token.branch)).data).toEqual(res.data);
    const log = await latestLog();
    expect(log).toMatchObject({ type: 'setting', action: '修改平台参数设置' });
    expect(log.detail).toBe('平台名称：律所数字名片 → 明德名片；地图服务密钥：已修改');
    expect(log.detail).not.toContain('SECRET');
  });

  it('answers a stale version with 409 naming who saved', async () => {
    const res = await t.send('POST', '/api/system/config', token.admin, {
      mapProvider: 'tencent',
      version: 1,
    });
    expect(res.code).toBe('409');
    expect(res.data).toMatchObject({ version: 2, updatedBy: '王明德' });
  });

  it('refuses bad values and unknown keys in Chinese', async () => {
    const cases: Array<[object, string]> = [
      [{ mapKey: 'a b' }, '地图服务密钥只能包含字母、数字、下划线和短横线'],
      [{ mapProvider: 'google' }, '地图服务'],
      [{ platformName: '   ' }, '请输入平台名称'],
      [{ storageQuota: 5 }, 'storageQuota'],
      [{}, '请至少提供一项平台参数'],
    ];
    for (const [body, message] of cases) {
      const res = await t.send('POST', '/api/system/config', token.admin, body);
      expect(res.code, JSON.stringify(body)).toBe('400');
      expect(res.message).toContain(message);
    }
    expect((await t.get<{ version: number }>('/api/system/config', token.admin)).data.version).toBe(
      2,
    );
  });
});

describe('GET /firm/profile and POST /firm/update', () => {
  it('reads the profile to every admin, with empty contact until saved', async () => {
    const res = await t.get('/api/firm/profile', token.branch);
    expect(res.data).toEqual({
      id: 1,
      name: '君合明德律师事务所',
      shortName: '君合明德',
      logo: '',
      contactName: '',
      contactPhone: '',
      contactEmail: '',
      address: '',
      version: 1,
    });
    expect((await t.get('/api/firm/profile', token.lawyer)).code).toBe('403');
  });

  it('lets only the main office main admin change it', async () => {
    for (const who of [token.bjsub, token.branch, token.lawyer]) {
      const res = await t.send('POST', '/api/firm/update', who, { name: '别的名字' });
      expect(res.code).toBe('403');
    }
    expect((await t.get<{ name: string }>('/api/firm/profile', token.admin)).data.name).toBe(
      '君合明德律师事务所',
    );
  });

  it('saves name, logo and contact, logs the change and firmInfo follows', async () => {
    const res = await t.send('POST', '/api/firm/update', token.admin, {
      name: '君合明德律师事务所（新）',
      logo: '/api/oss/files/firm/1/202611/logo.png',
      contactName: '王明德',
      contactPhone: '010-12345678',
      contactEmail: 'office@example.com',
      version: 1,
    });
    expect(res).toMatchObject({ code: '200', message: '保存成功' });
    expect(res.data).toMatchObject({
      name: '君合明德律师事务所（新）',
      shortName: '君合明德',
      contactPhone: '010-12345678',
      address: '',
      version: 2,
    });
    expect((await t.get('/api/firm/profile', token.bjsub)).data).toEqual(res.data);
    const info = await t.get<{ name: string }>('/api/firm/firmInfo/1');
    expect(info.data.name).toBe('君合明德律师事务所（新）');
    const log = await latestLog();
    expect(log).toMatchObject({
      type: 'update',
      action: '修改律所信息',
      target: '律所「君合明德律师事务所（新）」',
    });
    expect(log.detail).toContain('律所名称：君合明德律师事务所 → 君合明德律师事务所（新）');
    expect(log.detail).toContain('联系电话：（空） → 010-12345678');
  });

  it('answers a stale version with 409 and keeps the saved profile', async () => {
    const res = await t.send('POST', '/api/firm/update', token.admin, {
      name: '旧页面',
      version: 1,
    });
    expect(res.code).toBe('409');
    expect(res.data).toMatchObject({ version: 2, updatedBy: '王明德' });
    expect((await t.get<{ name: string }>('/api/firm/profile', token.admin)).data.name).toBe(
      '君合明德律师事务所（新）',
    );
  });

  it('refuses bad input in Chinese, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{}, '请输入律所名称'],
      [{ name: '  ' }, '请输入律所名称'],
      [{ name: '律所', logo: 'javascript:alert(1)' }, '律所标志地址不正确'],
      [{ name: '律所', contactPhone: '12' }, '请输入正确的手机号或座机号'],
      [{ name: '律所', contactEmail: 'x@' }, '请输入正确的邮箱地址'],
      [{ name: '律所', fax: '1' }, 'fax'],
    ];
    for (const [body, message] of cases) {
      const res = await t.send('POST', '/api/firm/update', token.admin, body);
      expect(res.code, JSON.stringify(body)).toBe('400');
      expect(res.message).toContain(message);
    }
  });
});
