import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Core } from '../core';
import { resolveDataDir } from '../paths';
import { startBridge } from './server';

/** `npm run web -- [--data-dir DIR] [--port N]`: the app in a browser, for tests and demos. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, port: { type: 'string' } } });
  const dataDir = resolveDataDir(values['data-dir']);
  // `npm run web` builds first: the renderer and the backup check worker, as the app uses them.
  const core = new Core({ dataDir, builtWorkers: resolve(__dirname, '../../../out/main') });
  const bridge = await startBridge({ core, rendererDir: resolve(__dirname, '../../../out/renderer'), port: Number(values.port ?? 0) });
  process.stdout.write(`Coachdesk (browser bridge) on ${dataDir}\nOpen: ${bridge.url}\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Like quitting the app: the on-quit backup (when something changed), then close.
      void bridge
        .close()
        .then(() => core.shutdown())
        .finally(() => process.exit(0));
    });
  }
}

void main();
