/**
 * Run by disk-full.test.ts inside `unshare -rm`, with a small tmpfs mounted at FOLDER: backs
 * up into it until the disk is really full, and prints what happened as JSON.
 *
 * Arguments: DATA_DIR FOLDER
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Core } from '../../../src/core/core';

const [dataDir, folder] = process.argv.slice(2) as [string, string];
const PASSPHRASE = 'lantern orchard velvet compass';
const filler = join(folder, 'filler.bin');
/** Fill the disk once the backup has checked it has room, as another program writing meanwhile would. */
let fillAfterSpaceCheck = false;

/** Takes all the space but `leave` bytes, as another program filling the drive would. */
function fillLeaving(leave: number): void {
  const { bavail, bsize } = statfsSync(folder);
  writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leave)));
}

const core = new Core({
  dataDir,
  kdf: { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1, parallelism: 1 },
  backupIo: {
    reached(step) {
      if (step === 'space-checked' && fillAfterSpaceCheck) fillLeaving(64 * 1024);
    },
  },
});

async function outcome(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

async function main(): Promise<void> {
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
  await core.call('vault.setupConfirm', { recoveryKey });
  const insert = core.vault.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  for (let i = 0; i < 1000; i++) insert.run(`row-${i}`, randomBytes(512).toString('hex'));
  await core.call('backup.setFolder', { path: folder });

  const first = await outcome(() => core.call('backup.create', {}));
  fillLeaving(3 * 1024 * 1024);
  const refusedUpFront = await outcome(() => core.call('backup.create', {}));
  rmSync(filler);
  fillAfterSpaceCheck = true;
  const fullHalfway = await outcome(() => core.call('backup.create', {}));
  rmSync(filler);
  fillAfterSpaceCheck = false;

  const filesAfterFailures = readdirSync(folder).length;
  const backups = (await core.call('backup.overview', {})).backups;
  const firstStillGood = await outcome(() => core.call('backup.verify', { path: backups[0]!.path, passphrase: PASSPHRASE }));
  const rows = core.vault.db.prepare("SELECT count(*) FROM meta WHERE key LIKE 'row-%'").pluck().get();
  const afterwards = await outcome(() => core.call('backup.create', {}));
  process.stdout.write(
    JSON.stringify({ first, refusedUpFront, fullHalfway, filesAfterFailures, listed: backups.length, firstStillGood, rows, afterwards }),
  );
  core.close();
}

void main();
