// Starts bench/server.ts as a child process (the load generator and the browser must not share
// its event loop) and waits for its "listening" line.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './build';

export interface Ready {
  url: string;
  db: string;
  officeId: number;
  professionId: number;
  /** A published card of the demo seed (Lighthouse's /card/{id}). */
  cardId: number;
  /** Published cards of firm 1 the card event load spreads over. */
  eventCards: number[];
}

export interface BenchServer {
  ready: Ready;
  pid: number;
  stop(): Promise<void>;
}

export const startBenchServer = (env: Record<string, string>) =>
  new Promise<BenchServer>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'server.ts')], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{'))
        resolve({ ready: JSON.parse(line) as Ready, pid: child.pid!, stop });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code}) before listening`)));
  });
