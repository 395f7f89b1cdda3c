/**
 * State of the PDF pane's find bar: open or not, the query, the result of the last search (its hits
 * from `reports.find_text`, and the rectangles of the pages fetched so far from `reports.find_rects`),
 * the current hit, and a seq that increments each time the current hit should be brought into view.
 * UI state over main's page text.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Rect } from '../../../../../shared/domain/geometry';
import type { ReportId } from '../../../../../shared/domain/report';
import type { BannerError } from '../../../ipc/errorText';
import type { FindHit } from './findLogic';

export interface FindState {
  open: boolean;
  query: string;
  status: 'idle' | 'searching' | 'done' | 'error';
  /** The query the hits answer (the field may have moved on while a search runs). */
  searched: string;
  /** The report the hits are in. */
  reportId: ReportId | null;
  hits: readonly FindHit[];
  /** Per page fetched so far: the rectangles of each of its hits, in the page's order. */
  rects: Readonly<Record<number, ReadonlyArray<readonly Rect[]>>>;
  /** Pages that hold the query. */
  pages: number;
  truncated: boolean;
  /** Index of the current hit, -1 for none. */
  current: number;
  /** Increments when the current hit should be scrolled into view. */
  revealSeq: number;
  /** Increments when the find field should take focus (Ctrl+F again while open). */
  focusSeq: number;
  error: BannerError | null;
}

export const initialFindState: FindState = {
  open: false,
  query: '',
  status: 'idle',
  searched: '',
  reportId: null,
  hits: [],
  rects: {},
  pages: 0,
  truncated: false,
  current: -1,
  revealSeq: 0,
  focusSeq: 0,
  error: null
};

export const findStore = createStore<FindState>(() => initialFindState);

export const useFindStore = <T>(selector: (s: FindState) => T): T => useStore(findStore, selector);
