import { describe, expect, it } from 'vitest';
import { ghgFiguresOf } from '../ghgFigures';

const pick = (text: string) =>
  ghgFiguresOf(text).map((g) => ({
    kind: g.kind,
    tonnes: g.tonnes,
    ...(g.basis ? { basis: g.basis } : {}),
    ...(g.category ? { category: g.category } : {}),
    ...(g.year ? { year: g.year } : {})
  }));

describe('ghgFiguresOf', () => {
  it('reads table rows: the label names the scope and basis of every cell, each with its year', () => {
    expect(pick('Greenhouse gas emissions: Scope 1 (tCO2e) — 2022 12,450; 2023 11,020')).toEqual([
      { kind: 'scope1', tonnes: 12450, year: 2022 },
      { kind: 'scope1', tonnes: 11020, year: 2023 }
    ]);
    expect(pick('Scope 2 (market-based) (tCO2e) — 2022 8,310; 2023 6,975')).toEqual([
      { kind: 'scope2', basis: 'market', tonnes: 8310, year: 2022 },
      { kind: 'scope2', basis: 'market', tonnes: 6975, year: 2023 }
    ]);
  });

  it('reads "teqCO2" and "kteqCO2", and a scope list with a basis abbreviated ("Scope 1 + 2 MB + 3")', () => {
    expect(pick('Our Scope 1 emissions came to 1 139,5 kteqCO2 in 2024.')).toEqual([
      { kind: 'scope1', tonnes: 1_139_500, year: 2024 }
    ]);
    expect(pick('Greenhouse gas emissions (teqCO2): Total (Scope 1 + 2 MB + 3) — 2024 1,139,479')).toEqual([
      { kind: 'scope1_2_3', tonnes: 1_139_479, year: 2024 }
    ]);
  });

  it('reads the short forms of factsheets ("S1", "S2 (MB)", "S1+S2"), never the standards "IFRS S1", "S2.29"', () => {
    expect(pick('tCO2e: S1 (tCO2e) — FY2024 495,030')).toEqual([{ kind: 'scope1', tonnes: 495_030, year: 2024 }]);
    expect(pick('S2 (MB) (tCO2e) — 2024 180,300')).toEqual([
      { kind: 'scope2', basis: 'market', tonnes: 180_300, year: 2024 }
    ]);
    expect(pick('S2 (LB) (tCO2e) — 2024 216,070')).toEqual([
      { kind: 'scope2', basis: 'location', tonnes: 216_070, year: 2024 }
    ]);
    expect(pick('S1+S2 (MB) (tCO2e) — 2024 675,330')).toEqual([
      { kind: 'scope1_2', basis: 'market', tonnes: 675_330, year: 2024 }
    ]);
    expect(pick('Greenhouse gas emissions: Total (S1+S2 MB+S3) (t CO2e) — 2025 4,683,410')).toEqual([
      { kind: 'scope1_2_3', basis: 'market', tonnes: 4_683_410, year: 2025 }
    ]);
    expect(pick('Under IFRS S2 we report 12,000 tCO2e of emissions in 2024.')).toEqual([]);
    expect(pick('Paragraph S2.29 asks for 12,000 tCO2e of emissions in 2024.')).toEqual([]);
  });

  it('reads ISO 14064-1 categories as the scopes they are, never as Scope 3 categories', () => {
    expect(pick('Emissions: Category 1: Direct GHG emissions and removals (t CO2e) — 2024 615,230')).toEqual([
      { kind: 'scope1', tonnes: 615_230, year: 2024 }
    ]);
    expect(
      pick('Category 2: Indirect GHG emissions from imported energy (market-based) (t CO2e) — 2024 274,430')
    ).toEqual([{ kind: 'scope2', basis: 'market', tonnes: 274_430, year: 2024 }]);
    expect(pick('Categories 3 to 6: Other indirect GHG emissions (t CO2e) — 2024 6,643,640')).toEqual([
      { kind: 'scope3', tonnes: 6_643_640, year: 2024 }
    ]);
    expect(
      ghgFiguresOf('Category 4: Indirect emissions from products used by the organisation (t CO2e) — 2024 2,441,130')
    ).toEqual([expect.objectContaining({ kind: 'scope3', component: true })]);
    expect(pick('Total GHG emissions (Categories 1, 2 market-based, 3 to 6) (t CO2e) — 2024 7,533,300')).toEqual([
      { kind: 'total', basis: 'market', tonnes: 7_533_300, year: 2024 }
    ]);
  });

  it('keeps net lines, memo items and biomass CO₂ out of the gross inventory', () => {
    expect(pick('Gross Scope 1 (direct CO₂e, all fuels) (t CO2e) — 2024 178,390')).toEqual([
      { kind: 'scope1', tonnes: 178_390, year: 2024 }
    ]);
    expect(pick('Net Scope 1 (gross less alternative fossil fuels) (t CO2e) — 2024 165,900')).toEqual([]);
    expect(pick('Biomass CO₂ (memo item, not in Scope 1) (t CO2) — 2024 8,920')).toEqual([]);
  });

  it('reads "region-based" as location-based', () => {
    expect(
      pick('GHG Emission Management (Scope 1, 2): (Region based) GHG emission 1,000 tonnes CO2e — 2023 18,303')
    ).toEqual([{ kind: 'scope1_2', basis: 'location', tonnes: 18_303_000, year: 2023 }]);
  });

  it('reads a scope listed "of which" under the total as the scope whole, a source "of which" as a part', () => {
    const part = (text: string) => ghgFiguresOf(text).map((g) => [g.kind, g.tonnes, Boolean(g.component)]);
    expect(part('of which Scope 1 (direct emissions) (t CO2e) — 2025 620,860')).toEqual([['scope1', 620_860, false]]);
    expect(part('Scope 1 (t CO2e), of which from vehicles — 2025 20,860')).toEqual([['scope1', 20_860, true]]);
  });

  it('reads the bases of short and bracketed forms: "S2m", "S2 market", "Scope 2 (location)"', () => {
    const kinds = (text: string) => ghgFiguresOf(text).map((g) => [g.kind, g.basis]);
    expect(kinds('Total (S1+S2m+S3) (t CO2e) — 2025 2,944,120')).toEqual([['scope1_2_3', 'market']]);
    expect(kinds('Emissions: Total (S1 + S2 market + S3) (t CO2e) — 2023 10,161,560')).toEqual([
      ['scope1_2_3', 'market']
    ]);
    expect(kinds('Scope 2 (location) (t CO2e) — 2025 179,430')).toEqual([['scope2', 'location']]);
  });

  it('reads a German key-figure table: "standortbasiert", "marktbasiert", "THG-Emissionen gesamt"', () => {
    expect(pick('Scope-2-Emissionen (standortbasiert) (t CO2e) — 2025 337,820')).toEqual([
      { kind: 'scope2', basis: 'location', tonnes: 337_820, year: 2025 }
    ]);
    expect(pick('Scope-2-Emissionen (marktbasiert) (t CO2e) — 2025 256,330')).toEqual([
      { kind: 'scope2', basis: 'market', tonnes: 256_330, year: 2025 }
    ]);
    expect(pick('THG-Emissionen gesamt (t CO2e) — 2025 6,015,340')).toEqual([
      { kind: 'total', tonnes: 6_015_340, year: 2025 }
    ]);
    expect(pick('THG-Intensität Scope 1+2 (marktbasiert) (t CO2e) — 2025 316.4')).toEqual([]);
  });

  it('reads a French key-figure table: "basé sur la localisation", "basé sur le marché", "Scopes 1, 2 marché et 3"', () => {
    expect(pick('Scope 2 – basé sur la localisation (t CO2e) — 2024 327,100')).toEqual([
      { kind: 'scope2', basis: 'location', tonnes: 327_100, year: 2024 }
    ]);
    expect(pick('Scope 2 – basé sur le marché (t CO2e) — 2024 238,510')).toEqual([
      { kind: 'scope2', basis: 'market', tonnes: 238_510, year: 2024 }
    ]);
    expect(pick('Total des émissions (Scopes 1, 2 marché et 3) (t CO2e) — 2024 2,502,450')).toEqual([
      { kind: 'scope1_2_3', basis: 'market', tonnes: 2_502_450, year: 2024 }
    ]);
  });

  it("reads the GHG Protocol's own wording of Scope 1 as the scope, not a source within it", () => {
    const [g] = ghgFiguresOf('Direct emissions from owned or controlled sources (Scope 1) (kt CO2e) — 2023 183.5');
    expect(g).toMatchObject({ kind: 'scope1', tonnes: 183_500, year: 2023 });
    expect(g!.component).toBeFalsy();
  });

  it('reads no total of emissions in a total of some categories ("Total of categories 3 to 6")', () => {
    expect(pick('Other indirect emissions by category: Total of categories 3 to 6 (t CO2e) — 2024 8,304,550')).toEqual(
      []
    );
    expect(pick('Total GHG emissions (Categories 1, 2 market-based, 3 to 6) (t CO2e) — 2024 7,985,298')).toEqual([
      { kind: 'total', basis: 'market', tonnes: 7_985_298, year: 2024 }
    ]);
  });

  it('keeps location- and market-based Scope 2 apart in one sentence', () => {
    expect(
      pick('In 2023 our Scope 2 emissions were 16,233 tCO2e location-based and, market-based, 4,120 tCO2e.')
    ).toEqual([
      { kind: 'scope2', basis: 'location', tonnes: 16233, year: 2023 },
      { kind: 'scope2', basis: 'market', tonnes: 4120, year: 2023 }
    ]);
    expect(
      pick(
        'In 2023 Scope 2 emissions were 16,233 tonnes on the location-based method and 4,120 tonnes on the market-based method.'
      )
    ).toEqual([
      { kind: 'scope2', basis: 'location', tonnes: 16233, year: 2023 },
      { kind: 'scope2', basis: 'market', tonnes: 4120, year: 2023 }
    ]);
    expect(pick('Scope 2 location-based emissions were 16,233 tCO2e in 2023.')).toEqual([
      { kind: 'scope2', basis: 'location', tonnes: 16233, year: 2023 }
    ]);
  });

  it('scales kilotonnes, megatonnes and "thousand metric tons" to tonnes', () => {
    expect(pick('Our Scope 3 emissions amounted to 91.5 MtCO2e in fiscal 2023.')).toEqual([
      { kind: 'scope3', tonnes: 91_500_000, year: 2023 }
    ]);
    expect(pick('Scope 1 and 2 emissions totaled 438 thousand metric tons of CO2e in 2023.')).toEqual([
      { kind: 'scope1_2', tonnes: 438_000, year: 2023 }
    ]);
  });

  it('applies a header multiple "(In 1,000 metric tons of CO₂ equivalents)" to the cells, and reads no figure in it', () => {
    expect(pick('Scope 1 (In 1,000 metric tons of CO₂ equivalents): 2023 387; 2022 393')).toEqual([
      { kind: 'scope1', tonnes: 387_000, year: 2023 },
      { kind: 'scope1', tonnes: 393_000, year: 2022 }
    ]);
    expect(pick('Scope 3: Sum of Scope 3 upstream (in thousand tonnes CO2e) — 2023 11,048')).toEqual([
      { kind: 'scope3_upstream', tonnes: 11_048_000, year: 2023 }
    ]);
  });

  it('reads Scope 3 categories by number or by name', () => {
    expect(pick('Scope 3, Category 6 (business travel): 2023 14,200 tCO2e')).toEqual([
      { kind: 'scope3_category', category: 6, tonnes: 14200, year: 2023 }
    ]);
    // Names as reports print them, and the "3.7" numbering.
    expect(pick('Scope 3: Purchases goods & services (tCO2e) — 2023 9,276')[0]).toMatchObject({
      kind: 'scope3_category',
      category: 1
    });
    expect(pick('Scope 3: Transportation upstream (tCO2e) — 2023 884')[0]).toMatchObject({
      kind: 'scope3_category',
      category: 4
    });
    expect(
      pick('We calculated emissions from category 3.7, employee commuting, at 105 thousand metric tons of CO2e.')[0]
    ).toMatchObject({ category: 7, tonnes: 105_000 });
    expect(pick('Emissions from employee commuting (Scope 3) were 105 thousand metric tons of CO2e in 2023.')).toEqual([
      { kind: 'scope3_category', category: 7, tonnes: 105_000, year: 2023 }
    ]);
  });

  it('leaves out changes, avoided and offset amounts, intensities and percentages', () => {
    expect(pick('We reduced our Scope 1 and 2 emissions in 2023 by 32 thousand metric tons of CO2e.')).toEqual([]);
    expect(
      pick('Products sold in 2023 will avoid around 190 million metric tons of CO2e over their lifetime.')
    ).toEqual([]);
    expect(pick('Scope 1 and 2 intensity was 6 tCO2e per EUR million of revenue in 2023.')).toEqual([]);
    expect(pick('Scope 1 emissions fell by 9% in 2023.')).toEqual([]);
    expect(pick('We purchased 26,750 metric tons CO2e of allowances in 2022.')).toEqual([]);
    expect(pick('This corresponds to a total decrease of 3,089 t CO2e in Scope 1 and 2 emissions in 2022.')).toEqual(
      []
    );
    expect(pick('Total ODS emissions increased slightly, amounting to 0.044 metric tons in fiscal 2023.')).toEqual([]);
    expect(pick('Scope 3 downstream intensity (tCO2e per EUR million revenue) — 2023 6,071')).toEqual([]);
    expect(
      pick('Scope 1 and 2 (market-based) emissions per EUR million of revenue were 129.0 t CO₂e in 2024.')
    ).toEqual([]);
    expect(pick('Net change 2018–2025: −346,370 t CO₂e in Scope 1 and 2 (market-based) emissions.')).toEqual([]);
    // Purchased electricity is what Scope 2 is: that row is the scope's total, not a part of it.
    const secr = ghgFiguresOf('Emissions from purchased electricity – Scope 2, market-based (tCO₂e) — 2024 32,200');
    expect(secr.map((g) => [g.kind, g.basis, Boolean(g.component)])).toEqual([['scope2', 'market', false]]);
    // A change named after the figure, or a worked percentage of which the figure is the numerator
    // (BMW CDP 2023, C7.9a); the base it is divided by stays a level.
    expect(
      pick('Renewable electricity resulted in a 43,549 t CO2e decrease in Scope 1 and 2 emissions compared to 2021.')
    ).toEqual([]);
    expect(
      pick(
        'This equals 23,250 t CO2e (2.8 % = (23,250/834,562)*100) with the 2021 Scope 1 & 2 emissions of 834,562 t CO2e.'
      )
    ).toEqual([{ kind: 'scope1_2', tonnes: 834562, year: 2021 }]);
  });

  it('reads the level after a change ("fell by 9% to 41,200 tCO2e")', () => {
    expect(pick('Our Scope 1 emissions fell by 9% to 41,200 tCO2e in 2023.')).toEqual([
      { kind: 'scope1', tonnes: 41200, year: 2023 }
    ]);
  });

  it('marks sources and breakdowns of a scope as components, and leaves out aggregates of their own', () => {
    expect(
      ghgFiguresOf('Gas from renewable sources (Scope 1) of CO2e emissions (1,000 metric tons): FY2023 13')[0]
    ).toMatchObject({ kind: 'scope1', component: true });
    expect(ghgFiguresOf('Direct emissions (Scope 1) (tCO2e) — 2023 7,604')[0]?.component).toBeUndefined();
    expect(
      pick('GHG emissions Scope 1+2+3 upstream ("Cradle to gate") (1,000 metric tons CO2e): FY2023 11,598')
    ).toEqual([]);
  });

  it('reads a line of a table titled for several scopes as a source unless its own words name a scope or the total', () => {
    const title = 'SCOPE 1 AND 2 CO2e EMISSIONS';
    expect(ghgFiguresOf(`${title} – non-renewable sources: Natural gas (TONNES OF CO2e) — 2023 1,692`)).toMatchObject([
      { kind: 'scope1_2', tonnes: 1692, year: 2023, component: true }
    ]);
    const total = ghgFiguresOf(`${title} – Total emissions: Market-based (TONNES OF CO2e) — 2023 2,542`);
    expect(total).toMatchObject([{ kind: 'scope1_2', basis: 'market', tonnes: 2542, year: 2023 }]);
    expect(total[0]!.component).toBeUndefined();
    expect(pick(`${title} – Total emissions/number of employees: Market-based (TONNES OF CO2e) — 2023 0.34`)).toEqual(
      []
    );
    expect(
      pick(`${title} – Total emissions/revenues (million euro): Location-based (TONNES OF CO2e) — 2023 6.29`)
    ).toEqual([]);
  });

  it('reads a total only when the text says it is the total of emissions', () => {
    expect(pick('Total GHG emissions (tCO2e) — 2022 116,960; 2023 109,475')).toEqual([
      { kind: 'total', tonnes: 116960, year: 2022 },
      { kind: 'total', tonnes: 109475, year: 2023 }
    ]);
    expect(pick('Total waste (t) — 2022 1,200; 2023 1,100')).toEqual([]);
  });
});

