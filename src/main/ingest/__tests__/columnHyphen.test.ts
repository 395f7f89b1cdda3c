import { describe, expect, it } from 'vitest';
import { item, page } from './helpers';
import type { TextItem } from '../types';

const pad = (s: string, n: number) => (s + ' ' + 'x'.repeat(n)).slice(0, n);

/**
 * Siemens FY2023 p59: two text columns beside a chart whose labels ("–", "50%") sit in the right
 * column's place above and below. The white strip between the columns was judged over the whole
 * page, where the right side is mostly narrow chart labels, so no gutter was found: the columns ran
 * together row by row and a line-end hyphen read "Our commit- tons of CO₂e".
 */
describe('two columns beside a chart', () => {
  function build(): TextItem[] {
    const items: TextItem[] = [];
    let y = 760;
    const left = (s: string) => item(pad(s, 54), 48, y, 9);
    for (let r = 0; r < 10; r++, y -= 14)
      items.push(left(`Filler line ${r} of the left column about targets`), item('50%', 330, y, 9));
    const stretch: Array<[string, string]> = [
      ['Siemens has pledged to reduce emissions from its own', 'Compared to fiscal 2022, we reduced our Scope 1 and'],
      ['operations by 50% and its value chain by 15% by 2030.', 'Scope 2 emissions in 2023 by 32 thousand metric'],
      ['Our commit-', 'tons of CO2e or 8%. We reduced our Scope 1 and 2'],
      ['ment to the SBTi is aimed at aligning our activities', 'emissions by a total of 50% since fiscal 2019 with'],
      ['with the decarbonization pathway under the terms of', 'measures described below in this chapter in full'],
      ['recognized climate models to ensure that our green', 'and the chart beside them shows the progress made']
    ];
    for (const [l, r] of stretch) {
      items.push(l.length < 20 ? item(l, 48, y, 9) : left(l), item(pad(r, 48), 318, y, 9));
      y -= 14;
    }
    for (let r = 0; r < 10; r++, y -= 14)
      items.push(left(`More filler ${r} in the left column about targets`), item('–', 330, y, 9));
    return items;
  }

  it('read column by column, so a line-end hyphen joins the next line of its own column', () => {
    const text = page(build()).text;
    expect(text).toContain('Our commitment to the SBTi');
    expect(text).not.toContain('commit- tons');
    expect(text).toContain('thousand metric\ntons of CO2e');
  });
});
