/**
 * Deterministic claim ids: the same engine finding the same sentence on the same page of the same
 * report gets the same id, so re-running an engine updates claims instead of duplicating them.
 */
import { createHash } from 'node:crypto';
import type { Engine } from '../../shared/domain/provenance';

const claimKey = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();

export function claimId(reportId: string, engine: Engine, page: number, text: string): string {
  return `clm_${createHash('sha256')
    .update(`${reportId}\0${engine}\0${page}\0${claimKey(text)}`)
    .digest('hex')
    .slice(0, 16)}`;
}
