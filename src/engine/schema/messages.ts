// The Chinese message templates (docs/product.md, Validation messages), shared by the console
// (Formily locale) and the server (ajv error formatting) so a rule reads the same wherever it
// fails. Placeholders use single braces; keys are the rule's own keyword so both sides can fill
// them from the rule.

export const validateMessages = {
  required: '请输入{label}',
  maxLength: '{label}不能超过{maxLength}个字符',
  minLength: '{label}不能少于{minLength}个字符',
  maximum: '{label}不能大于{maximum}',
  minimum: '{label}不能小于{minimum}',
  maxItems: '{label}最多{maxItems}项',
  minItems: '{label}至少{minItems}项',
  pattern: '{label}格式不正确',
  type: '{label}类型不正确',
  number: '{label}必须是数字',
  integer: '{label}必须是整数',
  enum: '{label}的取值不在可选范围内',
  whitespace: '{label}不能为空白',
  additionalProperties: '不支持的字段：{field}',
  // A field that repeats another (确认密码, same-as.ts); forms usually give their own wording.
  sameAs: '{label}与{other}不一致',
} as const;

/** `required` for a value that is picked, not typed (a select, a date): the console's wording. */
export const choiceRequired = '请选择{label}';

export type ValidateMessageKey = keyof typeof validateMessages;

const placeholder = /(?<!\{)\{(\w+)\}(?!\})/g;

/** Fills `{name}` placeholders; unknown names are left visible rather than silently dropped. */
export const formatMessage = (template: string, vars: Record<string, unknown>): string =>
  template.replace(placeholder, (whole, key: string) => {
    const v = vars[key];
    return v === undefined || v === null ? whole : String(v);
  });