describe('Scope 3 rows under the names reports print', () => {
  const S3 = 'GHG Emissions Management (Scope 3)';
  it('places a category printed under one of its labels', () => {
    expect(pick(`${S3}: Business trips of employees 1,000 tonnes CO₂e — 2022 87; 2023 108`)).toEqual([
      { kind: 'scope3_category', category: 6, tonnes: 87000, year: 2022 },
      { kind: 'scope3_category', category: 6, tonnes: 108000, year: 2023 }
    ]);
    expect(pick(`${S3}: Commuting of employees (1,000 tonnes CO2e) — 2023 300`)).toEqual([
      { kind: 'scope3_category', category: 7, tonnes: 300000, year: 2023 }
    ]);
    expect(pick(`${S3}: Disposal of sold products (1,000 tonnes CO2e) — 2023 1,339`)).toEqual([
      { kind: 'scope3_category', category: 12, tonnes: 1339000, year: 2023 }
    ]);
    // A Scope 3 table's "Waste" row is the waste generated in operations.
    expect(pick(`${S3}: Waste (tCO2e) — 2023 114`)).toEqual([
      { kind: 'scope3_category', category: 5, tonnes: 114, year: 2023 }
    ]);
  });

  it('reads a row of a Scope 3 table that names no category it knows as a part, never as the total', () => {
    // "Leased assets" may be category 8 or 13: no category, and not Scope 3's total either.
    expect(ghgFiguresOf(`${S3}: Leased assets (1,000 tonnes CO2e) — 2023 3`)).toMatchObject([
      { kind: 'scope3', tonnes: 3000, component: true }
    ]);
    expect(
      ghgFiguresOf(`${S3}: Other indirect emissions (Scope 3) (1,000 tonnes CO2e) — 2023 119,730`)[0]!.component
    ).toBeUndefined();
  });

  it('takes a multiple in a row label as the unit of the cells, with or without a caption', () => {
    expect(pick('Processing of sold products 1,000 tonnes CO₂e: 142; 131').map((g) => g.tonnes)).toEqual([
      142000, 131000
    ]);
  });
});

