import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../src/core/core';
import { seriesPoints, valueAxis } from '../src/renderer/src/goals/charts/chart-data';
import { type Figure, measure } from './harness';

const PASSPHRASE = 'lantern orchard velvet compass';
const CHECK_INS = 200;
const GOALS = 50;

/** A goal page with 200 check-ins, the chart's data shaping for them, and a practice Goals page of 50 such goals. */
export async function goalsBench(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-'));
  const core = new Core({ dataDir });
  try {
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await core.call('vault.setupConfirm', { recoveryKey });
    const client = await core.call('clients.create', { fullName: 'Bench Client' });
    let goalId = 0;
    for (let g = 0; g < GOALS; g++) {
      const goal = await core.call('goals.create', { clientId: client.id, title: `Goal ${g}`, metric: { name: 'Weight', unit: 'kg', baseline: 90, target: 80 } });
      goalId = goal.id;
      for (let i = 0; i < CHECK_INS; i++) {
        const on = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
        await core.call('goals.addCheckIn', { goalId, on, value: 90 - i / 20, rating: 1 + (i % 10) });
      }
    }
    const detail = await core.call('goals.get', { id: goalId });
    const get = await measure(() => core.call('goals.get', { id: goalId }), 100);
    const shape = await measure(() => valueAxis(seriesPoints(detail.checkIns, 'value'), [80, 90]), 1000);
    const list = await measure(() => core.call('goals.list', { status: 'active' }), 20);
    return [
      { operation: `goals.get, ${CHECK_INS} check-ins`, encryptedP50: get.p50, encryptedP95: get.p95, note: 'through the contract' },
      { operation: `chart data for ${CHECK_INS} check-ins`, encryptedP50: shape.p50, encryptedP95: shape.p95, note: 'renderer shaping, no database' },
      { operation: `goals.list, ${GOALS} goals × ${CHECK_INS}`, encryptedP50: list.p50, encryptedP95: list.p95, note: 'practice Goals page' },
    ];
  } finally {
    core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
