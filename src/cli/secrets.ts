import { read } from 'read';
import { UsageError } from './usage-error';

/**
 * Secrets come from an environment variable or a prompt that does not echo, never from
 * a flag (flags end up in shell history and process listings).
 */
export async function secret(envName: string, prompt: string, { confirm = false } = {}): Promise<string> {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new UsageError(`Set ${envName} or run this command in a terminal to be asked for it.`);
  }
  const first = await ask(prompt);
  if (confirm && (await ask('Type it again: ')) !== first) throw new UsageError('The two entries did not match. Nothing was changed.');
  return first;
}

async function ask(prompt: string): Promise<string> {
  return read({ prompt, silent: true, replace: '', output: process.stderr });
}
