import fs from 'node:fs';
import { it } from 'vitest';
import { openDocument, extractPage } from '../../../ingest/extract';
import { readPageTables } from '../pageTables';
import { visualLines } from '../lines';
import { sidesOf } from '../sides';
import { withoutProseBeside } from '../proseBeside';
import { tableRows, spansOf } from '../rows';
import { findHead } from '../header';
import { periodEnd } from '../rowPeriods';
import { turnedPage } from '../turned';

it('debug', async () => {
  const file = process.env.DBG_PDF!;
  const only = Number(process.env.DBG_PAGE ?? 0);
  const doc = await openDocument(new Uint8Array(fs.readFileSync(file)));
  let last;
  for (let p = 1; p <= doc.numPages; p++) {
    const page0 = await extractPage(doc, p);
    const page = process.env.DBG_TURN ? (turnedPage(page0)?.page ?? page0) : page0;
    const r = readPageTables(page0, p, last);
    last = r.last;
    if (only && p !== only) continue;
    if (process.env.DBG_RAW) for (const l of visualLines(page)) console.log("R", l.box.y.toFixed(3), l.cells.map((c) => `${c.text}@${c.box.x.toFixed(3)}`).join(" | "));
    if (process.env.DBG_LINES) for (const [k, side] of sidesOf(withoutProseBeside(visualLines(page))).entries()) for (const l of side) console.log(k, l.box.y.toFixed(3), l.cells.map((c) => `${c.text}@${c.box.x.toFixed(3)}`).join(' | '));
    if (process.env.DBG_ROWS) {
      for (const side of sidesOf(withoutProseBeside(visualLines(page))))
        for (const run of tableRows(side)) {
          console.log('--run', JSON.stringify(findHead(side, run[0]!.top ?? run[0]!.index, spansOf(run))).slice(-600));
          for (const row of run) console.log(JSON.stringify(periodEnd(row)), JSON.stringify(row.line.cells.map((c) => c.text)), row.line.cells.indexOf(row.figures[0]!.piece), `  [${row.group ?? ''}] ${row.labelText} | ${row.unitText ?? ''} | ${row.figures.map((f) => f.value.raw).join(' ')}`);
        }
    }
    for (const t of r.tables)
      for (const c of t.cells)
        console.log(p, JSON.stringify(c).slice(0, 260));
  }
  await doc.destroy();
});
