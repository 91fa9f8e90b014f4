import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { checkSchemas, formatProblem, type Problem } from '../src/engine/schema/check';
import { buildEnumsSchema, ENUMS_FILE } from './gen-meta-enums';
import { loadSchemas } from './load-schemas';
import { loadServerTable } from './server-table';

// `npm run check [-- --dir path/to/schemas]` (or SCHEMAS_DIR=…): every finding with its file,
// JSON pointer and hint; exit 1 if there is any. The server's route table (response schemas and
// permissions) is read from the Fastify app without a database (scripts/server-table.ts).
const dirFlag = process.argv.indexOf('--dir');
const dir = resolve(
  dirFlag > -1 ? process.argv[dirFlag + 1] : (process.env.SCHEMAS_DIR ?? 'schemas'),
);
const { input, problems } = loadSchemas(dir);
// Without the server's table the two rules that need it cannot run: that is a finding too.
const server = await loadServerTable(dir).catch((e: unknown): Problem => ({
  file: 'server/src/app.ts',
  pointer: '',
  message: `无法读取服务器的路由表：${e instanceof Error ? e.message : String(e)}`,
  hint: '服务器注册路由时不应访问数据库（见 scripts/server-table.ts）',
}));
const all =
  'calls' in server
    ? [...problems, ...checkSchemas({ ...input, server })]
    : [...problems, ...checkSchemas(input), server];
// The editor's name lists follow the code's tables; a table changed without `npm run gen:meta`
// would complete names that no longer exist (or miss new ones). Checked with the project's own
// schemas/ only: a fixture tree (--dir) shares the file and says nothing about it.
const own = dir === resolve(dirname(ENUMS_FILE), '..');
if (own && readFileSync(ENUMS_FILE, 'utf8') !== (await buildEnumsSchema())) {
  all.push({
    file: relative(process.cwd(), ENUMS_FILE),
    pointer: '',
    message: '可用名称表已过期：与代码中的接口、组件、校验器、权限或页面表不一致',
    hint: '运行 npm run gen:meta 重新生成，并提交该文件',
  });
}

if (all.length) {
  console.error(`schemas 检查发现 ${all.length} 个问题：`);
  for (const p of all) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
const count =
  1 +
  Object.keys(input.lists).length +
  Object.keys(input.forms).length +
  Object.keys(input.resources ?? {}).length;
console.log(`schemas 检查通过：${count} 个文件`);
