/**
 * Every error kind the evaluation reports plant (docs/eval-reports.md, "The error kinds") on a tiny
 * inventory, through all the report's checks at once (runReportChecks): each is a `fail` that names
 * the planted values with their pages, as the scorer's matching rule asks, and the clean twin of the
 * same statements raises no fail at all. The statements are worded as the readers give them (table
 * rows "caption: label — year value; …", sentences), so the kinds are caught whatever reads them.
 */
import { describe, expect, it } from 'vitest';
import type { MetricCheck } from '../../../../shared/domain/findingDetails';
import type { PageText } from '../../../facts/inventory';
import { runReportChecks } from '../reportChecks';
import { stated } from './statedLines';

type Line = [number, string];
const pagesOf = (lines: readonly Line[]): PageText[] => {
  const byPage = new Map<number, string>();
  for (const [page, text] of lines) byPage.set(page, `${byPage.get(page) ?? ''}\n${text}`);
  return [...byPage].map(([page, text]) => ({ page, text }));
};
const fails = (lines: readonly Line[]): MetricCheck[] =>
  runReportChecks(stated(lines), pagesOf(lines)).checks.filter(
    (c) => c.result === 'fail' && c.checkName !== 'metrics_checklist'
  );
/** A fail naming every planted value (by magnitude, within 0.5 %) on one of the error's pages. */
const caught = (lines: readonly Line[], planted: readonly number[], pages: readonly number[]): boolean =>
  fails(lines).some((c) =>
    planted.every((p) =>
      c.values.some(
        (v) =>
          Math.abs(Math.abs(v.value) - p) <= Math.max(0.005 * p, 0.05) &&
          (v.page === undefined || pages.includes(v.page))
      )
    )
  );

const T = 'GHG emissions (t CO2e)';
const table = (total2025: string, scope2Market2023 = '25,170'): Line[] => [
  [2, `${T}: Scope 1 — 2023 48,670; 2024 46,190; 2025 44,440`],
  [2, `${T}: Scope 2 (location-based) — 2023 32,730; 2024 30,530; 2025 24,950`],
  [2, `${T}: Scope 2 (market-based) — 2023 ${scope2Market2023}; 2024 23,180; 2025 21,450`],
  [2, `${T}: Scope 3 — 2023 644,970; 2024 603,370; 2025 551,030`],
  [2, `${T}: Total emissions — 2023 718,810; 2024 672,740; 2025 ${total2025}`]
];
const CLEAN = table('616,920');

/** One planted error: its statements, the planted values a fail must name, and the pages they stand on. */
interface Planted {
  kind: string;
  lines: Line[];
  planted: number[];
  pages: number[];
}

