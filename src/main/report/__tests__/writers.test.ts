import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RunConfigSchema } from '../../../shared/domain/pipeline';
import { SourceOfTruthSchema } from '../../../shared/domain/sourceOfTruth';
import { initialState } from '../../pipeline/state';
import { compileSourceOfTruth } from '../compile';
import { writeFileAtomic } from '../atomicWrite';
import { jsonReportWriter, writeReport } from '../writers';

const root = mkdtempSync(join(tmpdir(), 'sibyl-writers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const doc = compileSourceOfTruth(initialState('run_w', 'rpt_w', RunConfigSchema.parse({})), {
  report: { id: 'rpt_w', title: 'Report W — CO₂ and m³', fileName: 'w.pdf', pageCount: 3, sha256: 'a'.repeat(64) },
  startedAt: '2026-01-01T00:00:00.000Z',
  appVersion: 'test',
  corpusVersion: 'c1',
  models: {},
  available: [],
  now: () => new Date('2026-01-01T00:01:00.000Z')
});

describe('report writers', () => {
  it('writes report.json that parses back to the same Source of Truth, creating the directory', async () => {
    const dir = join(root, 'a', 'b');
    const files = await writeReport(doc, dir, [jsonReportWriter]);
    expect(files.json).toBe(join(dir, 'report.json'));
    const text = readFileSync(files.json!, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(SourceOfTruthSchema.parse(JSON.parse(text))).toEqual(doc);
    expect(readdirSync(dir)).toEqual(['report.json']);
  });

  it('replaces an earlier report whole', async () => {
    const dir = join(root, 'replace');
    mkdirSync(dir);
    writeFileSync(join(dir, 'report.json'), 'x'.repeat(1_000_000));
    await jsonReportWriter.write(doc, dir);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'))).toEqual(doc);
  });
});

describe('writeFileAtomic', () => {
  it('keeps the old file and leaves no temporary file when the write cannot complete', async () => {
    const dir = join(root, 'fail');
    mkdirSync(join(dir, 'report.json'), { recursive: true }); // a directory where the file should go
    writeFileSync(join(dir, 'report.json', 'keep.txt'), 'kept');
    await expect(writeFileAtomic(join(dir, 'report.json'), 'new')).rejects.toThrow();
    expect(readFileSync(join(dir, 'report.json', 'keep.txt'), 'utf8')).toBe('kept');
    expect(readdirSync(dir)).toEqual(['report.json']);
  });

  it('refuses a target whose directory cannot be made, with the path in the error', async () => {
    const file = join(root, 'plain-file');
    writeFileSync(file, '');
    await expect(writeFileAtomic(join(file, 'report.json'), 'x')).rejects.toThrow(/plain-file/);
    expect(existsSync(join(file, 'report.json'))).toBe(false);
  });
});
