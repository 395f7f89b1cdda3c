/**
 * The Academic agent's offline investigations, one claim each, through `investigate` with the real
 * reference corpus: what certificates and credits prove, SBTi arithmetic, validation wording, GHG
 * Protocol method, and the "not consulted" wording while web search is off.
 */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../shared/domain/finding';
import { createAcademicAgent } from '../agent';
import { claimOf, fakeContext, inputOf, parsed } from './fakeContext';

async function investigate(texts: string[], pages: string[] = [], others: ReturnType<typeof claimOf>[] = []) {
  const claims = texts.map((t) => claimOf(t, 5));
  const { ctx, events } = fakeContext({ pages, claims: [...claims, ...others] });
  const out = await createAcademicAgent().investigate(inputOf(claims), ctx);
  return { claims, findings: parsed(out.findings), events };
}
const refs = (f: Finding): string[] =>
  f.agent === 'academic' ? f.details.references.map((r) => `${r.tier} ${r.url}`) : [];

describe('certificates and credits', () => {
  it('a REC-backed renewable claim holds for market-based Scope 2 only; physical supply is contradicted', async () => {
    const { findings } = await investigate([
      'In 2023, 100% of the electricity used at our European sites came from renewable sources, backed by guarantees of origin.',
      'Our plants are physically supplied with 100% renewable electricity through RECs.'
    ]);
    const [go, rec] = findings;
    expect(go).toMatchObject({ evidenceType: 'certificate_scope', supportsClaim: null, confidence: 'medium' });
    expect(go!.summary).toMatch(
      /Guarantee of Origin.*do not prove: Physical delivery of renewable power; Additionality/s
    );
    expect(go!.summary).toMatch(
      /market-based Scope 2 statement.*does not show that the company's electricity physically comes from renewable sources/
    );
    expect(refs(go!)).toEqual(['1 https://www.aib-net.org/eecs', '1 https://ghgprotocol.org/scope-2-guidance']);
    expect(rec).toMatchObject({ evidenceType: 'certificate_scope', supportsClaim: false, confidence: 'high' });
    expect(rec!.summary).toMatch(
      /asserts physical supply or new capacity \("physically"\).*market-based Scope 2 figure only/
    );
    expect(rec!.provenance.sources.map((s) => s.ref)).toEqual(
      expect.arrayContaining([
        'rpt_0123456789abcdef#page=5',
        'corpus:scheme/rec-us',
        'corpus:certification/general-rule-1'
      ])
    );
  });

  it('a renewable claim with no instrument cites the certificates the report names elsewhere', async () => {
    const { findings } = await investigate(
      ['We source 100% renewable electricity for our offices.'],
      ['Intro', 'Our renewable electricity is covered by REGOs bought from UK suppliers.']
    );
    expect(findings[0]!.summary).toMatch(/named elsewhere in the report \(page 2\).*REGO/);
  });

  it('credits netted into a reduction are contradicted; credits kept apart are consistent with the rules', async () => {
    const { findings } = await investigate([
      'We reduced our Scope 1 and 2 emissions by 40% in 2023, including carbon credits from Verra VCS projects.',
      'Our reduction targets do not rely on offsets; carbon credits are reported separately.',
      'We have reduced our CO2 footprint from our operations by 50% (without offsetting) since 2019.',
      'We cut Scope 1 emissions by 12% and compensated residual emissions with Gold Standard credits.'
    ]);
    const [netted, apart, without, residual] = findings;
    expect(without).toMatchObject({ evidenceType: 'offset_accounting', supportsClaim: true });
    expect(netted).toMatchObject({ evidenceType: 'offset_accounting', supportsClaim: false, confidence: 'high' });
    expect(netted!.summary).toMatch(
      /never subtracted from Scope 1, 2 or 3.*do not count toward near-term or long-term science-based targets/
    );
    expect(refs(netted!)).toEqual([
      '2 https://verra.org/programs/verified-carbon-standard/',
      '1 https://ghgprotocol.org/corporate-standard',
      '1 https://sciencebasedtargets.org/resources/files/Net-Zero-Standard.pdf'
    ]);
    expect(apart).toMatchObject({ supportsClaim: true, confidence: 'medium' });
    expect(residual).toMatchObject({ evidenceType: 'offset_accounting', supportsClaim: null });
  });
});

