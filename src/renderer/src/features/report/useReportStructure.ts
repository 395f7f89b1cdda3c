/** Hook: the structure entry of a report, loading it on first use. */
import { useEffect } from 'react';
import type { ReportId } from '../../../../shared/domain/report';
import { loadStructure } from './reportActions';
import { useStructureEntry, type StructureEntry } from './reportStore';

export function useReportStructure(reportId: ReportId): StructureEntry | undefined {
  useEffect(() => {
    void loadStructure(reportId);
  }, [reportId]);
  return useStructureEntry(reportId);
}
