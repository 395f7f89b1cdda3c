// Evaluation reports (held out, written blind): the GHG inventory only as a printed data download — a
// semicolon-separated export in Courier type, one record per line (indicator; breakdown; unit; years),
// plain integers without thousand separators, empty fields for years not reported; the Scope 3 categories,
// energy shares, revenue and intensity as records of the same block.
import { heading, para } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { monoBlock } from '../lib/monoBlock.mjs';
import { standardReport, FILLER } from './common.mjs';

const SERIES = [
  ['s1', 'Scope 1', 'Gross direct'],
  ['s2l', 'Scope 2', 'Location-based'],
  ['s2m', 'Scope 2', 'Market-based'],
  ['s3', 'Scope 3', 'Gross indirect (value chain)'],
  ['total', 'Total', 'Scope 1+2 (market-based)+3']
];

/** The records of the export and which statement each line carries. */
function records(co, st) {
  const years = [co.baseYear, ...co.years];
  const latestOnly = (v) => [...years.slice(1).map(() => ''), String(v)];
  const lines = [
    '# file: ghg_inventory_export.csv',
    `# entity: ${co.name}; boundary: operational control`,
    '# unit: tCO2e unless the unit field says otherwise',
    `# base year: ${co.baseYear}; decimal mark "."; no thousand separators; empty field = not reported`,
    ['indicator', 'breakdown', 'unit', ...years.map(String)].join(';')
  ];
  const keys = {};
  for (const [k, indicator, breakdown] of SERIES) {
    keys[lines.length] = ['ghgTable'];
    lines.push([indicator, breakdown, 'tCO2e', ...years.map((y) => String(st.table[k][y]))].join(';'));
  }
  for (const c of st.categories) {
    keys[lines.length] = ['categories'];
    lines.push(['Scope 3', `Cat ${c.n} ${c.label}`, 'tCO2e', ...latestOnly(c.value)].join(';'));
  }
  keys[lines.length] = ['categories'];
  lines.push(['Scope 3', 'Sum of categories reported', 'tCO2e', ...latestOnly(st.s3Total)].join(';'));
  for (const sh of st.shares) {
    keys[lines.length] = ['shares'];
    lines.push(['Energy mix', `Share ${sh.label}`, '%', ...latestOnly(sh.pct)].join(';'));
  }
  lines.push(['Economic', 'Revenue', 'EURm', ...latestOnly(st.intensity.revenue)].join(';'));
  keys[lines.length] = ['intensity'];
  lines.push(
    ['Intensity', 'Scope 1+2 (market-based) / revenue', 'tCO2e/EURm', ...latestOnly(st.intensity.value)].join(';')
  );
  lines.push(`# GWP-100 basis: IPCC ${st.gwp}; end of file`);
  keys[lines.length - 1] = ['methodology'];
  return { lines, keys };
}

const dataDownload = {
  name: 'csv_data_download',
  heldOut: false, // spent: scored once (2026-11-29 08:36 UTC), now tuned on
  about:
    'the inventory only as a printed data download: a semicolon-separated export in Courier ' +
    '(indicator;breakdown;unit;years), plain integers, empty fields, categories, shares and intensity as records',
  errors: ['total_not_sum', 'wrong_unit', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      para(
        ctx,
        'The figures below are the export of our environmental data system as published in the download ' +
          'centre of our website, printed here unchanged. The same file is available in machine-readable form.'
      );
      const { lines, keys } = records(co, st);
      monoBlock(ctx, lines, { keys, caption: 'Data download: greenhouse gas inventory' });
      heading(ctx, 'Reading the export', 12);
      para(
        ctx,
        'Each line is one record. The first field names the indicator, the second the breakdown and the third ' +
          'the unit; the year fields follow. Lines starting with "#" are comments written by the export tool.'
      );
    });
  }
};

export const DATA_DOWNLOAD_FAMILIES = [dataDownload];
