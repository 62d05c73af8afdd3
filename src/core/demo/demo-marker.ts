import { DemoMarker } from '../../shared/contract';
import type { Db } from '../db/open';

const KEY = 'demo';

/** A demo practice says so in its meta table; the app shows it, so invented data is never taken for real. */
export function readDemoMarker(db: Db): DemoMarker | null {
  const value = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(KEY) as string | undefined;
  if (value === undefined) return null;
  const parsed = DemoMarker.safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : null;
}

export function writeDemoMarker(db: Db, marker: DemoMarker): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(KEY, JSON.stringify(marker));
}

/** Notes each client the demo writes (demo-clients-migration.ts), through one statement for a batch. */
export function demoClientRecorder(db: Db): (clientId: number) => void {
  const insert = db.prepare('INSERT INTO demo_clients (client_id) VALUES (?)');
  return (clientId) => void insert.run(clientId);
}

/**
 * Deletes the demo's clients (their sessions, notes, goals and the rest follow by cascade)
 * and the mark. Clients the coach added, before the demo was removed or while it was being
 * written, stay.
 */
export function removeDemo(db: Db): number {
  return db.transaction(() => {
    if (!readDemoMarker(db)) return 0;
    const removed = db.prepare('DELETE FROM clients WHERE id IN (SELECT client_id FROM demo_clients)').run().changes;
    db.prepare('DELETE FROM meta WHERE key = ?').run(KEY);
    return removed;
  })();
}
