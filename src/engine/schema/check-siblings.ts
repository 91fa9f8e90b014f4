import { sameAsTarget } from './same-as';
import type { FieldSchema } from './types';

/** One problem, shaped like check.ts's (kept apart so that file stays small). */
interface SiblingProblem {
  file: string;
  pointer: string;
  message: string;
}

const SMS_PURPOSES = ['register', 'login', 'mobile'];

/**
 * The names a field gives to its siblings must exist beside it: `sameAs` of a cross-field rule
 * (确认密码) and `mobileField` of SmsCodeInput, whose `purpose` must be one the server knows.
 *
 * @example checkSiblingRefs('forms/x.json', form.schema, '/schema') // [] when all is well
 */
export const checkSiblingRefs = (
  file: string,
  root: FieldSchema,
  pointer: string,
): SiblingProblem[] => {
  const out: SiblingProblem[] = [];
  const visit = (props: Record<string, FieldSchema>, at: string) => {
    for (const [name, field] of Object.entries(props)) {
      const here = `${at}/properties/${name}`;
      const same = sameAsTarget(field);
      if (same !== undefined && (same === name || !props[same])) {
        out.push({
          file,
          pointer: `${here}/x-validator`,
          message: `sameAs 应为同级的另一字段名，「${same}」不存在`,
        });
      }
      if (field['x-component'] === 'SmsCodeInput') {
        const p = field['x-component-props'] ?? {};
        const mobile = typeof p.mobileField === 'string' ? p.mobileField : 'mobile';
        if (!props[mobile]) {
          out.push({
            file,
            pointer: `${here}/x-component-props/mobileField`,
            message: `同级没有手机号字段「${mobile}」`,
          });
        }
        if (!SMS_PURPOSES.includes(String(p.purpose))) {
          out.push({
            file,
            pointer: `${here}/x-component-props/purpose`,
            message: `purpose 应为 ${SMS_PURPOSES.join('、')} 之一`,
          });
        }
      }
      if (field.properties) visit(field.properties, here);
      if (field.items?.properties) visit(field.items.properties, `${here}/items`);
    }
  };
  visit(root.properties ?? {}, pointer);
  return out;
};
