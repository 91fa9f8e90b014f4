import { describe, expect, it } from 'vitest';
import cardJson from '../../../schemas/forms/card.json';
import type { FormSchema } from '../../engine/schema/types';
import { entryText, listEntries, plainText, revisionRows } from './revision-rows';

const cardForm = cardJson as unknown as FormSchema;
const props = cardForm.schema.properties;

const published = {
  name: '张伟',
  title: '合伙人',
  organizationId: 1,
  mobile: '13800000001',
  email: '',
  professions: [1, 2],
  education: [{ school: '北京大学', major: '法学', degree: '硕士', period: '2008-2011' }],
};

describe('revisionRows', () => {
  it("marks the changed fields, titled and ordered as the card form's", () => {
    const pending = {
      ...published,
      title: '高级合伙人',
      email: null,
      professions: [1, 3],
      bio: '十五年争议解决经验',
    };
    const rows = revisionRows(cardForm, published, pending);
    expect(rows.map((r) => [r.label, r.changed])).toEqual([
      ['姓名', false],
      ['职务', true],
      ['所属机构', false],
      ['手机号', false],
      ['专业领域', true],
      ['个人简介', true],
      ['教育经历', false],
    ]);
  });

  it('leaves out fields neither version fills and the fields only a new card has', () => {
    const rows = revisionRows(cardForm, { lawyerId: 3, wechat: '' }, { lawyerId: 4, wechat: null });
    expect(rows).toEqual([]);
  });

  it('treats a missing version as empty: every filled field is a change', () => {
    const rows = revisionRows(cardForm, null, { name: '张伟' });
    expect(rows).toMatchObject([{ key: 'name', published: undefined, changed: true }]);
  });
});

describe('values in the form’s words', () => {
  it('shows option labels and whole texts', () => {
    expect(plainText(props.title, '律师')).toBe('律师');
    const long = '长'.repeat(300);
    expect(plainText(props.bio, long)).toBe(long);
    expect(plainText(props.practiceYears, 12)).toBe('12');
    expect(plainText(props.name, null)).toBe('');
  });

  it('writes a record of a list as one line of its filled parts', () => {
    expect(entryText(props.education, { school: '北京大学', major: '', degree: '硕士' })).toBe(
      '北京大学 · 硕士',
    );
    expect(entryText(props.cases, { title: '某并购案', summary: '代理收购方' })).toBe(
      '某并购案 · 代理收购方',
    );
  });

  it('marks list entries the other version lacks (added on one side, removed on the other)', () => {
    const before = [{ title: '十佳律师' }, { title: '优秀党员' }];
    const after = [{ title: '十佳律师' }, { title: '年度律师' }];
    expect(listEntries(after, before).map((e) => e.differs)).toEqual([false, true]);
    expect(listEntries(before, after).map((e) => e.differs)).toEqual([false, true]);
    expect(listEntries(undefined, after)).toEqual([]);
  });
});
