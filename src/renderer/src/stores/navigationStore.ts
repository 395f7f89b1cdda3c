/**
 * Which screen the shell shows (library, settings or one report) and page-navigation requests that one panel
 * sends to the PDF viewer (e.g. a section clicked in the structure preview). UI state only.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ReportId } from '../../../shared/domain/report';

export type View =
  | { name: 'library' }
  | { name: 'settings' }
  | { name: 'report'; reportId: ReportId; title: string }
  /** The compiled Source of Truth of a report (features/sourceOfTruth). */
  | { name: 'sourceOfTruth'; reportId: ReportId; title: string };

interface PageRequest {
  pageNumber: number;
  /** Increments on every request so asking twice for the same page still moves the viewer. */
  seq: number;
}

export interface NavigationState {
  view: View;
  pageRequest: PageRequest | null;
}

export const navigationStore = createStore<NavigationState>(() => ({ view: { name: 'library' }, pageRequest: null }));

const useNavigationStore = <T>(selector: (s: NavigationState) => T): T => useStore(navigationStore, selector);
export const useView = (): View => useNavigationStore((s) => s.view);

export function showLibrary(): void {
  navigationStore.setState({ view: { name: 'library' }, pageRequest: null });
}

export function showSettings(): void {
  navigationStore.setState({ view: { name: 'settings' }, pageRequest: null });
}

export function showReport(reportId: ReportId, title: string): void {
  navigationStore.setState({ view: { name: 'report', reportId, title }, pageRequest: null });
}

export function showSourceOfTruth(reportId: ReportId, title: string): void {
  navigationStore.setState({ view: { name: 'sourceOfTruth', reportId, title }, pageRequest: null });
}

export function requestPage(pageNumber: number): void {
  navigationStore.setState((s) => ({ pageRequest: { pageNumber, seq: (s.pageRequest?.seq ?? 0) + 1 } }));
}
