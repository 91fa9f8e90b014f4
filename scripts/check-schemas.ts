import { resolve } from 'node:path';
import { checkSchemas, formatProblem } from '../src/engine/schema/check';
import { loadSchemas } from './load-schemas';

// `npm run check [-- --dir path/to/schemas]`: every problem on its own line, exit 1 if any.
const dirFlag = process.argv.indexOf('--dir');
const dir = resolve(dirFlag > -1 ? process.argv[dirFlag + 1] : 'schemas');
const { input, problems } = loadSchemas(dir);
const all = [...problems, ...checkSchemas(input)];

if (all.length) {
  console.error(`schemas 检查发现 ${all.length} 个问题：`);
  for (const p of all) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
const count = 1 + Object.keys(input.lists).length + Object.keys(input.forms).length;
console.log(`schemas 检查通过：${count} 个文件`);
