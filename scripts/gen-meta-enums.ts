import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { calls } from '../src/api/calls';
import { componentNames } from '../src/engine/registry/names';
import { permissions } from '../src/engine/schema/types';
import { validators } from '../src/engine/schema/validators';
import { pageNames } from '../src/pages/names';

// `npm run gen:meta`: writes schemas/meta/enums.schema.json, the lists of valid names the
// meta-schemas point at ($ref), from the code's own tables, so the editor completes exactly the
// names the console knows. A unit test fails when the committed file is stale.

export const ENUMS_FILE = resolve(import.meta.dirname, '../schemas/meta/enums.schema.json');

const sorted = (names: Iterable<string>) => [...names].sort((a, b) => a.localeCompare(b, 'en'));

/** The file's content: JSON text as prettier formats it, so `npm run lint` accepts it as is. */
export const buildEnumsSchema = async (): Promise<string> => {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://tenant-admin.local/meta/enums.schema.json',
    title: '可用名称表',
    description: '由 npm run gen:meta 从代码生成，请勿手工修改。',
    $defs: {
      call: {
        title: '接口',
        description: '接口名：src/api/calls.ts 中登记的接口',
        enum: Object.keys(calls),
      },
      component: {
        title: '组件',
        description: '组件名：src/engine/registry/names.ts 中登记的组件',
        enum: [...componentNames],
      },
      validator: {
        title: '校验器',
        description: '具名校验器：src/engine/schema/validators.ts 中的校验规则',
        enum: sorted(Object.keys(validators)),
      },
      permission: {
        title: '权限',
        description:
          '权限值：ADMIN 管理员；MAIN_OFFICE_MAIN_ADMIN 总所主管理员；LAWYER 律师；system 系统管理员',
        enum: [...permissions],
      },
      page: {
        title: '页面',
        description: '自定义页面名：src/pages/names.ts 中登记的页面',
        enum: [...pageNames],
      },
    },
  };
  const options = (await resolveConfig(ENUMS_FILE)) ?? {};
  return format(JSON.stringify(schema), { ...options, filepath: ENUMS_FILE });
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(ENUMS_FILE, await buildEnumsSchema());
  console.log(`已生成 ${ENUMS_FILE}`);
}
