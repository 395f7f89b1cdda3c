import { describe, expect, it } from 'vitest';
import { loadReference } from '../../../corpus/reference';
import { checkIntensities, intensitiesOf, sectorOf } from '../intensityCheck';
import { stated } from './statedLines';

const file = loadReference().sectors;
const cementPages = [{ page: 1, text: 'We make cement and clinker. Our cement plants and our concrete business.' }];

describe('intensity plausibility', () => {
  it('reads intensities inline and in revenue-intensity table rows, in tonnes per unit', () => {
    const found = intensitiesOf(
      stated([
        [3, 'In 2023 we emitted 620 kg CO2 per tonne of cementitious product.'],
        [
          7,
          'SCOPE 1 AND 2 CO2e EMISSIONS – Total emissions/revenues (million euro): Market-based (TONNES OF CO2e) — 2023 0.85; 2022 1.53'
        ]
      ])
    );
    expect(found.map((i) => [i.denominator, i.tonnesPer, i.year ?? null])).toEqual([
      ['cement', 0.62, 2023],
      ['revenue_eur_m', 0.85, 2023],
      ['revenue_eur_m', 1.53, 2022]
    ]);
  });

  it("reads the entity's own level, not a bound, a regulatory limit, a change or a unit of account", () => {
    const found = intensitiesOf(
      stated([
        [37, 'Average fleet emissions were 105.0 g CO2/km. We remained below the limit of 127.5 g CO2/km.'],
        [37, 'We reduced fleet emissions by a further 10.9 g CO2/km compared to the previous year.'],
        [117, 'Low-emission vehicles (PHEV <50g CO2/km WLTP) and zero-emission vehicles with 0g CO2/km qualify.'],
        [
          245,
          'Failing compliance by 1 g CO2/km, the company pays EUR 95 per 1 g CO2/km; the limit is 95 g CO2/km in average.'
        ],
        [276, 'The 95 g CO2/km target in 2021 was only achievable with great effort.']
      ])
    );
    expect(found.map((i) => [i.src.page, i.value])).toEqual([[37, 105]]);
  });

  it('passes inside the sector band and fails outside it, as needing an explanation', () => {
    expect(sectorOf(cementPages, file)?.id).toBe('cement');
    const [ok, off] = checkIntensities(
      stated([
        [3, 'We emitted 0.62 t CO2 per tonne of cementitious product.'],
        [4, 'We emitted 620 t CO2 per tonne of cementitious product.']
      ]),
      cementPages,
      file
    );
    expect(ok).toMatchObject({
      result: 'pass',
      severity: 'low',
      computation: '0.62 t CO2 / t cementitious product vs plausible band 0.3–1',
      sources: [{ kind: 'reference', ref: 'sector-intensity#cement/co2-per-cementitious-product' }]
    });
    expect(off).toMatchObject({ result: 'fail', severity: 'medium' });
    expect(off!.message).toMatch(/needs an explanation/);
  });

  it('is inconclusive when the sector cannot be told or has no band in that unit', () => {
    const [unknown] = checkIntensities(
      stated([[3, 'We emitted 0.62 t CO2 per tonne of cementitious product.']]),
      [{ page: 1, text: 'A company.' }],
      file
    );
    expect(unknown).toMatchObject({ result: 'inconclusive' });
    const [noBand] = checkIntensities(
      stated([[3, 'We emitted 12 g CO2 per km driven by our fleet.']]),
      cementPages,
      file
    );
    expect(noBand!.message).toMatch(/bands have none in its unit/);
  });
});
