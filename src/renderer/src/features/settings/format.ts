/** Pure formatting for the Settings screen (reference corpus status and official-standard import). */
import type { RouteOutput } from '../../../../shared/ipc/contract';

export type CorpusStatus = RouteOutput<'corpus.status'>;
export type ImportStandardResult = RouteOutput<'corpus.import_standard'>;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Imported IFRS S2: 42 paragraphs, 310 passages, 40 registry entries linked" */
export function formatImportResult(
  r: Pick<ImportStandardResult, 'standard' | 'paragraphs' | 'passages' | 'linked'>
): string {
  return (
    `Imported IFRS ${r.standard}: ${plural(r.paragraphs, 'paragraph', 'paragraphs')}, ` +
    `${plural(r.passages, 'passage', 'passages')}, ` +
    `${plural(r.linked, 'registry entry', 'registry entries')} linked`
  );
}

/** One line per imported official standard, e.g. "IFRS S2 — 310 passages (ifrs-s2.pdf)". */
export function formatOfficialImported(o: CorpusStatus['officialImported'][number]): string {
  const std = /^IFRS\b/i.test(o.standard) ? o.standard : `IFRS ${o.standard}`;
  return `${std} — ${plural(o.passages, 'passage', 'passages')}${o.sourceFile ? ` (${o.sourceFile})` : ''}`;
}

/** Normalises what the analyst typed into a paragraph id the route accepts, or null when too short/long. */
export function normaliseParagraphId(raw: string): string | null {
  const id = raw.trim();
  return id.length >= 2 && id.length <= 64 ? id : null;
}

/** An error's message for display (IpcError and Error carry one; anything else gets the fallback). */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
