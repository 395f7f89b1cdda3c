/**
 * What the report says about conditions and reliefs, read sentence by sentence: a practice shown,
 * a practice denied, silence; reliefs claimed in the report's own words; and the cue matcher's
 * strict ideas (a warming level in a target is not scenario analysis).
 */
import { describe, expect, it } from 'vitest';
import { readApplicability } from '../applicability';
import { matches, sentencesOf } from '../cues';
import { windows } from '../evaluate';

const read = (text: string) => readApplicability(sentencesOf(3, text));

describe('conditions and reliefs', () => {
  it('reads a practice the report shows, one it denies, and silence', () => {
    expect(
      read('We apply an internal carbon price of EUR 80 per tonne in investment decisions.').conditions.carbonPrice
    ).toMatchObject({ state: 'holds', page: 3 });
    expect(read('We do not use an internal carbon price.').conditions.carbonPrice).toMatchObject({ state: 'denied' });
    expect(read('An internal carbon price is not applied at present.').conditions.carbonPrice.state).toBe('denied');
    expect(read('Our emissions fell by 4% in 2023.').conditions.carbonPrice.state).toBe('unknown');
  });

  it('reads targets, carbon credits and a transition plan', () => {
    const a = read(
      'We aim to cut Scope 1 and 2 emissions by 42% by 2030. Our net-zero target does not rely on carbon credits. Our climate transition plan is on our website.'
    );
    expect(a.conditions.targets.state).toBe('holds');
    expect(a.conditions.ghgTargets.state).toBe('holds');
    expect(a.conditions.carbonCredits.state).toBe('denied');
    expect(a.conditions.transitionPlan.state).toBe('holds');
    expect(
      read('We plan to use high-quality carbon credits to neutralise residual emissions after 2040.').conditions
        .carbonCredits.state
    ).toBe('holds');
  });

  it('lets a statement that all investees are consolidated outweigh a joint venture mentioned elsewhere', () => {
    expect(read('In 2015 a joint venture was set up in Korea.').conditions.investees.state).toBe('holds');
    expect(
      read(
        'In 2015 a joint venture was set up in Korea. All the companies in which the Group invests are fully consolidated.'
      ).conditions.investees.state
    ).toBe('denied');
  });

  it('needs a metric of its own making, not any in-house product', () => {
    expect(read('We launched our proprietary chatbot for customers.').conditions.ownMetrics.state).toBe('unknown');
    expect(read('Our in-house circularity index measures the share of reused parts.').conditions.ownMetrics.state).toBe(
      'holds'
    );
  });

  it('reads the reliefs a report claims, and only those', () => {
    const a = read(
      'In this first annual reporting period we apply the transition relief in paragraph C4(b) and do not disclose Scope 3 emissions.'
    );
    expect(a.reliefs.scope3).toMatchObject({ state: 'holds', page: 3 });
    expect(a.reliefs.comparatives.state).toBe('unknown');
    expect(read('Scope 3 emissions were 260,700 tCO2e.').reliefs.scope3.state).toBe('unknown');
    const climateOnly = read(
      'This report applies the transition relief in IFRS S1 paragraph E5 and reports on climate-related risks and opportunities only.'
    );
    expect(climateOnly.reliefs.climateFirst.state).toBe('holds');
    expect(climateOnly.conditions.nonClimateTopics.state).toBe('denied');
  });
});

describe('cues', () => {
  it('needs a scenario word for the scenario idea', () => {
    const [target] = sentencesOf(1, 'Our targets are aligned with the 1.5C goal of the Paris Agreement.');
    const [analysis] = sentencesOf(1, 'We tested the strategy against a 1.5C scenario and a 3C scenario.');
    expect(matches(target!, 'scenario', 'S2')).toBe(false);
    expect(matches(analysis!, 'scenario', 'S2')).toBe(true);
  });

  it('widens the topic from climate (S2) to sustainability (S1)', () => {
    const [s] = sentencesOf(1, 'The Board oversees human rights and sustainability risks.');
    expect(matches(s!, 'board T', 'S2')).toBe(false);
    expect(matches(s!, 'board T', 'S1')).toBe(true);
  });

  it('joins a sentence broken over lines and splits on sentence ends', () => {
    const out = sentencesOf(
      2,
      'The Board is briefed on cli-\nmate matters every quarter. Scope 1 emissions\nwere 10 t.'
    );
    expect(out.map((s) => s.text)).toEqual([
      'The Board is briefed on climate matters every quarter.',
      'Scope 1 emissions were 10 t.'
    ]);
  });

  it('reads a few consecutive sentences of one page as one text, never across pages', () => {
    const sentences = [
      ...sentencesOf(5, 'We used the SSP1 scenario. It assumes slower economic growth. Energy use falls.'),
      ...sentencesOf(6, 'Inflation stays high.')
    ];
    const w = windows(sentences, 3);
    expect(matches(sentences[1]!, 'scenario macro', 'S2')).toBe(false);
    expect(matches(w[0]!, 'scenario macro', 'S2')).toBe(true);
    expect(w[2]!.text).toBe('Energy use falls.');
    expect(windows(sentences, 1)).toBe(sentences);
  });
});
