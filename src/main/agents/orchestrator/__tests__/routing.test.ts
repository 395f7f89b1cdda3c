/** First-cycle routing (issue 15): Academic/Research gets only claims with a technical assertion it can investigate. */
import { describe, expect, it } from 'vitest';
import { SPECIALISTS } from '../../../../shared/domain/agents';
import type { ClaimType } from '../../../../shared/domain/claim';
import { makeClaim } from '../../judge/__tests__/fixtures';
import { routeClaim } from '../routing';

const all = new Set(SPECIALISTS);
const route = (type: ClaimType, text: string) => routeClaim(makeClaim(type, { text }), all);

describe('routing to Academic/Research', () => {
  it('sends a strategic or environmental claim with a technical assertion, naming its words', () => {
    const sbti = route('strategic', 'Our 2030 targets were validated by the Science Based Targets initiative.');
    expect(sbti.agents).toEqual(['legal', 'academic', 'news_media']);
    expect(sbti.reason).toMatch(
      /strategic claims go to legal, academic, news_media \(academic for sbti on "Science Based", "validated by"/
    );
    const rec = route('environmental', 'All our US sites use renewable electricity covered by RECs.');
    expect(rec.agents).toContain('academic');
    expect(rec.reason).toMatch(/academic for certification on "RECs"/);
  });

  it('keeps a strategic or environmental claim with nothing technical from it, and says so', () => {
    const people = route('strategic', 'Sustainability is embedded in every part of our corporate strategy.');
    expect(people.agents).not.toContain('academic');
    expect(people.agents).toEqual(expect.arrayContaining(['legal', 'news_media']));
    expect(people.reason).toContain(
      'strategic claims go to legal, news_media (not academic: no method, certificate, target, benchmark or technology to check)'
    );
    expect(route('environmental', 'We recycled 85% of our production waste in 2023.').agents).not.toContain('academic');
  });

  it('adds Academic to other claim types on a certificate, credit, target or method, not on loose scientific or benchmark words', () => {
    const offsets = route('quantitative', 'In 2023 we retired 120,000 carbon credits to offset business travel.');
    expect(offsets.agents).toContain('academic');
    expect(offsets.reason).toContain('academic because it makes a technical assertion');
    // A site's renewable power through PPAs, a market-based figure: certificate and method cues, whatever the claim type.
    expect(
      route(
        'geographic',
        'Our sites in Chile moved to 100% renewable energy in 2022 through PPAs with local wind farms.'
      ).agents
    ).toContain('academic');
    expect(
      route('quantitative', 'Scope 2 emissions were 41,200 tCO2e in 2023, calculated with the GHG Protocol.').agents
    ).toContain('academic');
    // A Scope 2 basis label on a figure is read report-wide by the method check: a table row of them is not sent.
    expect(route('quantitative', 'Scope 2 (market-based) (tCO2e): 2022 8,310; 2023 6,975').agents).not.toContain(
      'academic'
    );
    // Pay is not carbon compensation; training hours per employee are not a sector benchmark.
    expect(
      route(
        'legal_governance',
        'Emission reductions are part of the long-term variable compensation of the Managing Board.'
      ).agents
    ).not.toContain('academic');
    expect(route('quantitative', 'Training hours per employee rose to 31 in 2023.').agents).not.toContain('academic');
    // "study" and "biodiversity" used to route here, and the agent then found nothing technical.
    expect(
      route('quantitative', 'A study across 14 sites counted 320 species under our biodiversity programme.').agents
    ).not.toContain('academic');
    expect(route('legal_governance', 'The Board reviews climate research findings every year.').agents).not.toContain(
      'academic'
    );
  });
});
