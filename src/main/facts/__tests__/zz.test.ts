import { it } from 'vitest';
import { ghgFiguresOf } from '../ghgFigures';
it('x', () => {
  for (const t of ['Emissions: Category 1: Direct GHG emissions and removals (t CO2e) — 2019 773,760', 'Category 1: Direct GHG emissions and removals (t CO2e) — 2019 773,760; 2022 680,910'])
    process.stdout.write(JSON.stringify(ghgFiguresOf(t)) + '\n');
});
