/** A short hash over corpus passages: any change of id, title or text changes it. */
import { createHash } from 'node:crypto';

export function fingerprint(docs: ReadonlyArray<{ id: string; title: string; text: string }>): string {
  const h = createHash('sha256');
  for (const d of docs) h.update(d.id).update('\0').update(d.title).update('\0').update(d.text).update('\0');
  return h.digest('hex').slice(0, 16);
}
