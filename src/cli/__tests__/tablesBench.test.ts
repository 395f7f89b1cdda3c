import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tablesBench } from '../bench/tablesBench';

const dir = mkdtempSync(join(tmpdir(), 'sibyl-griqa-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tablesBench', () => {
  it('reads GRI-QA questions (quoted fields, 1-based row and column) and counts recovered gold cells', () => {
    mkdirSync(join(dir, 'dataset', 'one-table'), { recursive: true });
    mkdirSync(join(dir, 'dataset', 'annotation', 'ACME_2023'), { recursive: true });
    writeFileSync(
      join(dir, 'dataset', 'annotation', 'ACME_2023', '12_0.csv'),
      ['Indicator;2023;2022', 'Scope 1 emissions;1,234;1,300', 'of which: fleet;200;210', 'Notes: see page 4;;'].join(
        '\n'
      )
    );
    writeFileSync(
      join(dir, 'dataset', 'one-table', 'gri-qa_extra.csv'),
      [
        'Unnamed: 0,hierarchical,pdf name,gri,gri_finegrained,page nbr,table nbr,question,value,row,column',
        `0,0,['ACME_2023.pdf'],305,305-1,[12],[0],"What were Scope 1 emissions, in t, in 2023?",1234,2,2`,
        `1,0,['ACME_2023.pdf'],305,305-1,[12],[0],How much came from the fleet in 2022?,210,3,3`,
        `2,0,['ACME_2023.pdf'],305,305-1,[12],[0],What share was that in kt?,1.234,2,2`
      ].join('\n')
    );
    expect(tablesBench(dir)).toEqual({ questions: 3, goldIsPrintedCell: 2, rowsRead: 2, valuesRecovered: 2 });
  });

  it('says nothing was measured without the set', () => {
    expect(tablesBench(join(dir, 'absent'))).toBeNull();
  });
});
