import { describe, expect, it } from 'vitest';
import { keepSegment } from '../fragments';

describe('keepSegment: what counts as a statement', () => {
  it('keeps a whole sentence with a verb even when most of it is figures', () => {
    expect(keepSegment('In 2024, Scope 1 was 392,150 t CO₂e (2023: 423,750 t CO₂e; 2022: 455,170 t CO₂e).')).toBe(true);
  });

  it('still drops lines of figures: table lines and fragments without a verb or a stop', () => {
    expect(keepSegment('Scope 1 392,150 423,750 455,170 512,300 498,010')).toBe(false);
    expect(keepSegment('2023: 423,750 t; 2022: 455,170 t; 2021: 470,020 t.')).toBe(false);
  });
});
