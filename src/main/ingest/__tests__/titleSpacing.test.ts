import { describe, expect, it } from 'vitest';
import { detectSections } from '../sections';
import { respaceTitle } from '../titleSpacing';
import { item, page } from './helpers';

/**
 * Orange's bookmarks lose the spaces where the printed heading breaks its lines ("Lead the Future,a
 * year of tangibleprogress"), and the section list showed them so.
 */
describe('outline titles take the page spacing', () => {
  const heading = page([
    item('Lead the Future,', 50, 700, 32),
    item('a year of tangible', 50, 668, 32),
    item('progress', 50, 636, 32),
    item('One year after the launch of our strategic plan, we report progress.', 50, 600, 9)
  ]);

  it('respaces a title whose characters the page shows', () => {
    expect(respaceTitle('Lead the Future,a year of tangibleprogress', heading.text)).toBe(
      'Lead the Future, a year of tangible progress'
    );
  });

  it('never takes a space away where the page lost one', () => {
    const text = page([item('Digital pillars: D-Operations andConsumer Engagement.', 50, 700, 9)]).text;
    expect(respaceTitle('Digital pillars: D-Operations and Consumer Engagement.', text)).toBe(
      'Digital pillars: D-Operations and Consumer Engagement.'
    );
  });

  it('keeps a title the page does not show as it is', () => {
    expect(respaceTitle('Our tangible results', heading.text)).toBe('Our tangible results');
  });

  it('is applied to outline sections', () => {
    const outline = [{ title: 'Lead the Future,a year of tangibleprogress', pageNumber: 1, children: [] }];
    const { sections } = detectSections([heading], outline, new Map(), 'rpt_0000000000000001');
    expect(sections[0]!.title).toBe('Lead the Future, a year of tangible progress');
  });
});
