/** reports.import by path reads only what the analyst picked this session. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createPickedFiles } from '../pickedFiles';
import { reportHandlers } from '../handlers/reports';
import type { CoreContext } from '../coreContext';

const fixture = join(__dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'not-a-pdf.pdf');

function ctxWith(picked?: ReturnType<typeof createPickedFiles>): CoreContext {
  return {
    stores: { get: () => ({}) },
    bus: { emit: () => undefined },
    ...(picked ? { pickedFiles: picked } : {})
  } as unknown as CoreContext;
}

const importPath = (ctx: CoreContext, path: string) =>
  reportHandlers['reports.import']({ source: { kind: 'path', path } }, ctx).catch((e: unknown) => e);

describe('picked files', () => {
  it('remembers picks by resolved path, forgetting the oldest past the limit', () => {
    const picked = createPickedFiles(2);
    picked.add('/a/b/../c.pdf');
    expect(picked.has('/a/c.pdf')).toBe(true);
    picked.add('/d.pdf');
    picked.add('/e.pdf');
    expect(picked.has('/a/c.pdf')).toBe(false);
    expect(picked.has('/e.pdf')).toBe(true);
  });

  it('refuses a path that was not picked, the same way whether it exists or not', async () => {
    const picked = createPickedFiles();
    const existing = await importPath(ctxWith(picked), fixture);
    const missing = await importPath(ctxWith(picked), '/no/such/file.pdf');
    const noRegistry = await importPath(ctxWith(), fixture);
    for (const err of [existing, missing, noRegistry])
      expect(err).toMatchObject({ code: 'FORBIDDEN', message: (existing as Error).message });
    expect((existing as Error).message).not.toContain(fixture);
  });
});
