/**
 * How a run's compiled Source of Truth is kept in the store: its JSON, gzip-compressed (fastest level,
 * off the main thread), in a BYTEA column (migration 012). PGlite then stores a few megabytes of bytes
 * instead of parsing a 20–30 MB document into JSONB, and reading it back is a gunzip and a JSON.parse.
 */
import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';
import type { SourceOfTruth } from '../../../../shared/domain/sourceOfTruth';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export async function packCompiled(doc: SourceOfTruth): Promise<Uint8Array> {
  return gzipAsync(JSON.stringify(doc), { level: constants.Z_BEST_SPEED });
}

export async function unpackCompiled(bytes: Uint8Array): Promise<SourceOfTruth> {
  return JSON.parse((await gunzipAsync(bytes)).toString('utf8')) as SourceOfTruth;
}
