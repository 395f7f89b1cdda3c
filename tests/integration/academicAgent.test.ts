/**
 * The Academic/Research agent through the real pipeline (issue 15 item 2), offline, on a generated
 * report: REC-backed renewable electricity holds for market-based Scope 2 only and physical supply is
 * contradicted; a "1.5 °C-aligned" target below 4.2 %/yr is contradicted with its arithmetic; the
 * validation claim is checked against the report's own target; credits netted into a reduction are
 * contradicted; a GHG Protocol claim meets a report that gives Scope 2 market-based only. Web search is
 * off, so each finding says the web was not consulted. Findings cite the corpus and record their cycle.
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import type { FindingOf } from '../../src/shared/domain/finding';
import type { PipelineEvent } from '../../src/shared/domain/events';
import { SourceOfTruthSchema } from '../../src/shared/domain/sourceOfTruth';
import { useImportedFixture } from '../helpers/importedFixture';

describe('Academic agent on a generated report', () => {
  const fx = useImportedFixture('academic-claims.pdf');

  it('checks certificates, credits, SBTi rates and method from the corpus, offline', async () => {
    const events: PipelineEvent[] = [];
    const services = await pipelineServices(fx.stores, 'offline', {
      keys: memoryKeyStore(),
      log: fx.log,
      appVersion: 'test',
      listeners: [(e) => events.push(e)]
    });
    const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({}));
    const result = await runPipeline(services, runId);
    expect(result.status).toBe('completed');
    const { state } = result;
    const academic = state.findings.filter((f): f is FindingOf<'academic'> => f.agent === 'academic');
    const on = (needle: string, type: string) => {
      const claim = state.claims.find((c) => c.text.includes(needle));
      if (!claim)
        throw new Error(`no claim contains "${needle}"; claims: ${state.claims.map((c) => c.text).join(' | ')}`);
      const f = academic.find((x) => x.claimId === claim.id && x.evidenceType === type);
      if (!f)
        throw new Error(
          `no ${type} finding on "${needle}": ${academic
            .filter((x) => x.claimId === claim.id)
            .map((x) => x.evidenceType)
            .join(', ')}`
        );
      return f;
    };
    expect(on('backed by renewable energy certificates', 'certificate_scope')).toMatchObject({
      supportsClaim: null,
      confidence: 'medium'
    });
    expect(on('physically supplied', 'certificate_scope')).toMatchObject({ supportsClaim: false, confidence: 'high' });
    const target = on('aligned with 1.5', 'sbti_alignment');
    expect(target).toMatchObject({ supportsClaim: false, confidence: 'high' });
    expect(target.summary).toContain("30 / 11 years = 2.73 %/yr, below SBTi's 1.5 °C rate of 4.2 %/yr");
    const validated = on('validated by the Science Based Targets initiative', 'sbti_alignment');
    expect(validated.summary).toMatch(/The report says the target is validated by the SBTi/);
    expect(on('including carbon credits', 'offset_accounting')).toMatchObject({
      supportsClaim: false,
      confidence: 'high'
    });
    const method = on('calculated in accordance with the GHG Protocol', 'methodology');
    expect(method).toMatchObject({ supportsClaim: false, details: { methodology: { assessment: 'inconsistent' } } });
    for (const f of academic) {
      expect(f.cycle).toBeGreaterThanOrEqual(1);
      expect(f.provenance.corpusVersion).toMatch(/^\d{4}\.\d+\.\d+$/);
      if (f.evidenceType !== 'no_technical_assertion')
        expect(f.summary).toMatch(/Web: not consulted \(web search is off\)/);
    }
    expect(academic.filter((f) => f.supportsClaim !== null).every((f) => f.details.references.length > 0)).toBe(true);
    // The Judge hears the research agent: it is investigated, and the contradicted target says so.
    const doc = SourceOfTruthSchema.parse(result.compiled);
    expect(doc.run.notInvestigated).not.toContain('academic');
    const verdict = doc.pillars
      .flatMap((p) => p.claims)
      .find((e) => e.claim.text.includes('aligned with 1.5'))?.verdict;
    expect(verdict?.verdict).toBe('contradicted');
    expect(
      events.some(
        (e) => e.type === 'agent_thinking' && e.agent === 'academic' && /^Picked \d+ of \d+ claim/.test(e.text)
      )
    ).toBe(true);
    // Only technical claims are routed to it (issue 15): it never has to answer "nothing technical" in
    // cycle 1, and a strategic or environmental claim it was not sent does not count it as missing.
    expect(academic.filter((f) => f.cycle === 1 && f.evidenceType === 'no_technical_assertion')).toEqual([]);
    const firstRoutes = state.routing.filter((r) => r.cycle === 1);
    const skipped = state.claims.filter(
      (c) =>
        (c.type === 'strategic' || c.type === 'environmental') &&
        !firstRoutes.find((r) => r.claimId === c.id)?.agents.includes('academic')
    );
    expect(skipped.length).toBeGreaterThan(0);
    for (const c of skipped) {
      expect(firstRoutes.find((r) => r.claimId === c.id)?.reason).toContain(
        'not academic: no method, certificate, target, benchmark or technology to check'
      );
      expect(
        state.verdicts.filter((v) => v.claimId === c.id).every((v) => !v.notInvestigated.includes('academic'))
      ).toBe(true);
      expect(
        state.reinvestigation.filter((r) => r.claimId === c.id).every((r) => !r.targetAgents.includes('academic'))
      ).toBe(true);
    }
  });
});
