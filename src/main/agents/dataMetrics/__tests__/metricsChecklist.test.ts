import { describe, expect, it } from 'vitest';
import { claimFigures } from '../../../facts/claimFigures';
import { ghgInventory } from '../../../facts/inventory';
import { checkMetricsChecklist } from '../metricsChecklist';

const pages = [
  {
    page: 4,
    text: 'Scope 1 emissions were 41,200 tCO2e in 2023.\nEmissions are calculated under the GHG Protocol using DEFRA emission factors.'
  },
  {
    page: 9,
    text: 'We aim to cut Scope 1 and 2 emissions by 50% by 2030 against a 2019 base year, with net zero by 2040.\nOur targets are validated by the SBTi.'
  },
  { page: 12, text: 'Annual bonus: 15% of the variable pay of the Executive Board depends on emission reductions.' }
];
const inventory = ghgInventory([
  {
    text: 'Scope 1 emissions were 41,200 tCO2e in 2023.',
    figures: claimFigures('Scope 1 emissions were 41,200 tCO2e in 2023.'),
    page: 4,
    rects: [],
    source: { kind: 'claim', claimId: 'c1' }
  }
]);

describe('IFRS S2 metrics checklist', () => {
  const list = checkMetricsChecklist(inventory, pages, 'rpt_x');
  const byId = new Map(list.map((c) => [c.ifrsParagraphs[0], c]));

  it('finds what the report discloses, with the pages', () => {
    expect(byId.get('S2.29(a)(i)(1)')).toMatchObject({
      result: 'pass',
      values: [{ value: 41_200, page: 4, claimId: 'c1' }]
    });
    expect(byId.get('S2.29(a)(ii)')).toMatchObject({
      result: 'pass',
      sources: [{ kind: 'report', ref: 'rpt_x#page=4', page: 4 }]
    });
    for (const id of ['S2.29(a)(iii)(1)', 'S2.29(g)', 'S2.33', 'S2.33(e)', 'S2.33(f)', 'S2.34(a)'])
      expect(byId.get(id)?.result, id).toBe('pass');
  });

  it('says what is missing and what was searched for, and leaves items that may not apply open', () => {
    expect(byId.get('S2.29(a)(i)(3)')).toMatchObject({ result: 'fail', severity: 'high' });
    expect(byId.get('S2.29(c)')?.message).toBe(
      'Missing (S2.29(c)): assets or activities vulnerable to physical risks (amount or share); searched every page (3) for physical risk with an amount or a percentage.'
    );
    expect(byId.get('S2.29(f)')).toMatchObject({ result: 'inconclusive', severity: 'low' });
    expect(list.every((c) => c.checkName === 'metrics_checklist' && c.ifrsParagraphs.length === 1)).toBe(true);
  });

  it('never calls an emissions metric missing when the report names it: inconclusive, with the pages', () => {
    // Scope 2 and location-based stand in a table the reader could not rebuild (no figure read).
    const table = { page: 21, text: 'tCO2e 2023 2022\nScope 2 (location-based) 8 1 2 0 0 7 9 5 0 0\nScope 3' };
    const checks = checkMetricsChecklist(inventory, [...pages, table], 'rpt_x');
    const of = (id: string) => checks.find((c) => c.ifrsParagraphs[0] === id);
    for (const id of ['S2.29(a)(i)(2)', 'S2.29(a)(v)', 'S2.29(a)(i)(3)']) {
      expect(of(id), id).toMatchObject({ result: 'inconclusive', severity: 'low' });
      expect(of(id)?.message, id).toMatch(
        /^Not read \(S2\.29.*on pages? (\d+, )?21, .*check th(at page|ose pages) by hand\.$/u
      );
      expect(
        of(id)?.sources.map((s) => s.page),
        id
      ).toContain(21);
    }
    // A metric the text never names stays missing: Scope 3 categories (no category named).
    expect(of('S2.29(a)(vi)(1)')).toMatchObject({ result: 'fail' });
  });

  it('never calls an item that needs an amount missing when the report speaks of it: inconclusive, with the pages', () => {
    const risks = {
      page: 14,
      text: 'We assessed physical risks such as heat waves and storms under RCP 8.5 at our sites.\nNo figure follows.'
    };
    const checks = checkMetricsChecklist(inventory, [...pages, risks], 'rpt_x');
    const physical = checks.find((c) => c.ifrsParagraphs[0] === 'S2.29(c)');
    expect(physical).toMatchObject({ result: 'inconclusive', severity: 'low', sources: [{ page: 14 }] });
    expect(physical?.message).toBe(
      'Not quantified (S2.29(c)): the report speaks of assets or activities vulnerable to physical risks on page 14, ' +
        'but no amount or share was found in the text there (a table printed as an image cannot be read); ' +
        'check that page by hand.'
    );
    // Transition risks are not spoken of: still missing.
    expect(checks.find((c) => c.ifrsParagraphs[0] === 'S2.29(b)')).toMatchObject({ result: 'fail' });
  });

  it('calls climate targets spoken of without a readable target year inconclusive, never missing', () => {
    const targets = { page: 99, text: 'Our Scope 3 ambition is set out in the targets table below.\nAbs 1 Abs 2' };
    const dated = { page: 99, text: 'Our ambition is to cut Scope 1 and 2 emissions by 46 % by FY30.' };
    const target = (extra: { page: number; text: string }) =>
      checkMetricsChecklist(inventory, [...pages.filter((p) => p.page !== 9), extra], 'rpt_t').find(
        (c) => c.ifrsParagraphs[0] === 'S2.33'
      );
    expect(target(targets)).toMatchObject({ result: 'inconclusive', sources: [{ page: 99 }] });
    expect(target(targets)?.message).toMatch(/^Not dated \(S2\.33\): the report speaks of climate-related targets/u);
    expect(target(dated)).toMatchObject({ result: 'pass' });
  });

  it("counts pay linked to the report's targets as climate pay, not pay linked to financial targets", () => {
    const paid = (text: string) =>
      new Map(
        checkMetricsChecklist(inventory, [{ page: 2, text }], 'rpt_x').map((c) => [c.ifrsParagraphs[0], c.result])
      ).get('S2.29(g)');
    expect(paid('Part of the senior leadership team’s remuneration is linked to the targets below.')).toBe('pass');
    expect(paid('Part of the leadership team’s remuneration is linked to the financial targets below.')).toBe('fail');
    expect(paid('The board reviews climate matters, and the executive committee is paid in part on the targets.')).toBe(
      'pass'
    );
  });

  it('keeps "missing" for a metric no page names', () => {
    const silent = [{ page: 2, text: 'We care about the climate and report our energy use.' }];
    const checks = checkMetricsChecklist([], silent, 'rpt_y');
    for (const id of ['S2.29(a)(i)(1)', 'S2.29(a)(i)(2)', 'S2.29(a)(i)(3)', 'S2.29(a)(v)'])
      expect(checks.find((c) => c.ifrsParagraphs[0] === id)?.result, id).toBe('fail');
  });

  it('gives nothing without page text to read', () => {
    expect(checkMetricsChecklist(inventory, [])).toEqual([]);
  });
});
