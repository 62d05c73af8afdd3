import type { Command } from '../command';
import type { CliContext } from '../context';
import { secret } from '../secrets';

/** Creates the practice in the data folder and prints its recovery key, once: on stdout, or on stderr when stdout carries other output. */
export async function createPractice(context: CliContext, keyOn: 'stdout' | 'stderr' = 'stdout'): Promise<void> {
  const core = context.practice;
  const passphrase = await secret('COACHDESK_PASSPHRASE', 'Choose a passphrase: ', { confirm: true });
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase });
  await core.call('vault.setupConfirm', { recoveryKey });
  context.tell(`Practice created in ${context.dataDir}.`);
  context.tell('Recovery key (shown only now; keep it somewhere safe, away from this computer):');
  (keyOn === 'stdout' ? process.stdout : process.stderr).write(`${recoveryKey}\n`);
}

export const vaultCommands: Command[] = [
  {
    name: 'init',
    usage: 'init',
    summary: 'Create a practice; prints its recovery key once on stdout.',
    run: (context) => createPractice(context),
  },
  {
    name: 'status',
    usage: 'status',
    summary: 'Print schema version, cipher, record counts and data folder as JSON.',
    async run(context) {
      const core = await context.unlocked();
      context.printJson(await core.call('app.status', {}));
    },
  },
  {
    name: 'passphrase change',
    usage: 'passphrase change',
    summary: 'Change the passphrase (new one from COACHDESK_NEW_PASSPHRASE or a prompt).',
    async run(context) {
      const currentPassphrase = await secret('COACHDESK_PASSPHRASE', 'Current passphrase: ');
      const core = context.practice;
      await core.call('vault.unlock', { passphrase: currentPassphrase });
      const newPassphrase = await secret('COACHDESK_NEW_PASSPHRASE', 'New passphrase: ', { confirm: true });
      await core.call('vault.changePassphrase', { currentPassphrase, newPassphrase });
      context.tell('Passphrase changed.');
    },
  },
  {
    name: 'recover',
    usage: 'recover',
    summary: 'Unlock with the recovery key (COACHDESK_RECOVERY_KEY or a prompt) and set a new passphrase.',
    async run(context) {
      const core = context.practice;
      const recoveryKey = await secret('COACHDESK_RECOVERY_KEY', 'Recovery key: ');
      const newPassphrase = await secret('COACHDESK_NEW_PASSPHRASE', 'New passphrase: ', { confirm: true });
      await core.call('vault.recover', { recoveryKey, newPassphrase });
      context.tell('Practice unlocked with the recovery key; the new passphrase is set.');
    },
  },
];
