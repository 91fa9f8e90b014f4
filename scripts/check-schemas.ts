import { resolve } from 'node:path';
import { checkSchemas, formatProblem, type Problem } from '../src/engine/schema/check';
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
const server = await loadServerTable().catch((e: unknown): Problem => ({
  file: 'server/src/app.ts',
  pointer: '',
  message: `无法读取服务器的路由表：${e instanceof Error ? e.message : String(e)}`,
  hint: '服务器注册路由时不应访问数据库（见 scripts/server-table.ts）',
}));
const all =
  'calls' in server
    ? [...problems, ...checkSchemas({ ...input, server })]
    : [...problems, ...checkSchemas(input), server];

if (all.length) {
  console.error(`schemas 检查发现 ${all.length} 个问题：`);
  for (const p of all) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
const count = 1 + Object.keys(input.lists).length + Object.keys(input.forms).length;
console.log(`schemas 检查通过：${count} 个文件`);
