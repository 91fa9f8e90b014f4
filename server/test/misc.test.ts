// Unread counts, the area hierarchy, and the second firm's isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let lawyer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(...demo.admin);
  lawyer = await t.tokenFor(...demo.lawyer);
});
afterAll(() => t.close());

interface Area {
  id: string;
  name: string;
  parentId: string;
  leaf: boolean;
}

describe('unread messages', () => {
  it('counts the caller’s own messages by status', async () => {
    expect((await t.get('/api/message/getUnReadStatistics', lawyer, { status: 0 })).data).toBe(3);
    expect((await t.get('/api/message/getUnReadStatistics', lawyer, { status: 1 })).data).toBe(2);
    expect((await t.get('/api/message/getUnReadStatistics', admin, { status: 0 })).data).toBe(2);
    expect((await t.get('/api/message/getUnReadStatistics', admin, { status: 'x' })).message).toBe(
      '状态必须是整数',
    );
    expect((await t.get('/api/message/getUnReadStatistics')).code).toBe('4003');
  });
});

describe('areas', () => {
  it('walks province → city → district, municipalities included', async () => {
    const provinces = await t.get<Area[]>('/api/system/city/0', lawyer);
    expect(provinces.data).toHaveLength(31);
    expect(provinces.data[0]).toEqual({
      id: '11',
      code: '11',
      name: '北京市',
      parentId: '0',
      level: 1,
      leaf: false,
    });
    const cities = await t.get<Area[]>('/api/system/city/11', lawyer);
    expect(cities.data.map((c) => c.name)).toEqual(['北京市']);
    const districts = await t.get<Area[]>(`/api/system/city/${cities.data[0].id}`, lawyer);
    expect(districts.data.find((d) => d.name === '东城区')).toMatchObject({
      id: '110101',
      leaf: true,
    });
    expect((await t.get<Area[]>('/api/system/city/110101', lawyer)).data).toEqual([]);
  });

  it('serves the area/* lists and lookups', async () => {
    expect((await t.get<Area[]>('/api/area/provinceList', admin)).data).toHaveLength(31);
    const gd = await t.get<Area[]>('/api/area/cityList', admin, { provinceCode: '44' });
    expect(gd.data.map((c) => c.name)).toContain('深圳市');
    const sz = await t.get<Area[]>('/api/area/districtList', admin, { cityCode: '4403' });
    expect(sz.data.map((c) => c.name)).toContain('福田区');
    expect((await t.get('/api/area/areaById', admin, { id: '440304' })).data).toMatchObject({
      name: '福田区',
      parentId: '4403',
      leaf: true,
    });
    expect((await t.get('/api/area/areaById', admin, { id: '999999' })).code).toBe('404');
    expect((await t.get('/api/area/cityList', admin, { provinceCode: "1' or 1=1" })).message).toBe(
      '省份格式不正确',
    );
    expect((await t.get('/api/area/provinceList')).code).toBe('4003');
  });
});

describe('the second firm', () => {
  it('signs in on its own firmId and sees only its own offices', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/firmAccessUserLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=other&password=Other%402026&firmId=2',
    });
    expect(res.body.code).toBe('200');
    const token = (res.body.data as { token: string }).token;
    const list = await t.request({
      method: 'GET',
      url: '/api/firmOrganization/pageList?firmId=2',
      token,
    });
    expect(
      (list.body.data as { records: Array<{ name: string }> }).records.map((r) => r.name),
    ).toEqual(['杭州总所']);
    // Its token with the console's default firmId 1 is refused, not silently re-scoped.
    expect((await t.get('/api/firmOrganization/pageList', token)).code).toBe('403');
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/firmOrganization/firmOrganizationInfo?id=1&firmId=2',
          token,
        })
      ).body.code,
    ).toBe('404');
    // Firm 1's admin does not exist on firm 2 and vice versa.
    expect((await t.adminLogin('other', 'Other@2026')).message).toBe('账号或密码错误');
  });
});
