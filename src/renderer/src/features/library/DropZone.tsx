/**
 * Window-wide drag-and-drop of a PDF: shows an overlay while a file is dragged over the window and
 * imports the first dropped PDF (by path in Electron, by bytes in the web host).
 */
import { useEffect, useState } from 'react';
import { importFile } from './importActions';
import { showError } from './libraryActions';

const hasFiles = (e: DragEvent): boolean => Array.from(e.dataTransfer?.types ?? []).includes('Files');
const isPdf = (f: File): boolean => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);

export function DropZone({ enabled }: { enabled: boolean }) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    let depth = 0;
    const onEnter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth++;
      setActive(true);
    };
    const onOver = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
    };
    const onLeave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setActive(false);
    };
    const onDrop = (e: DragEvent) => {
      // Always prevent the default: a dropped file must never navigate the window away.
      e.preventDefault();
      depth = 0;
      setActive(false);
      if (!enabled) return;
      const files = Array.from(e.dataTransfer?.files ?? []);
      const pdf = files.find(isPdf);
      if (pdf) void importFile(pdf);
      else if (files.length > 0)
        showError({ code: 'NOT_PDF', title: 'This file is not a PDF', detail: 'Drop a PDF report to import it.' });
    };
    window.addEventListener('dragenter', onEnter);
    window.addEventListener('dragover', onOver);
    window.addEventListener('dragleave', onLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragenter', onEnter);
      window.removeEventListener('dragover', onOver);
      window.removeEventListener('dragleave', onLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, [enabled]);

  if (!active) return null;
  return (
    <div className="drop-overlay" data-testid="drop-overlay" aria-hidden="true">
      <div className="drop-card">{enabled ? 'Drop a PDF to import it' : 'The library is still starting…'}</div>
    </div>
  );
}
