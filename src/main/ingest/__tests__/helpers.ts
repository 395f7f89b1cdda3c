/** Test helpers: synthetic text items on an upright 600 x 800 pt page, and analysed pages from them. */
import { itemBox } from '../itemGeometry';
import { analysePage } from '../pageText';
import type { AnalysedPage, TextItem, Transform } from '../types';

export const PAGE_W = 600;
export const PAGE_H = 800;
const VIEWPORT = { transform: [1, 0, 0, -1, 0, PAGE_H], width: PAGE_W, height: PAGE_H };

/** An item at PDF position (x, baseline y), 0.5 em per character. */
export function item(str: string, x: number, y: number, fs = 10, fontName = 'g_f1'): TextItem {
  const transform: Transform = [fs, 0, 0, fs, x, y];
  const width = str.length * fs * 0.5;
  return { str, transform, box: itemBox({ transform, width }, VIEWPORT), fontSize: fs, fontName, hasEOL: false };
}

/** Lines of text stacked from baseline y downwards with a 12 pt step. */
export function column(lines: string[], x: number, y: number, fs = 10, step = 12): TextItem[] {
  return lines.map((l, i) => item(l, x, y - i * step, fs));
}

export function page(items: TextItem[], pageNumber = 1): AnalysedPage {
  return analysePage({ pageNumber, width: PAGE_W, height: PAGE_H, rotation: 0, items });
}
