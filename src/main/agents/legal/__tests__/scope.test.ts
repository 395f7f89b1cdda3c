import { describe, expect, it } from 'vitest';
import { standardOf } from '../scope';

describe('the standard a claim points to (S1 or S2)', () => {
  it('reads climate and another sustainability topic as before', () => {
    expect(standardOf('We aim to cut absolute Scope 1 and 2 emissions by 42 % by 2030.')).toBe('S2');
    expect(standardOf('We aim for 40 % women in senior leadership roles by 2027.')).toBe('S1');
    expect(standardOf('Sustainability risks sit in the enterprise risk register.')).toBe('S1');
    expect(standardOf('Revenue grew by 4 % in the year.')).toBeNull();
  });

  it('heeds an explicit exclusion of climate: S1 even though the sentence says "climate"', () => {
    expect(standardOf('Non-climate indicators such as water and safety pass the same internal checks.')).toBe('S1');
    expect(standardOf('Besides climate, our main risks are water stress and forced labour in cotton sourcing.')).toBe(
      'S1'
    );
    expect(standardOf('Other than climate, no topic was found material.')).toBe('S1');
  });

  it('reads climate hazards and the energy transition as climate without the word "climate"', () => {
    expect(standardOf('Hotter summers cut the yields of our contract farmers.')).toBe('S2');
    expect(standardOf('No new diesel model will be launched after 2025.')).toBe('S2');
    expect(standardOf('Our suppliers’ smelters depend on coal-fired power.')).toBe('S2');
    expect(standardOf('Demand for heavy fuel oil bunkering will fall while LNG grows.')).toBe('S2');
    expect(standardOf('Chronic water stress at the site is a long-term risk.')).toBe('S2');
  });

  it('reads water stress alone as the water topic (S1), not as a climate hazard', () => {
    expect(standardOf('Most of our exposure to water stress sits in our bottling plants.')).toBe('S1');
    expect(standardOf('Two sites lie in high water-stress basins.')).toBe('S1');
    expect(standardOf('Drought and water stress hit two sites.')).toBe('S2');
  });

  it('does not read "sustainable" as a product or finance label as a sustainability topic', () => {
    expect(
      standardOf('Green loans and sustainability-linked financing granted in the year: EUR 6.4 billion.')
    ).toBeNull();
    expect(standardOf('Fleet fuel efficiency 3.2 l per 100 passenger km; sustainable aviation fuel share 1.4 %.')).toBe(
      'S2'
    );
  });
});
