import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-lock-'));
  dirs.push(dir);
  return dir;
}

const lockFile = (dir: string) => path.join(dir, 'server.lock');

/** A process that stays alive until the test ends it. */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes this process id into DATA_DIR/server.lock and removes it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    release();
  });

  it('refuses a second lock on the same directory in this process', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(path.join(dir, '.'))).toThrow(/already uses the data directory/);
    // The first lock is untouched, and once released the directory can be locked again.
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    lockDataDir(dir)();
  });

  it('refuses a directory held by another running server, naming its pid and the way out', () => {
    const dir = tempDir();
    const other = liveProcess();
    fs.writeFileSync(lockFile(dir), String(other.pid));
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`pid ${other.pid}`);
    expect(message).toContain(dir);
    expect(message).toContain('different DATA_DIR');
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(other.pid));
  });

  it('takes over a stale lock left by a process that has died', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(deadPid()));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that holds no pid', () => {
    for (const content of ['', 'garbage', '-5', '0']) {
      const dir = tempDir();
      fs.writeFileSync(lockFile(dir), content);
      lockDataDir(dir)();
    }
  });

  it('stops a second server process on the same directory with a clear message', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
    const script = [
      `import { lockDataDir } from ${JSON.stringify(lockModule)};`,
      `try { lockDataDir(${JSON.stringify(dir)}); } catch (error) { console.error(error.constructor.name + ': ' + error.message); process.exit(3); }`,
    ].join('\n');
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(3);
    expect(result.stderr).toContain(
      `DataDirLockedError: Another Akwaaba server (pid ${process.pid}) is using the data directory ${dir}`,
    );
    release();
  });
});
