import type { ParseArgsConfig } from 'node:util';
import type { CliContext } from './context';

export interface Command {
  /** Words that select it, e.g. "passphrase change". */
  name: string;
  usage: string;
  summary: string;
  options?: NonNullable<ParseArgsConfig['options']>;
  /** Whether words after the command's own are its input (a file, a search); otherwise they are refused. */
  takesWords?: boolean;
  run(context: CliContext, values: Record<string, string | boolean | string[] | boolean[] | undefined>, positionals: string[]): Promise<void>;
}
