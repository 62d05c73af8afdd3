/**
 * Run by crash.test.ts in a process of its own: unlocks the practice, makes a backup or a
 * restore, and kills itself with SIGKILL (no clean-up, no flush: a crash or power cut) the
 * N-th time the core reaches the named step. Prints "finished" if it never does.
 *
 * Arguments: DATA_DIR backup|restore STEP N PASSPHRASE [BACKUP_FILE BACKUP_PASSPHRASE]
 */
import { Core } from '../../../src/core/core';

const [dataDir, operation, step, occurrence, passphrase, file, backupPassphrase] = process.argv.slice(2) as string[];
let seen = 0;
const core = new Core({
  dataDir: dataDir!,
  systemLocale: 'en-GB',
  backupIo: {
    reached(reachedStep) {
      if (reachedStep === step && ++seen === Number(occurrence)) process.kill(process.pid, 'SIGKILL');
    },
  },
});

async function main(): Promise<void> {
  await core.call('vault.unlock', { passphrase: passphrase! });
  if (operation === 'backup') await core.call('backup.create', {});
  else await core.call('backup.restore', { path: file!, passphrase: backupPassphrase! });
  core.close();
  process.stdout.write('finished\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
