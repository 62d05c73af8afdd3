import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/practice';

const ROOT = resolve(__dirname, '../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name)).filter((path) => statSync(path).isFile());
}

describe('npm run cli', () => {
  // npm writes every command line it runs to ~/.npm/_logs (0644) unless told not to.
  it('leaves nothing the coach typed in npm’s own logs', () => {
    const home = tempDir();
    const marker = 'NpmLogMarker Иванова';
    const result = spawnSync('npm', ['run', 'cli', '--', '--data-dir', tempDir(), 'search', marker], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: home, npm_config_cache: join(home, '.npm') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    // No practice there: the command fails, which is when npm is most eager to keep a log.
    expect(result.status).not.toBe(0);
    const leaked = filesUnder(home).filter((path) => readFileSync(path, 'utf8').includes('NpmLogMarker'));
    expect(leaked).toEqual([]);
  }, 90_000);
});
