import { resolve } from 'node:path';
import type { Command } from '../command';
import type { CliContext } from '../context';
import { secret } from '../secrets';
import { UsageError } from '../usage-error';

const WITH_RECOVERY_KEY = { 'recovery-key': { type: 'boolean' } } as const;

/**
 * The secret that opens a backup: the one valid when it was made, which may differ from
 * today's. COACHDESK_BACKUP_PASSPHRASE when set, else COACHDESK_PASSPHRASE, else a prompt;
 * with --recovery-key, COACHDESK_RECOVERY_KEY or a prompt.
 */
async function backupSecret(values: Record<string, unknown>): Promise<{ passphrase: string } | { recoveryKey: string }> {
  if (values['recovery-key']) return { recoveryKey: await secret('COACHDESK_RECOVERY_KEY', "Backup's recovery key: ") };
  const envName = process.env.COACHDESK_BACKUP_PASSPHRASE ? 'COACHDESK_BACKUP_PASSPHRASE' : 'COACHDESK_PASSPHRASE';
  return { passphrase: await secret(envName, "Backup's passphrase: ") };
}

function backupPath(positionals: string[]): string {
  if (positionals.length !== 1) throw new UsageError('Name one backup file.');
  return resolve(positionals[0]!);
}

/**
 * An existing practice is unlocked with today's passphrase (COACHDESK_PASSPHRASE) first, so it
 * can be backed up before it is replaced; unless it cannot be opened (a damaged key file, a
 * missing database, or a database this unlock finds damaged), when the restore sets it aside.
 */
async function unlockUnlessUnopenable(context: CliContext): Promise<void> {
  const core = context.practice;
  const status = await core.call('vault.status', {});
  if (status.state !== 'locked' || status.unopenable) return;
  try {
    await context.unlocked();
  } catch (error) {
    if (!(await core.call('vault.status', {})).unopenable) throw error;
    context.tell('The practice cannot be opened: its database is damaged. Restoring the backup in its place; the damaged files are kept.');
  }
}

/** Progress for the person at the terminal, on stderr, only when it is a terminal. */
function showProgress(context: CliContext): void {
  if (!process.stderr.isTTY) return;
  context.practice.events.on('backup.progress', ({ phase, fraction }) => process.stderr.write(`\r${phase} ${Math.round(fraction * 100)}%   ${phase === 'done' ? '\n' : ''}`));
}

export const backupCommands: Command[] = [
  {
    name: 'backup create',
    usage: 'backup create [--out FILE]',
    summary: 'Write and verify a backup, in the backup folder or to FILE; prints it as JSON.',
    options: { out: { type: 'string' } },
    async run(context, values) {
      const core = await context.unlocked();
      showProgress(context);
      const out = values.out as string | undefined;
      context.printJson(await core.call('backup.create', out ? { path: resolve(out) } : {}));
    },
  },
  {
    name: 'backup list',
    usage: 'backup list',
    summary: 'Print the backup folder and its backups (newest first) as JSON.',
    async run(context) {
      const core = await context.unlocked();
      const { nativeDialogs: _, ...overview } = await core.call('backup.overview', {});
      context.printJson(overview);
    },
  },
  {
    name: 'backup verify',
    takesWords: true,
    usage: 'backup verify FILE [--recovery-key]',
    summary: "Check a backup fully with its own passphrase (or recovery key); exit 0 only when it is good.",
    options: WITH_RECOVERY_KEY,
    async run(context, values, positionals) {
      const path = backupPath(positionals);
      const result = await context.practice.call('backup.verify', { path, ...(await backupSecret(values)) });
      context.printJson({ good: true, ...result });
    },
  },
  {
    name: 'backup restore',
    takesWords: true,
    usage: 'backup restore FILE [--recovery-key]',
    summary: 'Replace the practice with a backup (the current one is backed up first; one that cannot be opened is set aside), or restore into an empty data folder.',
    options: WITH_RECOVERY_KEY,
    async run(context, values, positionals) {
      const path = backupPath(positionals);
      await unlockUnlessUnopenable(context);
      // As the app's restore dialog warns: the coach's own passphrase stops working afterwards.
      const { samePractice } = await context.practice.call('backup.inspect', { path });
      if (!samePractice && context.practice.vault.vaultId() !== null) context.tell("This backup comes from another practice: after restoring, Coachdesk opens with that practice's passphrase and recovery key.");
      showProgress(context);
      const result = await context.practice.call('backup.restore', { path, ...(await backupSecret(values)) });
      context.printJson(result);
      context.tell(result.keysReplaced ? "Restored. The practice now opens with the backup's passphrase and recovery key." : 'Restored. Your passphrase and recovery key are unchanged.');
      if (result.setAside.length > 0) context.tell(`The files that could not be opened are kept, renamed: ${result.setAside.join(', ')}`);
    },
  },
];
