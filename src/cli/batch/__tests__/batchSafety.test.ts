/** What a batch reads and writes when inputs are hostile: link loops, links out, odd names, control characters. */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { batchInputs } from '../batchInputs';
import { portfolioCsv } from '../portfolio';
import type { BatchItem } from '../batchState';
import { reportName } from '../../analyzeCommand';
import { terminalText } from '../../output';

const temps: string[] = [];
const temp = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'sibyl-batch-safety-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('batch inputs by real path', () => {
  it('walks a link loop once, counts a file reached twice once, and skips links out of the folder', () => {
    const base = temp();
    const root = join(base, 'reports');
    mkdirSync(join(root, 'sub'), { recursive: true });
    writeFileSync(join(root, 'a.pdf'), '%PDF-1.4');
    writeFileSync(join(base, 'secret.pdf'), '%PDF-1.4');
    symlinkSync(root, join(root, 'sub', 'loop')); // back to the top
    symlinkSync(join(root, 'sub'), join(root, 'sub', 'self')); // to itself
    symlinkSync(join(root, 'a.pdf'), join(root, 'same.pdf'));
    symlinkSync(base, join(root, 'up'));
    symlinkSync(join(base, 'secret.pdf'), join(root, 'out.pdf'));
    const warnings: string[] = [];
    expect(batchInputs(root, (w) => warnings.push(w))).toEqual([join(root, 'a.pdf')]);
    expect(warnings.some((w) => w.includes('link loop'))).toBe(true);
    expect(warnings.filter((w) => w.includes('links outside'))).toHaveLength(2);
  });

  it('takes each listed file once by its real path', () => {
    const dir = temp();
    writeFileSync(join(dir, 'a.pdf'), '%PDF-1.4');
    symlinkSync(join(dir, 'a.pdf'), join(dir, 'b.pdf'));
    writeFileSync(join(dir, 'list.txt'), 'a.pdf\nb.pdf\nmissing.pdf\nmissing.pdf\n');
    expect(batchInputs(join(dir, 'list.txt'))).toEqual([join(dir, 'a.pdf'), join(dir, 'missing.pdf')]);
  });
});

describe('report folder names', () => {
  it('never names a folder "." or ".." or a hidden one', () => {
    for (const name of ['...pdf', '..pdf', '.pdf', '....PDF', '/x/.hidden.pdf'])
      expect(['', '.', '..'].includes(reportName(name)) || reportName(name).startsWith('.')).toBe(false);
    expect(reportName('...pdf')).toBe('report');
    expect(relative('/out', join('/out', reportName('/in/...pdf')))).not.toMatch(/^\.\./);
    expect(reportName('Annual Report 2024.pdf')).toBe('Annual-Report-2024');
  });
});

describe('control characters', () => {
  it('are removed from text the CLI echoes', () => {
    expect(terminalText('a\u001b]0;pwned\u0007b\u001b[2Jc\rd\u009be\u202ef')).toBe('a]0;pwnedb[2Jcdef');
    expect(terminalText('line one\nline\ttwo')).toBe('line one\nline\ttwo');
  });

  it('are removed from portfolio.csv, and formula-like names are neutralised', () => {
    const item: BatchItem = {
      path: '/in/\u001b[31mred\u0007.pdf',
      folder: '/out/red',
      status: 'failed',
      reportId: null,
      runId: null,
      error: '=HYPERLINK("http://evil.example") \u001b[2J',
      bytes: 0,
      seconds: null,
      finishedAt: null
    };
    const csv = portfolioCsv([item], '/out');
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    expect(csv).toContain('/in/[31mred.pdf');
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"") [2J"');
  });
});
