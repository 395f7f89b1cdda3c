/** Non-secret settings as JSON values by key (model provider, models per role…). Keys never go here. */
import type { Db } from '../db';

export function settingsRepo(db: Db) {
  return {
    async get<T = unknown>(key: string): Promise<T | undefined> {
      const res = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
      return res.rows[0]?.value;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db.query(
        'INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, now()) ON ' +
          'CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()',
        [key, JSON.stringify(value)]
      );
    }
  };
}
export type SettingsRepo = ReturnType<typeof settingsRepo>;
