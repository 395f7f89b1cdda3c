/**
 * Artefact shares of the offline engine's claims on real reports (scripts/artefacts.mjs bundles and
 * runs this file). Per report: pdf.js extraction (cached as raw text items, since extraction is not
 * what changes), then today's layout and normalization, the offline engine as the app runs it, the
 * claim artefact detector, and the share of claims whose anchor has rectangles.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { openDocument, extractPage } from '../../src/main/ingest/extract';
import { buildPageText } from '../../src/main/ingest/pageText';
import type { ExtractedPage } from '../../src/main/ingest/types';
import type { AnchorPage } from '../../src/main/text/anchor';
import { createOfflineEngine } from '../../src/main/claims/offline/engine';
import type { DraftClaim } from '../../src/main/claims/engine';
import { ARTEFACT_KINDS, claimArtefacts, vocabularyOf, type ArtefactKind } from './claimArtefacts';

export interface ArtefactRow {
  file: string;
  claims: number;
  anchored: number;
  withAny: number;
  byKind: Record<ArtefactKind, number>;
  examples: Partial<Record<ArtefactKind, string[]>>;
  /** Every claim as "p<page>: <text>", with `texts: true` (to compare two runs). */
  texts?: string[];
}

async function extractCached(pdf: string, cacheDir: string): Promise<ExtractedPage[]> {
  const data = readFileSync(pdf);
  const key = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const file = join(cacheDir, `${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ExtractedPage[];
  const doc = await openDocument(new Uint8Array(data));
  const pages: ExtractedPage[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) pages.push(await extractPage(doc, n));
  } finally {
    await doc.destroy();
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(pages));
  return pages;
}

async function offlineClaims(pages: AnchorPage[]): Promise<DraftClaim[]> {
  const byNumber = new Map(pages.map((p) => [p.pageNumber, p]));
  const out: DraftClaim[] = [];
  const ctx = {
    reportId: 'rpt_artefacts',
    runId: 'run_artefacts',
    pageCount: pages.length,
    signal: new AbortController().signal,
    pages: (n: number) => Promise.resolve(byNumber.get(n) ?? null),
    onProgress: () => undefined,
    onWarning: () => undefined
  };
  for await (const batch of createOfflineEngine().extract(ctx)) out.push(...batch);
  return out;
}

export async function artefactRow(
  pdf: string,
  opts: { cacheDir?: string; examples?: number; texts?: boolean } = {}
): Promise<ArtefactRow> {
  const extracted = await extractCached(pdf, opts.cacheDir ?? join(tmpdir(), 'sibyl-artefacts-cache'));
  const pages: AnchorPage[] = extracted.map((p) => ({ pageNumber: p.pageNumber, page: p, text: buildPageText(p) }));
  const claims = await offlineClaims(pages);
  const vocab = vocabularyOf(pages.map((p) => p.text.text));
  const byKind = Object.fromEntries(ARTEFACT_KINDS.map((k) => [k, 0])) as Record<ArtefactKind, number>;
  const examples: ArtefactRow['examples'] = {};
  let withAny = 0;
  for (const c of claims) {
    const kinds = claimArtefacts(c.text, vocab);
    if (kinds.length) withAny++;
    for (const k of kinds) {
      byKind[k]++;
      const list = (examples[k] ??= []);
      if (list.length < (opts.examples ?? 0)) list.push(`p${c.sourcePage}: ${c.text}`);
    }
  }
  const anchored = claims.filter((c) => (c.anchor?.rects.length ?? 0) > 0).length;
  const row: ArtefactRow = { file: basename(pdf), claims: claims.length, anchored, withAny, byKind, examples };
  if (opts.texts) row.texts = claims.map((c) => `p${c.sourcePage}: ${c.text}`);
  return row;
}
