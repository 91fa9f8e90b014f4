// The table of settings sections, read from schemas/resources/settings.json as the server loaded
// it: which form file describes each section (its title names the page and the log; its fields are
// the validation rules) and who may read and change it. Storage and defaults are in defaults.ts.
// Contract: docs/contract-settings.md.
import { cardPageFields } from './card-page-fields';
import { toJsonSchema, type JsonSchema } from '../../../../src/engine/schema/to-json-schema';
import type { FormSchema } from '../../../../src/engine/schema/types';
import type { Access } from '../../plugins/auth';
import { accessOf as resourceAccess } from '../../resources/derived-routes';
import type { SchemaDir } from '../../resources/schema-dir';
import { onServedSchemasChange, serveSchemas, servedSchemas } from './forms';
import { sectionNames, switchNames, type SectionName } from './defaults';

/** L1 = 总所主管理员 (运营管理); system = the `system` permission (功能设置). */
export type SectionAccess = 'L1' | 'system';

export const accessRule: Record<SectionAccess, Access> = {
  L1: { roles: ['admin'], levels: [1] },
  system: { roles: ['admin'], system: true },
};

/** The settings resource of the served schemas (forms.ts), checked for every section. */
const resourceOf = () => {
  const dir = servedSchemas();
  const r = dir.resources.settings;
  const missing = sectionNames.filter((n) => !r?.sections?.[n]);
  if (!r || missing.length) {
    throw new Error(
      `${dir.dir}/resources/settings.json#/sections 缺少设置节：${missing.join('、')}（服务器的设置功能需要它们）`,
    );
  }
  return r;
};

/** Serves the settings sections of `dir` (buildApp); forgets what was derived from another. */
export const serveSettingsSchemas = (dir: SchemaDir) => {
  serveSchemas(dir);
  resourceOf();
};

const sectionOf = (name: SectionName) => {
  // resourceOf has checked that every section is there, and the schema check each form.
  const section = resourceOf().sections![name];
  return { form: servedSchemas().forms[section.form], access: section.access };
};

/**
 * 名片页's 展示字段 are the card form's fields (card-page-fields.ts): the server fills in the
 * choices, so they are validated and logged with the card form's titles.
 */
const withCardFields = (form: FormSchema): FormSchema => {
  const options = cardPageFields();
  const fields = form.schema.properties.fields;
  return {
    ...form,
    schema: {
      ...form.schema,
      properties: {
        ...form.schema.properties,
        fields: {
          ...fields,
          enum: options,
          maxItems: options.length,
          items: { ...fields.items, type: 'string', enum: options },
        },
      },
    },
  };
};

export const formOf = (name: SectionName): FormSchema =>
  name === 'card' ? withCardFields(sectionOf(name).form) : sectionOf(name).form;
/** Who may read and change the section (resources/settings.json). */
export const accessOf = (name: SectionName): Access => resourceAccess(sectionOf(name).access);
/** The page title: 修改<title>设置 in the log. */
export const titleOf = (name: SectionName): string => sectionOf(name).form.title ?? name;

/**
 * The menu-switch map cannot be spelled in the form file (its keys come from the route table), so
 * the server fills it in: a boolean per named route, nothing else.
 */
const switchesSchema = (title: string): JsonSchema => ({
  type: ['object', 'null'],
  title,
  properties: Object.fromEntries(switchNames.map((n) => [n, { type: 'boolean', title: n }])),
  required: [],
  additionalProperties: false,
});

const schemas = new Map<SectionName, JsonSchema>();
onServedSchemasChange(() => schemas.clear());

/** What a section's values must satisfy: the form's JSON Schema (settings mode). */
export const schemaOf = (name: SectionName): JsonSchema => {
  // 名片页 follows the loaded card form (buildApp sets it), so it is not kept.
  const known = name === 'card' ? undefined : schemas.get(name);
  if (known) return known;
  const schema = toJsonSchema(formOf(name), 'settings');
  if (name === 'adminFuncSwitch' && schema.properties?.global) {
    schema.properties.global = switchesSchema(schema.properties.global.title ?? '菜单开关');
  }
  schemas.set(name, schema);
  return schema;
};