describe('science-based targets', () => {
  it('states the arithmetic and contradicts a 1.5 °C claim whose rate is below 4.2 %/yr', async () => {
    const { findings } = await investigate([
      'We have set a science-based target aligned with 1.5°C to reduce Scope 1 and 2 emissions by 30% by 2030 from a 2019 baseline.'
    ]);
    const [f] = findings;
    expect(f).toMatchObject({ evidenceType: 'sbti_alignment', supportsClaim: false, confidence: 'high' });
    expect(f!.summary).toContain(
      "30% by 2030 from 2019 (Scope 1+2): 30 / 11 years = 2.73 %/yr, below SBTi's 1.5 °C rate of 4.2 %/yr and at or above the well-below-2 °C rate of 2.5 %/yr."
    );
    expect(f!.summary).toContain(
      '"Science-based" is the report\'s own description; no SBTi validation is claimed here.'
    );
    expect(refs(f!)).toContain('1 https://sciencebasedtargets.org/resources/files/Net-Zero-Standard.pdf');
  });

  it('supports a target that meets the rate it asserts, and only reports a plain target', async () => {
    const { findings } = await investigate([
      'Our SBTi-validated target is to cut Scope 1 and 2 emissions by 50% by 2030 against a 2020 base year, in line with 1.5°C.',
      'We aim to reduce Scope 1 and 2 emissions by 25% by 2030 compared with 2018 levels.',
      'Our goal is a 25% reduction in CO2 emissions per tonne of cement by 2030 from a 2020 baseline, consistent with well-below 2°C.'
    ]);
    const [good, plain, intensity] = findings.filter((f) => f.evidenceType === 'sbti_alignment');
    expect(good).toMatchObject({ supportsClaim: true, confidence: 'medium' });
    expect(good!.summary).toMatch(
      /50 \/ 10 years = 5 %\/yr, at or above SBTi's 1\.5 °C rate.*validated by the SBTi; that can only be confirmed/s
    );
    expect(plain).toMatchObject({ supportsClaim: null });
    expect(plain!.summary).toMatch(
      /25 \/ 12 years = 2\.08 %\/yr, below SBTi's 1\.5 °C rate.*below the well-below-2 °C rate/
    );
    expect(intensity).toMatchObject({ supportsClaim: null });
    expect(intensity!.summary).toMatch(
      /intensity target cannot be compared with the absolute-contraction rates directly/
    );
  });

  it('a Scope 3 target called science-based below the current 2.5 %/yr floor is contradicted with medium confidence', async () => {
    const { findings } = await investigate([
      'As part of our science-based targets, we pledged to reduce our Scope 3 emissions by 15% by 2030 compared to 2019.'
    ]);
    expect(findings[0]).toMatchObject({ evidenceType: 'sbti_alignment', supportsClaim: false, confidence: 'medium' });
    expect(findings[0]!.summary).toMatch(
      /15 \/ 11 years = 1\.36 %\/yr.*validated under earlier criteria could be held to a lower rate/s
    );
  });

  it("a validation claim without figures reads the report's own targets, which inform but never decide it", async () => {
    const target = claimOf('We will reduce Scope 1 and 2 emissions by 42% by 2030 from a 2019 base year.', 12);
    const regional = claimOf(
      'The EU aims to reduce net greenhouse gas emissions by at least 55% by 2030 from 1990 levels.',
      13
    );
    const { findings } = await investigate(
      ['Our targets were validated by the Science Based Targets initiative in 2022.'],
      [],
      [target, regional]
    );
    expect(findings[0]).toMatchObject({ evidenceType: 'sbti_alignment', supportsClaim: null, confidence: 'low' });
    expect(findings[0]!.summary).toMatch(
      /targets stated on other pages .* were read instead\. Page 12: 42% by 2030 from 2019 \(Scope 1\+2\): 42 \/ 11 years = 3\.82 %\/yr, below.*cannot be told from here/
    );
    expect(findings[0]!.summary).not.toContain('1990');
    expect(findings[0]!.summary).toMatch(/The report says the target is validated by the SBTi/);
    expect(findings[0]!.provenance.sources.map((s) => s.ref)).toContain('rpt_0123456789abcdef#page=12');
  });
});

