import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes';
import type { FieldSchema, FormSchema } from './types';

const form = (properties: Record<string, FieldSchema>): FormSchema => ({
  submit: { save: 'x.save' },
  schema: { type: 'object', properties },
});

const way: FieldSchema = {
  type: 'string',
  title: '排序方式',
  enum: [
    { label: '最近更新', value: 'updateTime' },
    { label: '姓名拼音', value: 'pinyin' },
  ],
};
const levels: FieldSchema = {
  type: 'array',
  title: '审核人员',
  items: {
    type: 'integer',
    enum: [
      { label: '总所主管理员', value: 1 },
      { label: '分所主管理员', value: 3 },
    ],
  },
};

describe('describeChanges', () => {
  it('names the field by its title and the values by their enum labels', () => {
    expect(describeChanges(form({ way }), { way: 'updateTime' }, { way: 'pinyin' })).toBe(
      '排序方式：最近更新 → 姓名拼音',
    );
  });

  it('is empty when nothing changed, however the values are built', () => {
    const f = form({ way, levels });
    expect(
      describeChanges(f, { way: 'pinyin', levels: [1, 3] }, { levels: [1, 3], way: 'pinyin' }),
    ).toBe('');
  });

  it('lists only the changed fields, in form order, joined by ；', () => {
    const f = form({
      title: { type: 'string', title: '分享标题' },
      image: { type: 'string', title: '封面图片' },
      intro: { type: 'string', title: '简介' },
    });
    expect(
      describeChanges(
        f,
        { title: '', image: 'a.png', intro: 'x' },
        { title: '律所', image: '', intro: 'x' },
      ),
    ).toBe('分享标题：（空） → 律所；封面图片：a.png → （空）');
  });

  it('shows switches in their own words, or 开启/关闭', () => {
    const f = form({
      enabled: {
        type: 'boolean',
        title: '名片审核',
        'x-component-props': { checkedChildren: '打开', unCheckedChildren: '不打开' },
      },
      plain: { type: 'boolean', title: '自助注册' },
    });
    expect(
      describeChanges(f, { enabled: true, plain: false }, { enabled: false, plain: true }),
    ).toBe('名片审核：打开 → 不打开；自助注册：关闭 → 开启');
  });

  it('joins enum lists with 、 and says 无 for an empty list', () => {
    expect(describeChanges(form({ levels }), { levels: [1, 3] }, { levels: [1] })).toBe(
      '审核人员：总所主管理员、分所主管理员 → 总所主管理员',
    );
    expect(describeChanges(form({ levels }), {}, { levels: [3] })).toBe(
      '审核人员：无 → 分所主管理员',
    );
  });

  it('shows a long choice list whole, and clips a long list of free values', () => {
    const many: FieldSchema = {
      type: 'array',
      title: '展示字段',
      items: {
        type: 'string',
        enum: Array.from({ length: 20 }, (_, i) => ({ label: `字段名称${i}`, value: `f${i}` })),
      },
    };
    const all = Array.from({ length: 20 }, (_, i) => `f${i}`);
    const text = describeChanges(form({ many }), { many: all }, { many: ['f1'] });
    expect(text).toBe(
      `展示字段：${all.map((v) => `字段名称${v.slice(1)}`).join('、')} → 字段名称1`,
    );
    const ids: FieldSchema = { type: 'array', title: '推荐内容', items: { type: 'integer' } };
    const long = Array.from({ length: 30 }, (_, i) => i + 100);
    expect(describeChanges(form({ ids }), { ids: [] }, { ids: long })).toMatch(
      /^推荐内容：无 → 100、101、.*…$/,
    );
  });

  it('counts rows of object lists, and says a same-length list was edited', () => {
    const banners: FieldSchema = {
      type: 'array',
      title: '轮播图',
      items: { type: 'object', properties: { image: { type: 'string', title: '图片' } } },
    };
    const f = form({ banners });
    expect(describeChanges(f, { banners: [] }, { banners: [{ image: 'a' }, { image: 'b' }] })).toBe(
      '轮播图：无 → 2 项',
    );
    expect(describeChanges(f, { banners: [{ image: 'a' }] }, { banners: [{ image: 'b' }] })).toBe(
      '轮播图：已修改（1 项）',
    );
  });

  it('names the keys of a map field by the labels it is given', () => {
    const f = form({ global: { type: 'object', title: '菜单开关' } });
    const before = { global: { office: true, card: true } };
    const after = { global: { office: false, card: true, logs: false } };
    expect(
      describeChanges(f, before, after, { keyLabels: { global: { office: '机构管理' } } }),
    ).toBe('菜单开关·机构管理：开启 → 关闭；菜单开关·logs：（空） → 关闭');
  });

  it('walks into nested objects and void containers', () => {
    const f = form({
      box: {
        type: 'void',
        properties: { name: { type: 'string', title: '名称' } },
      },
      imgs: {
        type: 'object',
        title: '图片',
        properties: { logo: { type: 'string', title: 'Logo' } },
      },
    });
    expect(
      describeChanges(f, { name: 'a', imgs: { logo: '' } }, { name: 'b', imgs: { logo: 'l.png' } }),
    ).toBe('名称：a → b；图片·Logo：（空） → l.png');
  });

  it('clips long texts so a log line stays readable', () => {
    const f = form({ intro: { type: 'string', title: '简介' } });
    const long = '律'.repeat(80);
    expect(describeChanges(f, { intro: '' }, { intro: long })).toBe(
      `简介：（空） → ${'律'.repeat(50)}…`,
    );
  });

  it('ignores read-only fields and treats missing documents as empty', () => {
    const f = form({
      way,
      code: { type: 'string', title: '审核码', 'x-pattern': 'readOnly' },
    });
    expect(describeChanges(f, null, { way: 'pinyin', code: '123456' })).toBe(
      '排序方式：（空） → 姓名拼音',
    );
  });
});
