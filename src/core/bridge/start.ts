import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Core } from '../core';
import { resolveDataDir } from '../paths';
import { startBridge } from './server';

/** `npm run web -- [--data-dir DIR] [--port N]`: the app in a browser, for tests and demos. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, port: { type: 'string' } } });
  const dataDir = resolveDataDir(values['data-dir']);
  const core = new Core({ dataDir });
  const bridge = await startBridge({ core, rendererDir: resolve(__dirname, '../../../out/renderer'), port: Number(values.port ?? 0) });
  process.stdout.write(`Coachdesk (browser bridge) on ${dataDir}\nOpen: ${bridge.url}\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void bridge.close().then(() => {
        core.close();
        process.exit(0);
      });
    });
  }
}

void main();