describe('prose: each figure bound to its subject and to its year', () => {
  it('carries the basis named at the start of the sentence to every figure, each with the year written after it', () => {
    expect(
      pick('Market-based Scope 2 emissions came to 52,300 t CO2e in 2024, against 58,900 t CO2e in 2023.')
    ).toEqual([
      { kind: 'scope2', basis: 'market', tonnes: 52300, year: 2024 },
      { kind: 'scope2', basis: 'market', tonnes: 58900, year: 2023 }
    ]);
    // Until another subject is named.
    expect(
      pick('Market-based Scope 2 emissions were 5,100 t CO2e in 2024 and Scope 1 and 2 emissions 61,000 t CO2e.')
    ).toEqual([
      { kind: 'scope2', basis: 'market', tonnes: 5100, year: 2024 },
      { kind: 'scope1_2', tonnes: 61000 }
    ]);
  });

  it('gives a comparative in brackets its own year, and the figure before it none when the sentence names no year', () => {
    expect(pick('Location-based Scope 2 emissions were 71,020 t CO2e (2023: 80,450 t CO2e).')).toEqual([
      { kind: 'scope2', basis: 'location', tonnes: 71020 },
      { kind: 'scope2', basis: 'location', tonnes: 80450, year: 2023 }
    ]);
    expect(pick('Scope 1: 38.7 kt CO2e (2024: 41.9 kt)')).toEqual([
      { kind: 'scope1', tonnes: 38700 },
      { kind: 'scope1', tonnes: 41900, year: 2024 }
    ]);
  });

  it('gives a leading "In 2024," to the figure no other year is bound to', () => {
    expect(
      pick('In 2024, our Scope 1 emissions were 18,240 t CO2e (2023: 19,800 t CO2e; 2022: 21,120 t CO2e).')
    ).toEqual([
      { kind: 'scope1', tonnes: 18240, year: 2024 },
      { kind: 'scope1', tonnes: 19800, year: 2023 },
      { kind: 'scope1', tonnes: 21120, year: 2022 }
    ]);
    expect(pick('Scope 3 emissions were 612,000 t CO2e in 2024 (2023: 655,400 t CO2e).')).toEqual([
      { kind: 'scope3', tonnes: 612000, year: 2024 },
      { kind: 'scope3', tonnes: 655400, year: 2023 }
    ]);
    expect(pick('In FY2024, Scope 1 emissions were 12,400 t CO2e, against 13,050 t CO2e in FY2023.')).toEqual([
      { kind: 'scope1', tonnes: 12400, year: 2024 },
      { kind: 'scope1', tonnes: 13050, year: 2023 }
    ]);
  });

  it('reads a total across scopes named one by one, with the basis of its Scope 2', () => {
    expect(
      pick(
        'Total emissions across Scope 1, market-based Scope 2 and Scope 3 came to 682,500 t CO2e in 2024 and 733,100 t CO2e in 2023.'
      )
    ).toEqual([
      { kind: 'scope1_2_3', basis: 'market', tonnes: 682500, year: 2024 },
      { kind: 'scope1_2_3', basis: 'market', tonnes: 733100, year: 2023 }
    ]);
  });

  it('reads "fell to … in 2025 from … in 2024", million tonnes and split fiscal years (ending in their last year)', () => {
    expect(pick('Scope 1 emissions fell to 512.6 kt in 2025 from 580.2 kt in 2024.')).toEqual([
      { kind: 'scope1', tonnes: 512600, year: 2025 },
      { kind: 'scope1', tonnes: 580200, year: 2024 }
    ]);
    expect(
      pick('Scope 3 emissions were 3.1 million tonnes of CO2e in 2023/24, down from 3.4 million tonnes in 2022/23.')
    ).toEqual([
      { kind: 'scope3', tonnes: 3_100_000, year: 2024 },
      { kind: 'scope3', tonnes: 3_400_000, year: 2023 }
    ]);
  });

  it('gives no year rather than a year that is a point of comparison or belongs to another figure', () => {
    expect(pick('Scope 1 emissions were 9,800 t CO2e, lower than in 2023.')).toEqual([
      { kind: 'scope1', tonnes: 9800 }
    ]);
    expect(pick('Scope 1 emissions were 9,800 t CO2e and Scope 2 emissions 4,200 t CO2e in 2023.')).toEqual([
      { kind: 'scope1', tonnes: 9800 },
      { kind: 'scope2', tonnes: 4200, year: 2023 }
    ]);
  });
});
