import { describe, expect, it } from 'vitest';
import cardJson from '../../../schemas/forms/card.json';
import { deniedFields, formForViewer, mayEdit } from './field-auth';
import { schemaForMode } from './form-mode';
import { toJsonSchema } from './to-json-schema';
import type { FormSchema } from './types';

const card = cardJson as unknown as FormSchema;

const form: FormSchema = {
  submit: { create: 'x.add', update: 'x.update' },
  createOnly: ['owner'],
  schema: {
    type: 'object',
    properties: {
      owner: { type: 'integer', title: '所属人', 'x-auth': ['ADMIN'], required: true },
      name: { type: 'string', title: '名称', required: true },
      grid: {
        type: 'void',
        properties: {
          weight: { type: 'integer', title: '权重', 'x-auth': ['ADMIN', 'system'] },
          note: { type: 'string', title: '备注' },
        },
      },
      rows: {
        type: 'array',
        title: '明细',
        items: {
          type: 'object',
          properties: {
            text: { type: 'string', title: '内容' },
            audit: { type: 'string', title: '审核意见', 'x-auth': ['MAIN_OFFICE_MAIN_ADMIN'] },
          },
        },
      },
    },
  },
};

describe('mayEdit', () => {
  it('lets everyone edit a field without x-auth, and only the listed permissions one with it', () => {
    expect(mayEdit({ type: 'string' }, [])).toBe(true);
    expect(mayEdit({ 'x-auth': ['ADMIN'] }, ['ADMIN', 'system'])).toBe(true);
    expect(mayEdit({ 'x-auth': ['ADMIN', 'system'] }, ['system'])).toBe(true);
    expect(mayEdit({ 'x-auth': ['ADMIN'] }, ['LAWYER'])).toBe(false);
    expect(mayEdit({ 'x-auth': ['ADMIN'] }, [])).toBe(false);
  });
});

describe('formForViewer', () => {
  it('drops the fields a viewer may not change at every depth, leaving the file alone', () => {
    const lawyer = formForViewer(form, ['LAWYER']);
    expect(Object.keys(lawyer.schema.properties)).toEqual(['name', 'grid', 'rows']);
    expect(Object.keys(lawyer.schema.properties.grid.properties ?? {})).toEqual(['note']);
    expect(Object.keys(lawyer.schema.properties.rows.items?.properties ?? {})).toEqual(['text']);
    expect(form.schema.properties.owner).toBeDefined();
  });

  it('keeps everything for a viewer holding the permissions', () => {
    const admin = formForViewer(form, ['ADMIN', 'MAIN_OFFICE_MAIN_ADMIN']);
    expect(admin.schema).toEqual(form.schema);
  });
});

describe('deniedFields', () => {
  it('names the top-level values (through void containers) a viewer may not send', () => {
    expect(deniedFields(form, ['LAWYER'])).toEqual([
      { name: 'owner', title: '所属人' },
      { name: 'weight', title: '权重' },
    ]);
    expect(deniedFields(form, ['ADMIN'])).toEqual([]);
  });
});

describe('the card form: one file for admins and lawyers', () => {
  it('shows a lawyer neither the account, the office nor 排序权重', () => {
    const shown = Object.keys(schemaForMode(card, 'update', ['LAWYER']).properties);
    expect(shown).not.toContain('lawyerId');
    expect(shown).not.toContain('organizationId');
    expect(shown).not.toContain('sort');
    expect(shown).toContain('name');
    expect(shown).toContain('professions');
  });

  it('derives the lawyer’s body from the same file: admin-only fields are refused', () => {
    const lawyer = toJsonSchema(formForViewer(card, ['LAWYER']), 'update');
    const admin = toJsonSchema(formForViewer(card, ['ADMIN']), 'update');
    expect(Object.keys(admin.properties ?? {})).toEqual(
      expect.arrayContaining(['organizationId', 'sort', 'name']),
    );
    expect(lawyer.properties?.sort).toBeUndefined();
    expect(lawyer.properties?.organizationId).toBeUndefined();
    expect(lawyer.required).not.toContain('organizationId');
    expect(lawyer.additionalProperties).toBe(false);
    // Everything else is the same rule on both sides.
    expect(lawyer.properties?.licenseNo).toEqual(admin.properties?.licenseNo);
  });

  it('without a viewer, schemaForMode shows every field (as before permissions)', () => {
    expect(Object.keys(schemaForMode(card, 'create').properties)).toContain('sort');
  });
});
