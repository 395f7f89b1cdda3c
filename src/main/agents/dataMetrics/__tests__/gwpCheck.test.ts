import { describe, expect, it } from 'vitest';
import { claimFigures } from '../../../facts/claimFigures';
import { checkGwpBasis } from '../gwpCheck';
import type { StatedText } from '../../../facts/inventory';

const stated = (lines: string[]): StatedText[] =>
  lines.map((text, i) => ({
    text,
    figures: claimFigures(text),
    page: i + 1,
    rects: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.04 }],
    source: { kind: 'claim', claimId: `c${i}` }
  }));
const pages = (...texts: string[]) => texts.map((text, i) => ({ page: 10 + i, text }));
const EMISSIONS = 'Scope 1 emissions were 48,200 tCO2e in 2023.';

describe('checkGwpBasis', () => {
  it('passes a named AR6 or AR5 basis, citing the page and the corpus source', () => {
    const [c] = checkGwpBasis(
      stated([EMISSIONS]),
      pages('CO2e figures use the 100-year GWP values of the IPCC Sixth Assessment Report.')
    );
    expect(c).toMatchObject({ checkName: 'gwp_basis', result: 'pass', severity: 'low' });
    expect(c!.message).toMatch(/Sixth Assessment Report.*p\. 10/);
    expect(c!.sources).toContainEqual(
      expect.objectContaining({ kind: 'reference', ref: 'corpus/reference/gwp.json#AR6' })
    );
    expect(checkGwpBasis([], pages('Emissions are converted into CO2e using GWPs from AR5.'))[0]?.result).toBe('pass');
  });

  it('fails unexplained AR4 values, named or implied by the factors, with the values and their pages', () => {
    const named = checkGwpBasis(
      [],
      pages('CO2e is computed with GWP-100 values from the IPCC Fourth Assessment Report.')
    )[0]!;
    expect(named).toMatchObject({
      result: 'fail',
      severity: 'medium',
      ifrsParagraphs: ['S2.29(a)(i)', 'S2.29(a)(iii)(1)']
    });
    expect(named.message).toMatch(/superseded/);
    const [implied] = checkGwpBasis(
      stated(['We use global warming potentials of 25 for methane and 298 for nitrous oxide.'])
    );
    expect(implied).toMatchObject({ result: 'fail' });
    // A bullet naming the base year and a heading line are not the reason the next sentence gives (none).
    const listed = checkGwpBasis(
      [],
      pages(
        'The Selected Information comprises:\n• Scope 1 emissions in the 2019 base year, as recalculated: 258,470 t\n' +
          'Reporting criteria\nThe information converts gases to CO2 equivalents with the 100-year global\n' +
          'warming potentials of the IPCC Fourth Assessment Report (AR4).'
      )
    )[0]!;
    expect(listed).toMatchObject({ result: 'fail' });
    expect(implied!.values).toEqual([
      {
        label: 'CH4 GWP-100 (AR4 value)',
        value: 25,
        role: 'tested',
        page: 1,
        rects: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.04 }],
        claimId: 'c0'
      },
      {
        label: 'N2O GWP-100 (AR4 value)',
        value: 298,
        role: 'tested',
        page: 1,
        rects: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.04 }],
        claimId: 'c0'
      }
    ]);
  });

  it('reads AR5 and AR6 factors, in either order around the gas', () => {
    expect(checkGwpBasis([], pages('GWP of 28 for CH4 and 265 for N2O.'))[0]?.message).toMatch(/Fifth/);
    expect(checkGwpBasis([], pages('GWP values: CH₄ (fossil) 29.8, N₂O 273.'))[0]?.message).toMatch(/Sixth/);
    expect(checkGwpBasis([], pages('GWP values: methane 27.9; nitrous oxide 273.'))[0]?.result).toBe('pass');
  });

  it('passes AR4 with a stated reason, at low severity, quoting the reason', () => {
    const [c] = checkGwpBasis(
      [],
      pages('GWPs are taken from AR4, as required by the national regulator for comparability with the base year.')
    );
    expect(c).toMatchObject({ result: 'pass', severity: 'low' });
    expect(c!.message).toMatch(/explains why.*national regulator/);
  });

  it('reads the box ticked on a form, not the choices left empty', () => {
    const [c] = checkGwpBasis(
      [],
      pages('B6 Global warming potentials used (100-year) ☐ IPCC AR4 ☐ IPCC AR5 ☒ IPCC AR6', EMISSIONS)
    );
    expect(c).toMatchObject({ result: 'pass' });
    expect(c!.message).toMatch(/Sixth Assessment Report/);
  });

  it('takes no reason for AR4 from a note printed after the sentence (a note letter mark starts a sentence)', () => {
    const [c] = checkGwpBasis(
      [],
      pages('Total 941,460 GWP-100 values of IPCC AR4. a Recalculated under our base-year policy. b Reviewed.')
    );
    expect(c).toMatchObject({ result: 'fail' });
  });

  it('fails a mix of bases, naming both', () => {
    const [c] = checkGwpBasis(
      [],
      pages('Scope 1 CO2e uses AR5 GWPs.', 'Refrigerant leaks are converted with a GWP of 1,430 for HFC-134a.')
    );
    expect(c).toMatchObject({ result: 'fail', severity: 'medium' });
    expect(c!.message).toMatch(/mixes GWP bases: AR4: HFC-134a GWP 1430.*AR5: "AR5" \(p\. 10\)/);
  });

  it('is inconclusive when CO2e figures are stated and no basis is named, and silent when there are none', () => {
    const [c] = checkGwpBasis(
      stated([EMISSIONS]),
      pages('We follow the GHG Protocol and the IPCC 2006 Guidelines for CO2e emission factors.')
    );
    expect(c).toMatchObject({ result: 'inconclusive' });
    expect(c!.message).toMatch(/does not name its GWP basis/);
    expect(checkGwpBasis(stated(['Water withdrawal fell to 1.2 million m3.']))).toEqual([]);
  });

  it('does not read scenarios, product generations or place names as a GWP basis', () => {
    const texts = pages(
      'Our scenario analysis uses RCP 8.5 from the IPCC Fifth Assessment Report, where CO2e concentrations rise.',
      'The sixth generation of electric drives cuts CO2e per vehicle.',
      'Our Hong Kong SAR office reports CO2e emissions of 120 t.'
    );
    expect(checkGwpBasis(stated([EMISSIONS]), texts)[0]?.result).toBe('inconclusive');
  });

  it('does not read an emission amount next to a gas as a GWP factor', () => {
    expect(
      checkGwpBasis([], pages('Methane emissions of 25 t CO2e and N2O of 298 tonnes were reported using GWP factors.'))
    ).toEqual([]);
  });
});
