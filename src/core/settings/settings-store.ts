import { DEFAULT_SETTINGS, type SettingKey, Settings, type SettingsUpdate } from '../../shared/settings';
import type { Db } from '../db/open';

/**
 * Settings live one row per key, as JSON. A value this version cannot read (written by
 * a newer one, say) falls back to its default instead of blocking the app.
 */
export function readSettings(db: Db): Settings {
  const rows = db.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[];
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (!(key in Settings.shape)) continue;
    const parsed = Settings.shape[key as SettingKey].safeParse(safeJson(value));
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as Settings;
}

export function writeSettings(db: Db, update: SettingsUpdate): Settings {
  const upsert = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  db.transaction(() => {
    for (const [key, value] of Object.entries(update)) {
      if (value !== undefined) upsert.run(key, JSON.stringify(value));
    }
  })();
  return readSettings(db);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
