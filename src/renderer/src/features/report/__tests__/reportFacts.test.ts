import { describe, expect, it } from 'vitest';
import type { Report } from '../../../../../shared/domain/report';
import { dateText, pagesText, readableFacts } from '../reportFacts';

const report = (meta: Record<string, string>): Report => ({
  id: 'rpt_0123456789abcdef',
  title: 'Acme Sustainability Report 2023',
  fileName: 'acme-2023.pdf',
  sha256: 'a'.repeat(64),
  byteSize: 1,
  pageCount: 1234,
  wordCount: 45678,
  sectionCount: 12,
  pagesWithoutText: [2, 40],
  status: 'ready',
  addedAt: '2025-01-01T00:00:00.000Z',
  meta
});

describe('readable report facts', () => {
  it('shows titles, counts and formatted dates, never raw PDF keys', () => {
    const facts = readableFacts(
      report({
        title: 'Acme Sustainability Report 2023',
        creationDate: '2024-03-12T09:30:00.000Z',
        modDate: '2024-03-12T11:00:00.000Z',
        producer: 'Adobe PDF Library 17.0',
        creator: 'Adobe InDesign 18.5 (Windows)',
        pdfVersion: '1.7',
        language: 'en-GB'
      }),
      12
    );
    expect(facts).toEqual([
      { label: 'Title', value: 'Acme Sustainability Report 2023' },
      { label: 'File', value: 'acme-2023.pdf' },
      { label: 'Pages', value: '1,234' },
      { label: 'Words', value: '45,678' },
      { label: 'Sections', value: '12' },
      { label: 'Pages without text', value: '2 (2, 40)' },
      { label: 'Created', value: '12 March 2024' },
      { label: 'Made with', value: 'Adobe InDesign 18.5 (Windows)' },
      { label: 'Language', value: 'British English' }
    ]);
  });

  it('names the authoring application when it is one, and a changed date', () => {
    const facts = readableFacts(
      report({
        creator: 'Microsoft® Word for Microsoft 365',
        producer: 'Microsoft® Word for Microsoft 365',
        creationDate: '2024-03-12T09:30:00Z',
        modDate: '2024-05-01T09:30:00Z',
        author: 'Acme plc'
      }),
      3
    );
    expect(facts).toContainEqual({ label: 'Made with', value: 'Microsoft® Word for Microsoft 365' });
    expect(facts).toContainEqual({ label: 'Last modified', value: '1 May 2024' });
    expect(facts).toContainEqual({ label: 'Author', value: 'Acme plc' });
    expect(
      readableFacts(report({ producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)' }), 0).some(
        (f) => f.label === 'Made with'
      )
    ).toBe(false);
  });

  it('reads dates and page lists', () => {
    expect(dateText('not a date')).toBeNull();
    expect(dateText(undefined)).toBeNull();
    expect(pagesText([1, 2, 3], 2)).toBe('1, 2 and 1 more');
    expect(pagesText([])).toBe('none');
  });
});
