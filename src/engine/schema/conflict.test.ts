import { describe, expect, it } from 'vitest';
import { conflictOf, conflictRows, conflictSentence, conflictTime } from './conflict';
import type { FieldSchema, FormSchema } from './types';

const form = (properties: Record<string, FieldSchema>): FormSchema => ({
  submit: { update: 'x.update' },
  schema: { type: 'object', properties },
});

const office = form({
  name: { type: 'string', title: '机构名称' },
  status: {
    type: 'integer',
    title: '状态',
    enum: [
      { label: '启用', value: 1 },
      { label: '停用', value: 0 },
    ],
  },
  area: { type: 'array', title: '所在地区', items: { type: 'string' } },
  box: {
    type: 'void',
    properties: { intro: { type: 'string', title: '机构简介' } },
  },
  share: {
    type: 'object',
    title: '分享',
    properties: { title: { type: 'string', title: '标题' } },
  },
  createTime: { type: 'string', title: '创建时间', 'x-pattern': 'readPretty' },
});

describe('conflictOf', () => {
  it('reads who saved first and when from a 409', () => {
    const data = { version: 4, updatedBy: '赵晓雯', updateTime: '2026-11-22T01:05:00.000Z' };
    expect(conflictOf(Object.assign(new Error('x'), { code: '409', data }))).toEqual(data);
  });

  it('is null for any other refusal, and tolerates a 409 without data', () => {
    expect(conflictOf(Object.assign(new Error('x'), { code: '400', data: null }))).toBeNull();
    expect(conflictOf('409')).toBeNull();
    expect(conflictOf({ code: '409', data: null })).toEqual({
      version: null,
      updatedBy: null,
      updateTime: null,
    });
  });
});

describe('conflictSentence', () => {
  it('names the saver and the time in the browser’s zone', () => {
    const iso = '2026-11-22T01:05:00.000Z';
    expect(conflictSentence({ version: 2, updatedBy: '李思远', updateTime: iso })).toBe(
      `李思远 于 ${conflictTime(iso)} 修改了此内容，您的修改尚未保存。`,
    );
    expect(conflictTime(iso)).toMatch(/^2026-11-2[12] \d\d:05$/);
  });

  it('says 其他用户 without a name and leaves out an unknown time', () => {
    expect(conflictSentence({ version: null, updatedBy: null, updateTime: 'nonsense' })).toBe(
      '其他用户 修改了此内容，您的修改尚未保存。',
    );
  });
});

describe('conflictRows', () => {
  it('lists only the fields that differ, in the form’s words', () => {
    const mine = { name: '上海分所', status: 1, area: ['上海市', '浦东新区'], intro: '简介' };
    const now = { name: '上海分所（新）', status: 0, area: ['上海市', '浦东新区'], intro: '简介' };
    expect(conflictRows(office, mine, now)).toEqual([
      { key: 'name', label: '机构名称', mine: '上海分所', current: '上海分所（新）' },
      { key: 'status', label: '状态', mine: '启用', current: '停用' },
    ]);
  });

  it('looks inside void containers and flattens nested objects', () => {
    const rows = conflictRows(
      office,
      { intro: '我的', share: { title: '甲' } },
      { intro: '他的', share: { title: '乙' } },
    );
    expect(rows.map((r) => [r.label, r.mine, r.current])).toEqual([
      ['机构简介', '我的', '他的'],
      ['分享·标题', '甲', '乙'],
    ]);
  });

  it('treats every kind of empty as equal and shows （空） / 无 for one side', () => {
    expect(conflictRows(office, { name: '', area: [] }, { name: null })).toEqual([]);
    expect(conflictRows(office, { name: '', area: ['北京市'] }, { name: '甲', area: [] })).toEqual([
      { key: 'name', label: '机构名称', mine: '（空）', current: '甲' },
      { key: 'area', label: '所在地区', mine: '北京市', current: '无' },
    ]);
  });

  it('ignores fields the user’s save does not carry and read-only ones', () => {
    const rows = conflictRows(
      office,
      { name: '甲', createTime: 'a' },
      { name: '甲', status: 0, createTime: 'b' },
    );
    expect(rows).toEqual([]);
  });
});
