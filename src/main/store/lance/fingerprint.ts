/** A short hash over corpus passages and index settings: any change of id, title, text or settings changes it. */
import { createHash } from 'node:crypto';

export function fingerprint(
  docs: ReadonlyArray<{ id: string; title: string; text: string }>,
  settings: unknown = null
): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(settings)).update('\0');
  for (const d of docs) h.update(d.id).update('\0').update(d.title).update('\0').update(d.text).update('\0');
  return h.digest('hex').slice(0, 16);
}
