/**
 * A child process for the kill-and-resume test: runs the pipeline with scripted specialists on a data
 * dir and reports on stdout (RUN <id>, STARTED <agent>, DONE <json>). Bundled by the test with
 * esbuild; never part of the product.
 */
import { startStores } from '../../src/main/store/stores';
import { importReport } from '../../src/main/library/importReport';
import { silentLogger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import { team, type Behaviour } from './scriptedAgents';

async function main(): Promise<void> {
  const [dataDir, pdf, behaviour, existingRun] = process.argv.slice(2) as [
    string,
    string,
    Behaviour,
    string | undefined
  ];
  const manager = startStores({ dataDir, host: 'cli', log: silentLogger, corpusDocs: corpusDocs() });
  const stores = await manager.ready();
  const reportId = (await importReport(stores, { kind: 'path', path: pdf })).report.id;
  const services = await pipelineServices(stores, 'offline', {
    keys: memoryKeyStore(),
    log: silentLogger,
    appVersion: 'test',
    agents: team({ cycles: [behaviour] }),
    listeners: [
      (e) => void (e.type === 'agent_started' && e.agent !== 'judge' && process.stdout.write(`STARTED ${e.agent}\n`))
    ]
  });
  const runId = existingRun ?? (await createRun(services, reportId, RunConfigSchema.parse({ maxCycles: 1 })));
  process.stdout.write(`RUN ${runId}\n`);
  const r = await runPipeline(services, runId);
  process.stdout.write(`DONE ${JSON.stringify({ status: r.status, nodes: r.timings.map((t) => t.node) })}\n`);
  await manager.close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  }
);
