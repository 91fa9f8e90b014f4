// The table of settings sections: which form schema file describes each (its title names the page
// and the log; its fields are the validation rules) and who may change it. Storage and defaults
// are in defaults.ts. Contract: docs/contract-settings.md.
import confCardAudit from '../../../../schemas/forms/conf-card-audit.json';
import confCardSortWay from '../../../../schemas/forms/conf-card-sort-way.json';
import confFirmQrcode from '../../../../schemas/forms/conf-firm-qrcode.json';
import confLoginAndRegister from '../../../../schemas/forms/conf-login-and-register.json';
import confMiniprogramCard from '../../../../schemas/forms/conf-miniprogram-card.json';
import confMiniprogramIndex from '../../../../schemas/forms/conf-miniprogram-index.json';
import confMiniprogramShare from '../../../../schemas/forms/conf-miniprogram-share.json';
import settingAdmin from '../../../../schemas/forms/setting-admin.json';
import settingAssetsImages from '../../../../schemas/forms/setting-assets-images.json';
import settingCardMenu from '../../../../schemas/forms/setting-card-menu.json';
import settingCardSearch from '../../../../schemas/forms/setting-card-search.json';
import settingCardStats from '../../../../schemas/forms/setting-card-stats.json';
import settingIcp from '../../../../schemas/forms/setting-icp.json';
import settingMiniprogram from '../../../../schemas/forms/setting-miniprogram.json';
import { cardPageFields } from './card-page-fields';
import { toJsonSchema, type JsonSchema } from '../../../../src/engine/schema/to-json-schema';
import type { FormSchema } from '../../../../src/engine/schema/types';
import type { Access } from '../../plugins/auth';
import { switchNames, type SectionName } from './defaults';

/** L1 = 总所主管理员 (运营管理); system = the `system` permission (功能设置). */
export type SectionAccess = 'L1' | 'system';

export const accessRule: Record<SectionAccess, Access> = {
  L1: { roles: ['admin'], levels: [1] },
  system: { roles: ['admin'], system: true },
};

// JSON imports widen literal unions; the files are checked against schemas/meta by the project's
// schema check, so the cast is safe.
const asForm = (json: unknown) => json as FormSchema;

const table: Record<SectionName, { form: FormSchema; access: SectionAccess }> = {
  index: { form: asForm(confMiniprogramIndex), access: 'L1' },
  card: { form: asForm(confMiniprogramCard), access: 'L1' },
  shareCover: { form: asForm(confMiniprogramShare), access: 'L1' },
  cardReview: { form: asForm(confCardAudit), access: 'L1' },
  sortSet: { form: asForm(confCardSortWay), access: 'L1' },
  loginRegSet: { form: asForm(confLoginAndRegister), access: 'L1' },
  qrcode: { form: asForm(confFirmQrcode), access: 'L1' },
  adminFuncSwitch: { form: asForm(settingAdmin), access: 'system' },
  mpconf: { form: asForm(settingMiniprogram), access: 'system' },
  searchSet: { form: asForm(settingCardSearch), access: 'system' },
  cardMenu: { form: asForm(settingCardMenu), access: 'system' },
  'assets.imgs': { form: asForm(settingAssetsImages), access: 'system' },
  icpSet: { form: asForm(settingIcp), access: 'system' },
  cardStats: { form: asForm(settingCardStats), access: 'system' },
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
  name === 'card' ? withCardFields(table[name].form) : table[name].form;
export const accessOf = (name: SectionName): SectionAccess => table[name].access;
/** The page title: 修改<title>设置 in the log. */
export const titleOf = (name: SectionName): string => table[name].form.title ?? name;

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
