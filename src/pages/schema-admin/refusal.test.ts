import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { refusalOf } from './refusal';

// What the page does with a refused publish depends on what the refusal carries.

const change = { pointer: '/title', kind: 'changed', before: 'a', after: 'b', auth: false };

describe('a refused publish', () => {
  it('with a stale base version (409) carries the current version and both diffs', () => {
    const e = new ApiError('该文件已被他人发布了第 3 版', '409', {
      current: 3,
      theirs: [change],
      ours: [],
    });
    expect(refusalOf(e)).toEqual({
      kind: 'conflict',
      message: '该文件已被他人发布了第 3 版',
      conflict: { current: 3, theirs: [change], ours: [] },
    });
  });

  it('while the check fails carries its findings', () => {
    const problems = [{ file: 'forms/card', pointer: '/schema', message: '缺少字段' }];
    const e = new ApiError('发布失败：检查发现 1 个问题', '400', { problems });
    expect(refusalOf(e)).toMatchObject({ kind: 'problems', problems });
  });

  it('over removed fields holding data names them', () => {
    const removed = [{ name: 'language', title: '工作语言', count: 2 }];
    expect(refusalOf(new ApiError('x', '400', { removed }))).toMatchObject({
      kind: 'removed',
      removed,
    });
  });

  it('for anything else is its message', () => {
    expect(refusalOf(new ApiError('无权访问', '403'))).toEqual({
      kind: 'other',
      message: '无权访问',
    });
    expect(refusalOf(new Error('boom'))).toEqual({ kind: 'other', message: 'boom' });
  });
});