describe('methodology', () => {
  it('GHG Protocol with market-based Scope 2 only is contradicted; with both bases it is consistent', async () => {
    const claim = 'We calculate our emissions in accordance with the GHG Protocol, and report Scope 2 market-based.';
    const only = await investigate([claim], ['Scope 2 emissions (market-based) 8,100 t']);
    expect(only.findings[0]).toMatchObject({
      evidenceType: 'methodology',
      supportsClaim: false,
      details: { methodology: { assessment: 'inconsistent' } }
    });
    expect(only.findings[0]!.summary).toMatch(
      /market-based \(page 1\) but no page of the report gives the location-based figure/
    );
    const both = await investigate(
      [claim],
      ['Scope 2 emissions (market-based) 8,100 t', 'Scope 2 (location-based) 9,900 t']
    );
    expect(both.findings[0]).toMatchObject({
      supportsClaim: true,
      details: { methodology: { assessment: 'consistent' } }
    });
    expect(refs(both.findings[0]!)).toEqual([
      '1 https://ghgprotocol.org/corporate-standard',
      '1 https://ghgprotocol.org/scope-2-guidance'
    ]);
  });

  it('names the Scope 3 categories stated against the 15, and an outdated GWP basis', async () => {
    const { findings } = await investigate([
      'Our Scope 3 inventory covers all relevant categories: categories 1, 4 and 6, calculated with the GHG Protocol.',
      'Emissions are converted to CO2e with GWP values from the IPCC Fourth Assessment Report (AR4).'
    ]);
    expect(findings[0]!.summary).toMatch(
      /Names Scope 3 categories 1 \(Purchased goods and services\), 4 \(Upstream transportation and distribution\), 6 \(Business travel\) of the 15.*12 are not named here\. The claim speaks of completeness while naming 3 of the 15/
    );
    expect(findings[0]).toMatchObject({ details: { methodology: { assessment: 'partly_consistent' } } });
    expect(findings[1]!.summary).toMatch(/GWP values from AR4 \(2007\); the latest IPCC values are AR6 \(2021\)/);
  });
});

describe('benchmark, technology and what is not technical', () => {
  it('cites the corpus band for a named sector, and says when no band or research bears on a claim', async () => {
    const { findings, events } = await investigate([
      'Our CO2 intensity was 0.62 t CO2 per tonne of cementitious product in 2023, below the industry average.',
      'We use carbon capture and storage at our plant, which cuts emissions by 400,000 tonnes a year.',
      'Our employees volunteered 12,000 hours in 2023.'
    ]);
    const [band, tech, none] = findings;
    expect(band).toMatchObject({ evidenceType: 'benchmark_corpus', supportsClaim: null, confidence: 'medium' });
    expect(band!.summary).toMatch(
      /Cement — .*: 0\.\d+ to \d(?:\.\d+)? t CO2 \/ t cementitious product \(published average about 0\.6\)/
    );
    expect(refs(band!).length).toBeGreaterThan(0);
    expect(tech).toMatchObject({ evidenceType: 'research_corpus', supportsClaim: null, confidence: 'low' });
    expect(tech!.summary).toMatch(/holds no research on "carbon capture and storage"/);
    expect(none).toMatchObject({ evidenceType: 'no_technical_assertion', supportsClaim: null });
    const thinking = events.flatMap((e) => (e.type === 'agent_thinking' ? [e.text] : []));
    expect(thinking[0]).toMatch(
      /^Picked 2 of 3 claim\(s\) as technical: benchmark 1 .*technology 1 .*1 state no method/
    );
  });

  it('with web search off, every investigation says the web was not consulted, never that nothing was found', async () => {
    const { findings } = await investigate([
      'Our plants are physically supplied with 100% renewable electricity through RECs.',
      'We use carbon capture and storage at our plant.'
    ]);
    for (const f of findings) {
      expect(f.summary).toMatch(/Web: not consulted \(web search is off\)\.$/);
      expect(f.summary).not.toMatch(/no evidence/i);
    }
  });
});
