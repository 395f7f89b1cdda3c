import { describe, expect, it } from 'vitest';
import { exportFixture, FIXTURE_IDS } from '../../../../tests/helpers/sotFixture';
import { CHECK_COLUMNS, CLAIM_COLUMNS, GAP_COLUMNS, checksCsv, claimsCsv, gapsCsv } from '../csv/tables';
import { csvField, toCsv } from '../csv/csv';

/** An RFC 4180 reader, enough to read back what the writer wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = (): void => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  return rows;
}

const records = (text: string): Record<string, string>[] => {
  const [head, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i] ?? ''])));
};

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, and leaves plain fields alone', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, true]])).toBe('a,b\r\n1,true\r\n');
  });
});

describe('CSV formula injection', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvField('+cmd|/c calc')).toBe("'+cmd|/c calc");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(toCsv(['t'], [['=1+1']])).toBe("t\r\n'=1+1\r\n");
  });

  it('leaves plain numbers, negative ones included, and ordinary text alone', () => {
    for (const n of ['-12.5', '+3', '-0.5e3', '-.5', '42']) expect(csvField(n)).toBe(n);
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('Scope 1 = 48200 t')).toBe('Scope 1 = 48200 t');
    expect(csvField("it's")).toBe("it's");
  });
});

describe('claims.csv', () => {
  const doc = exportFixture(20);
  const rows = records(claimsCsv(doc));

  it('has the documented columns and one row per claim, texts intact', () => {
    expect(parseCsv(claimsCsv(doc))[0]).toEqual([...CLAIM_COLUMNS]);
    expect(rows).toHaveLength(doc.summary.claims);
    const all = doc.pillars.flatMap((p) => p.claims);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(all.map((e) => e.claim.id)));
    const first = rows.find((r) => r.id === all.find((e) => e.claim.text.includes('"down 8 %"'))!.claim.id)!;
    expect(first.text).toBe(
      'Our Scope 1 and 2 emissions were 57,900 tCO₂e, "down 8 %", in 2023,\nper the audited inventory.'
    );
  });

  it("keeps the Judge's verdict and puts the override in force beside it; a withdrawn override leaves none", () => {
    const overridden = rows.filter((r) => r.override);
    expect(overridden).toHaveLength(1);
    const o = doc.overrides.find((x) => x.id === 'ovr_1')!;
    expect(overridden[0]).toMatchObject({
      id: o.targetId,
      verdict: 'contradicted',
      override: 'verified',
      verdict_in_force: 'verified',
      override_note: o.note,
      override_by: 'Ada Analyst',
      override_at: o.at
    });
    const withdrawn = rows.find((r) => r.id === doc.overrides.find((x) => x.id === 'ovr_4')!.targetId)!;
    expect(withdrawn).toMatchObject({ verdict: 'unverified', override: '', verdict_in_force: 'unverified' });
  });

  it('lists IFRS paragraphs and agents with "; " and writes an empty verdict for a claim without one', () => {
    const noVerdict = rows.find((r) => r.verdict === '')!;
    expect(noVerdict.verdict_in_force).toBe('');
    expect(rows.find((r) => r.agents === 'legal')!.ifrs_paragraphs).toMatch(/^S2\./);
  });
});

describe('checks.csv and gaps.csv', () => {
  const doc = exportFixture(20);

  it('writes each check once with its values, pages, computation and the claims that state them', () => {
    const rows = records(checksCsv(doc));
    expect(parseCsv(checksCsv(doc))[0]).toEqual([...CHECK_COLUMNS]);
    const scope = rows.filter((r) => r.check === 'scope_addition');
    expect(scope).toHaveLength(1); // four claims carry the same check: one row, four claim ids
    expect(scope[0]!.claim_ids!.split('; ')).toHaveLength(4);
    expect(scope[0]).toMatchObject({
      result: 'fail',
      severity: 'high',
      scope: 'claim',
      pages: '3; 4',
      tolerance: '0.01'
    });
    expect(scope[0]!.values).toBe('Scope 1, 2023=48200 t CO2e p.3; Scopes 1+2, 2023=57900 t CO2e p.4 (tested)');
    expect(rows.find((r) => r.check === 'yoy_change')).toMatchObject({
      scope: 'report',
      claim_ids: '',
      ifrs_paragraphs: 'S2.29(a)(i)(1)'
    });
  });

  it('writes every gap with its dismissal', () => {
    const rows = records(gapsCsv(doc));
    expect(parseCsv(gapsCsv(doc))[0]).toEqual([...GAP_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === FIXTURE_IDS.gapUnaddressed)).toMatchObject({
      status: 'unaddressed',
      dismissed: 'true',
      dismissed_by: 'Ada Analyst',
      missing_requirements: 'the amount; the method'
    });
    expect(rows.find((r) => r.id === FIXTURE_IDS.gapPartial)).toMatchObject({
      status: 'partial',
      dismissed: 'false',
      pages: '12; 13'
    });
  });
});
