// A throwaway PostgreSQL cluster for the API load bench, started the way .ci/run starts the one
// the server tests use (initdb in a temp dir, trust auth, loopback only, fsync off), when
// BENCH_DATABASE_URL does not name a server and /usr/lib/postgresql has the binaries.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface PgCluster {
  url: string;
  version: string;
  /** The cluster's data directory (postmaster.pid names its main process). */
  dataDir: string;
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** The newest /usr/lib/postgresql/<v>/bin with initdb, or undefined. */
export const postgresBin = (): string | undefined => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const bins = readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(base, v, 'bin'))
    .filter((b) => existsSync(path.join(b, 'initdb')));
  return bins[0];
};

export const startPgCluster = async (bin: string): Promise<PgCluster> => {
  const dir = mkdtempSync('/tmp/tenant-admin-bench-pg.');
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: as .ci/run does, run the cluster as the postgres user.
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const opts = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200',
  ].join(' ');
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    opts,
    'start',
  ]);
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    dataDir: data,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