const KINDS: Planted[] = [
  // the total 6 % above Scope 1 + Scope 2 (market) + Scope 3
  { kind: 'total_not_sum', lines: table('653,935'), planted: [653_935], pages: [2] },
  // a Scope 1 change against the previous year 7.5 pp off the table
  {
    kind: 'yoy_contradicted',
    lines: [...CLEAN, [1, 'In 2025, Scope 1 emissions fell 11.3 % compared with 2024.']],
    planted: [11.3],
    pages: [1, 2]
  },
  // the base-year value in the targets prose 12 % above the table's
  {
    kind: 'base_year_conflict',
    lines: [
      [2, 'GHG emissions (kt CO2e): Scope 1 — 2018 604.98; 2023 449.78'],
      [4, 'In the 2018 base year, our Scope 1 emissions were 677,580 t CO2e.']
    ],
    planted: [677_580, 604_980],
    pages: [2, 4]
  },
  // the interim target stricter than the 2030 one
  {
    kind: 'interim_loosening',
    lines: [[4, 'We aim to reduce absolute Scope 1 and 2 emissions by 54% by 2027 and by 46% by 2030, against 2018.']],
    planted: [54, 46],
    pages: [4]
  },
  // categories that sum above the Scope 3 total
  {
    kind: 'scope3_categories_exceed',
    lines: [
      [3, 'Scope 3 emissions by category (t CO2e): 1. Purchased goods and services — 2025 1,001,853'],
      [3, 'Scope 3 emissions by category (t CO2e): 2. Capital goods — 2025 1,848,510'],
      [3, 'Scope 3 emissions by category (t CO2e): 6. Business travel — 2025 1,000,000'],
      [3, 'Scope 3 emissions by category (t CO2e): Total Scope 3 — 2025 3,080,290']
    ],
    planted: [1_001_853, 3_080_290],
    pages: [3]
  },
  // energy shares that sum to 112 %
  {
    kind: 'shares_over_100',
    lines: [
      [
        4,
        'Of the energy we consumed in 2024, 55% was renewable electricity, 23% was natural gas and 34% came from other fuels.'
      ]
    ],
    planted: [55, 23, 34],
    pages: [4]
  },
  // Scope 1 outside the table 9 % below the table's value
  {
    kind: 'restated_value',
    lines: [...CLEAN, [1, 'Our Scope 1 emissions were 40,440 t CO2e in 2025.']],
    planted: [40_440, 44_440],
    pages: [1, 2]
  },
  // a stated intensity 30 % above Scope 1+2 over revenue
  {
    kind: 'intensity_mismatch',
    lines: [
      ...CLEAN,
      [5, 'Revenue in 2025 was EUR 3,700 million.'],
      [5, 'Our Scope 1 and 2 (market-based) emission intensity was 23.1 t CO₂e per EUR million of revenue in 2025.']
    ],
    planted: [23.1],
    pages: [5]
  },
  // one Scope 2 cell 1000× too large (kg in a table of tonnes)
  { kind: 'wrong_unit', lines: table('616,920', '25,170,000'), planted: [25_170_000], pages: [2] },
  // the Scope 1+2 percentage stated as the Scope 3 target in prose
  {
    kind: 'target_wrong_scope',
    lines: [
      [3, 'Our target is to reduce absolute Scope 3 emissions by 30% by 2030 against 2019.'],
      [4, 'We aim to reduce Scope 1 and 2 emissions by 55% by 2030 and Scope 3 emissions by 55% by 2030, against 2019.']
    ],
    planted: [30, 55],
    pages: [3, 4]
  },
  // progress since the base year 12 pp off what the figures give
  {
    kind: 'progress_contradicted',
    lines: [
      ...CLEAN,
      [
        4,
        'In the 2020 base year, our Scope 1 emissions were 55,310 t CO2e and our market-based Scope 2 emissions 30,700 t CO2e.'
      ],
      [4, 'By 2025, Scope 1 and 2 emissions (market-based) were 35.4 % lower than in the 2020 base year.']
    ],
    planted: [35.4],
    pages: [4]
  }
];

describe('the error kinds of the evaluation reports, on tiny inventories', () => {
  it('catches every kind as a fail naming its planted values and pages, and raises none on the clean statements', () => {
    const clean: Line[] = [
      ...CLEAN,
      [1, 'In 2025, Scope 1 emissions fell 3.8 % compared with 2024.'],
      [4, 'In the 2020 base year, our Scope 1 emissions were 55,310 t CO2e.'],
      [2, `${T}: Scope 1 — 2020 55,310`],
      [4, 'We aim to reduce absolute Scope 1 and 2 emissions by 23% by 2027 and by 42% by 2030, against 2020.'],
      [3, 'Our target is to reduce absolute Scope 3 emissions by 30% by 2030 against 2019.'],
      [
        4,
        'We aim to reduce Scope 1 and 2 emissions by 55% by 2030 and Scope 3 emissions by 30% by 2030, against 2019.'
      ],
      [5, 'Revenue in 2025 was EUR 3,700 million.'],
      [5, 'Our Scope 1 and 2 (market-based) emission intensity was 17.8 t CO₂e per EUR million of revenue in 2025.'],
      [
        5,
        'Of the energy we consumed in 2025, 53% was renewable electricity, 22% was natural gas and 25% came from other fuels.'
      ]
    ];
    expect(fails(clean).map((c) => c.message)).toEqual([]);
    expect(KINDS.filter((k) => !caught(k.lines, k.planted, k.pages)).map((k) => k.kind)).toEqual([]);
    // The GWP basis has no planted number: the gwp_basis check fails on the page that names AR4.
    const ar4: Line[] = [
      [6, 'CO2-equivalents use the 100-year global warming potentials of the IPCC Fourth Assessment Report (AR4).']
    ];
    expect(fails(ar4).some((c) => c.checkName === 'gwp_basis' && c.values.every((v) => v.page === 6))).toBe(true);
  });
});
