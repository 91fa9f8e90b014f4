// PGlite has no lock of its own on its data directory; two processes writing one directory would
// corrupt it. The server holds DATA_DIR/server.lock, created exclusively (O_EXCL) with its pid. A
// lock left by a dead process (crash, kill -9) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class LockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `数据目录已被另一个服务进程（pid ${pid}）占用，无法启动 / The data directory is in use by another server process (pid ${pid}): ${lockPath}`,
    );
    this.name = 'LockHeldError';
  }
}

export interface DirLock {
  path: string;
  release(): void;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (file: string): number => {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return Number.NaN;
  }
};

export const acquireDirLock = (dir: string, pid = process.pid): DirLock => {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      let released = false;
      return {
        path: file,
        release: () => {
          if (released) return;
          released = true;
          // Remove only our own lock: a takeover may have replaced it.
          if (readPid(file) === pid) rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (Number.isFinite(holder) && holder > 0 && isAlive(holder))
        throw new LockHeldError(file, holder);
      // Stale (dead pid or unreadable): remove and retry once.
      rmSync(file, { force: true });
    }
  }
  throw new LockHeldError(file, readPid(file));
};
