/**
 * The batch's memory across crashes: `<out>/batch-state.json`, one entry per input with its status,
 * report, run, folder and outcome, rewritten atomically after every change. A restarted batch skips
 * what is done, resumes a run that was cut short (the store marks it interrupted) and tries failed
 * inputs again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../../main/report/atomicWrite';

const ItemSchema = z.object({
  path: z.string(),
  /** Folder of this input's files, under the batch's output folder. */
  folder: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  reportId: z.string().nullable().default(null),
  runId: z.string().nullable().default(null),
  error: z.string().nullable().default(null),
  bytes: z.number().int().min(0).default(0),
  seconds: z.number().min(0).nullable().default(null),
  finishedAt: z.string().nullable().default(null)
});
export type BatchItem = z.infer<typeof ItemSchema>;

const StateSchema = z.object({ version: z.literal(1), items: z.array(ItemSchema) });

const stateFile = (out: string): string => join(out, 'batch-state.json');

export function loadState(out: string): BatchItem[] {
  const file = stateFile(out);
  if (!existsSync(file)) return [];
  const parsed = StateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data.items : [];
}

/** Serialises writes: the last state always lands, never two writes at once. */
export function stateWriter(out: string): (items: readonly BatchItem[]) => Promise<void> {
  let chain = Promise.resolve();
  return (items) => {
    const snapshot = JSON.stringify({ version: 1, items }, null, 2);
    chain = chain.then(() => writeFileAtomic(stateFile(out), `${snapshot}\n`));
    return chain;
  };
}
