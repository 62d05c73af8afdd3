import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** What `npm run cli` runs: the command line bundled from the current sources (made first when they changed). */
const ENTRY = resolve(__dirname, '../../../scripts/cli.mjs');

/** Each run starts a process and unlocks with the real key derivation: seconds each when the suite runs in parallel. */
export const CLI_TIMEOUT = 120_000;

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI in a child process, as a coach's script would. */
export function runCli(args: string[], env: Record<string, string> = {}, input?: string | Buffer): CliResult {
  const result = spawnSync(process.execPath, [ENTRY, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
    input: input ?? '',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
