import { describe, expect, it } from 'vitest';
import { previewOfValues } from './form-values';

describe('previewOfValues', () => {
  it('names the chosen practice areas and leaves out ids the list does not know', () => {
    const names = new Map([
      [3, '刑事辩护'],
      [4, '婚姻家事'],
    ]);
    expect(
      previewOfValues({ name: '张三', professions: [4, 3, 99] }, names).professionNames,
    ).toEqual(['婚姻家事', '刑事辩护']);
  });

  it('shows the loaded names until the list has arrived', () => {
    const card = previewOfValues(
      { professions: [3], professionNames: ['刑事辩护'], organizationName: '北京总所' },
      new Map(),
    );
    expect(card.professionNames).toEqual(['刑事辩护']);
    expect(card.organizationName).toBe('北京总所');
  });

  it('follows a newly chosen office when its name is known', () => {
    const card = previewOfValues(
      { organizationId: 2, organizationName: '北京总所' },
      new Map(),
      new Map([[2, '上海分所']]),
    );
    expect(card.organizationName).toBe('上海分所');
  });

  it('passes typed fields through as they are', () => {
    expect(previewOfValues({ name: '李四', bio: '简介' }, new Map())).toMatchObject({
      name: '李四',
      bio: '简介',
    });
  });
});
