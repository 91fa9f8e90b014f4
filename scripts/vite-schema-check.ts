import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { checkSchemas, formatProblem } from '../src/engine/schema/check';
import { loadSchemas } from './load-schemas';

/** Runs the schema check before every build, and on each schema edit in dev (as an overlay). */
export const schemaCheck = (dir = resolve('schemas')): Plugin => {
  const run = () => {
    const { input, problems } = loadSchemas(dir);
    return [...problems, ...checkSchemas(input)];
  };
  const report = (problems: ReturnType<typeof run>) =>
    `schemas 检查发现 ${problems.length} 个问题：\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`;
  return {
    name: 'tenant-admin:schema-check',
    buildStart() {
      const problems = run();
      if (problems.length) this.error(report(problems));
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        const problems = run();
        if (problems.length) {
          server.config.logger.error(report(problems));
          server.ws.send({ type: 'error', err: { message: report(problems), stack: '' } });
        }
      });
    },
  };
};
