import { describe, expect, it } from 'vitest';
import { OFFSCREEN_LEAF, withOffscreenSkipping } from './offscreen-fields';

const input = { type: 'string', title: '姓名', 'x-decorator': 'FormItem', 'x-component': 'Input' };

describe('withOffscreenSkipping', () => {
  it("marks each top-level leaf's FormItem, with its estimated height until it is drawn", () => {
    const out = withOffscreenSkipping({
      name: input,
      intro: { ...input, 'x-component': 'Input.TextArea' },
    });
    expect(out.name['x-decorator-props']).toEqual({
      className: OFFSCREEN_LEAF,
      style: { containIntrinsicSize: 'auto 54px' },
    });
    expect(out.intro['x-decorator-props']).toMatchObject({
      style: { containIntrinsicSize: 'auto 76px' },
    });
  });

  it("keeps the schema's own decorator class and style, which win", () => {
    const out = withOffscreenSkipping({
      name: {
        ...input,
        'x-decorator-props': { className: 'wide', style: { containIntrinsicSize: 'auto 90px' } },
      },
    });
    expect(out.name['x-decorator-props']).toEqual({
      className: `wide ${OFFSCREEN_LEAF}`,
      style: { containIntrinsicSize: 'auto 90px' },
    });
  });

  it('marks an array edited by one control (a multiple select)', () => {
    const tags = { ...input, type: 'array', 'x-component': 'Select', items: { type: 'string' } };
    expect(withOffscreenSkipping({ tags }).tags['x-decorator-props']).toMatchObject({
      className: OFFSCREEN_LEAF,
    });
  });

  it('leaves containers, array rows, undecorated fields and controls with inline popups alone', () => {
    const grid = {
      type: 'void',
      'x-decorator': 'FormItem',
      'x-component': 'FormGrid',
      properties: { a: input },
    };
    const rows = {
      type: 'array',
      'x-decorator': 'FormItem',
      'x-component': 'ArrayItems',
      items: { type: 'object', properties: { a: input } },
    };
    const bare = { type: 'string', 'x-component': 'Input' };
    const tuple = { ...input, type: 'array', items: [{ type: 'string' }] };
    const photo = { ...input, 'x-component': 'ImageUpload' };
    const editor = { ...input, 'x-component': 'RichText' };
    const out = withOffscreenSkipping({ grid, rows, bare, photo, editor, tuple });
    expect(out).toEqual({ grid, rows, bare, photo, editor, tuple });
  });
});
