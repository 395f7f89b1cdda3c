/**
 * Library screen state: the reports list as last read from main, the current error banner and a
 * short notice. A projection only; `libraryActions.ts` and `importActions.ts` write it.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Report } from '../../../../shared/domain/report';
import type { BannerError } from '../../ipc/errorText';

export interface LibraryState {
  reports: Report[];
  status: 'idle' | 'loading' | 'loaded';
  error: BannerError | null;
  notice: string | null;
}

export const libraryStore = createStore<LibraryState>(() => ({
  reports: [],
  status: 'idle',
  error: null,
  notice: null
}));

const useLibraryStore = <T>(selector: (s: LibraryState) => T): T => useStore(libraryStore, selector);

const selectReports = (s: LibraryState): Report[] => s.reports;
export const useReports = (): Report[] => useLibraryStore(selectReports);
export const useLibraryStatus = (): LibraryState['status'] => useLibraryStore((s) => s.status);
export const useLibraryError = (): BannerError | null => useLibraryStore((s) => s.error);
export const useNotice = (): string | null => useLibraryStore((s) => s.notice);
