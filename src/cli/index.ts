import { parseArgs } from 'node:util';
import { resolveDataDir } from '../core/paths';
import { AppError } from '../shared/errors';
import type { Command } from './command';
import { commands } from './commands';
import { CliContext } from './context';
import { stopCleanlyOnSignals } from './stop-on-signal';
import { UsageError } from './usage-error';

const GLOBAL_OPTIONS = { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;
const WRONG_SECRET = new Set(['WRONG_PASSPHRASE', 'WRONG_RECOVERY_KEY', 'TOO_MANY_ATTEMPTS', 'RECOVERY_KEY_MISMATCH', 'BACKUP_WRONG_SECRET']);

function usage(): string {
  const lines = commands.map((command) => `  ${command.usage.padEnd(44)} ${command.summary}`);
  return [
    'Usage: npm run cli -- [--data-dir DIR] COMMAND [OPTIONS]',
    '',
    'Commands:',
    ...lines,
    '',
    'The data folder is --data-dir, else COACHDESK_DATA_DIR, else the app\'s own folder.',
    'The passphrase comes from COACHDESK_PASSPHRASE or a prompt, never from a flag.',
  ].join('\n');
}

/** Picks the command whose words match the start of the positionals, longest first. */
function findCommand(words: string[]): Command | undefined {
  return [...commands]
    .sort((a, b) => b.name.split(' ').length - a.name.split(' ').length)
    .find((command) => command.name.split(' ').every((word, i) => words[i] === word));
}

export async function main(argv: string[]): Promise<number> {
  const { positionals: words, values: global } = parseArgs({ args: argv, options: GLOBAL_OPTIONS, allowPositionals: true, strict: false });
  const command = findCommand(words);
  if (!command) {
    process.stderr.write(`${words.length ? `Unknown command "${words.join(' ')}".\n\n` : ''}${usage()}\n`);
    // The parsed flag, not the raw word: -h asks for help just as --help does.
    return words.length || global.help !== true ? 2 : 0;
  }
  let context: CliContext | undefined;
  const stopListening = stopCleanlyOnSignals(() => context?.interrupt() ?? Promise.resolve());
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { ...GLOBAL_OPTIONS, ...command.options }, allowPositionals: true, strict: true });
    if (values.help) {
      process.stdout.write(`Usage: npm run cli -- [--data-dir DIR] ${command.usage}\n${command.summary}\n`);
      return 0;
    }
    const words = positionals.slice(command.name.split(' ').length);
    // A stray word is a mistake to name, not to ignore: "--password secret" once took a value.
    if (words.length && !command.takesWords) throw new UsageError(`Unexpected "${words.join(' ')}": ${command.name} takes only its options.\nUsage: npm run cli -- [--data-dir DIR] ${command.usage}`);
    context = new CliContext(resolveDataDir(values['data-dir'] as string | undefined));
    await command.run(context, values, words);
    return 0;
  } catch (error) {
    return report(error);
  } finally {
    await context?.close();
    stopListening();
  }
}

function report(error: unknown): number {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (error instanceof AppError) {
    process.stderr.write(`${error.message}\n`);
    return WRONG_SECRET.has(error.code) ? 3 : 1;
  }
  process.stderr.write(`Coachdesk could not finish: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
