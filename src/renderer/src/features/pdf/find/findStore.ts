/**
 * State of the PDF pane's find bar: open or not, the query, the result of the last search (hits
 * with their rectangles, from `reports.find_text`), the current hit, and a seq that increments each
 * time the current hit should be brought into view. UI state over main's page text.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { BannerError } from '../../../ipc/errorText';
import type { FindHit } from './findLogic';

export interface FindState {
  open: boolean;
  query: string;
  status: 'idle' | 'searching' | 'done' | 'error';
  /** The query the hits answer (the field may have moved on while a search runs). */
  searched: string;
  hits: readonly FindHit[];
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
  hits: [],
  pages: 0,
  truncated: false,
  current: -1,
  revealSeq: 0,
  focusSeq: 0,
  error: null
};

export const findStore = createStore<FindState>(() => initialFindState);

export const useFindStore = <T>(selector: (s: FindState) => T): T => useStore(findStore, selector);
