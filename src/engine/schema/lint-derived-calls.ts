import { derivedCallsOf, resourceVerbs, type ResourceOp } from '../../api/resource-calls';
import type { Problem } from './lint-problem';
import type { ResourceSchema } from './resource';

// The calls a resource without code derives join the console's call table
// (src/api/resource-calls.ts): one name must lead to one request, so a derived name that is also
// a row of src/api/calls.ts is refused, and so is a renamed call of an operation the resource
// grants nobody (the server serves no such route, so the name would lead nowhere).

/**
 * Findings of one resource without code, given the built-in call names.
 *
 * @example checkDerivedCalls('schemas/resources/notice.json', notice, ['notice.list']) // 1 finding
 */
export const checkDerivedCalls = (
  file: string,
  r: ResourceSchema,
  builtIn: readonly string[],
): Problem[] => {
  if (r.code) return [];
  const out: Problem[] = [];
  for (const [op, c] of Object.entries(derivedCallsOf(r))) {
    if (!builtIn.includes(c.name)) continue;
    const renamed = r.calls?.[op as ResourceOp] !== undefined;
    out.push({
      file,
      pointer: renamed ? `/calls/${op}` : '/name',
      message: `接口 "${c.name}" 与 src/api/calls.ts 中的内置接口重名`,
      hint: renamed
        ? '一个名字只能对应一个接口：另起一个名字，或删去这一项使用派生名'
        : '一个名字只能对应一个接口：给资源另起一个名字（同时改文件名）',
    });
  }
  for (const op of Object.keys(r.calls ?? {})) {
    if (op in resourceVerbs && !r.access[op as ResourceOp]) {
      out.push({
        file,
        pointer: `/calls/${op}`,
        message: `access 中没有 "${op}"，服务器不提供该接口`,
        hint: `在 access 中写 "${op}" 的权限，或删去 calls 中的这一项`,
      });
    }
  }
  return out;
};
