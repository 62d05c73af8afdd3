import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import WORKER_ENTRIES from '../../../src/core/workers/worker-entries.json';
import { CLI_TIMEOUT, runCli } from './run-cli';

const BUNDLES = resolve(__dirname, '../../../out/cli');

/** The bundle the last command ran from: the newest whole one (one per change of the sources). */
function newestBundle(): string {
  const folders = readdirSync(BUNDLES)
    .map((name) => join(BUNDLES, name))
    .filter((path) => existsSync(join(path, 'index.js')));
  const [newest] = folders.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!newest) throw new Error(`no bundle in ${BUNDLES}`);
  return newest;
}

describe('the bundled command line', () => {
  it('holds every worker thread the core starts, so none falls back to the main thread', { timeout: CLI_TIMEOUT }, () => {
    expect(runCli(['--help']).status).toBe(0);
    const bundle = newestBundle();
    const names = Object.keys(WORKER_ENTRIES);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(existsSync(join(bundle, `${name}.js`)), name).toBe(true);
  });
});
