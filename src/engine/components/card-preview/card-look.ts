import cardSettings from '../../../../schemas/forms/conf-miniprogram-card.json';
import cardMenu from '../../../../schemas/forms/setting-card-menu.json';
import type { EnumOption, FieldSchema, FormSchema } from '../../schema/types';
import type { AppConf } from '../../state/app-conf';

/**
 * How conf.app says a card looks (名片按钮, 名片页). The choices, their Chinese labels and the
 * defaults are those of the settings forms that write them, so the preview cannot drift from
 * what an admin can pick.
 */
export interface CardLook {
  /** The card's buttons in the configured order. */
  buttons: Array<{ value: string; label: string }>;
  /** `#rrggbb`. */
  themeColor: string;
  template: string;
  /** Card fields shown (mobile, bio, …); the rest are hidden even when filled. */
  fields: ReadonlySet<string>;
}

// Bundled with the preview: it needs them before its first paint.
const forms: Record<string, FormSchema> = {
  'conf-miniprogram-card': cardSettings as unknown as FormSchema,
  'setting-card-menu': cardMenu as unknown as FormSchema,
};
const fieldOf = (form: string, name: string): FieldSchema =>
  forms[form]?.schema.properties[name] ?? {};

const options = (field: FieldSchema): EnumOption[] => field.enum ?? [];

const stringList = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

const buttonField = fieldOf('setting-card-menu', 'buttons');
const fieldsField = fieldOf('conf-miniprogram-card', 'fields');
const colorField = fieldOf('conf-miniprogram-card', 'themeColor');
const templateField = fieldOf('conf-miniprogram-card', 'template');

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * @example cardLook({ cardMenu: { buttons: ['share'] } }).buttons // [{ value: 'share', label: '分享名片' }]
 */
export const cardLook = (conf: AppConf): CardLook => {
  const buttonOptions = options(buttonField);
  const chosen = stringList(conf.cardMenu?.buttons) ?? stringList(buttonField.default) ?? [];
  const buttons = chosen.flatMap((value) => {
    const option = buttonOptions.find((o) => o.value === value);
    return option ? [{ value, label: option.label }] : [];
  });

  // The choices are the card form's fields, offered and checked by the server
  // (GET /firmConf/cardPageFields), so what conf.app holds is taken as it is: a name no card
  // field has is simply never shown.
  const fields = stringList(conf.card?.fields) ?? stringList(fieldsField.default) ?? [];

  const color = conf.card?.themeColor;
  const template = conf.card?.template;
  return {
    buttons,
    themeColor: typeof color === 'string' && HEX.test(color) ? color : String(colorField.default),
    template: options(templateField).some((o) => o.value === template)
      ? String(template)
      : String(templateField.default),
    fields: new Set(fields),
  };
};
