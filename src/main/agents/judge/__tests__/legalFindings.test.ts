/** The Judge's reading of Legal's typed details: partial compliance and the requirements still missing. */
import { describe, expect, it } from 'vitest';
import { partialCompliance } from '../legalFindings';
import { detailsForPrompt } from '../promptDetails';
import { findingOn, makeClaim, mapped, newsTier } from './fixtures';

const f = findingOn(makeClaim('legal_governance', { preliminaryIfrs: ['S2.6(a)'] }));

describe('partial compliance from typed legal details', () => {
  it('names unaddressed sub-requirements and missing requirements once, in order', () => {
    const legal = f('legal', true, {
      details: {
        ...mapped('S2.6(a)'),
        missingRequirements: ['how often the committee is briefed'],
        subRequirements: [
          { paragraphId: 'S2.6(a)', requirement: 'which body oversees climate risk', addressed: true },
          { paragraphId: 'S2.6(a)', requirement: 'how often the committee is briefed', addressed: false },
          { paragraphId: 'S2.6(a)', requirement: 'which skills the committee draws on', addressed: false }
        ]
      }
    });
    expect(partialCompliance([legal])).toEqual({
      partial: true,
      missing: ['how often the committee is briefed', 'which skills the committee draws on']
    });
  });

  it('a mapping only partially met is partial; all met and nothing missing is not', () => {
    const part = f('legal', true, { details: { ifrsMappings: [{ paragraphId: 'S2.6(a)', status: 'partially_met' }] } });
    expect(partialCompliance([part])).toEqual({ partial: true, missing: [] });
    expect(partialCompliance([f('legal', true, { details: mapped('S2.6(a)') })])).toEqual({
      partial: false,
      missing: []
    });
  });

  it("ignores other agents' findings", () => {
    expect(partialCompliance([f('news_media', false, { details: newsTier(1) })])).toEqual({
      partial: false,
      missing: []
    });
  });
});

describe('typed details shown to the model Judge', () => {
  it("gives each agent's key facts", () => {
    expect(
      detailsForPrompt(
        f('news_media', false, {
          details: { sources: [...newsTier(3).sources, ...newsTier(1).sources], contradictionType: 'timeline' }
        })
      )
    ).toEqual({ source_tier: 1, contradiction_type: 'timeline' });
    const checks = [
      {
        checkName: 'scope_addition',
        result: 'fail',
        severity: 'high',
        message: 'scopes add up',
        computation: '12.1 + 11.7 = 23.8; stated 23.9'
      },
      { checkName: 'magnitude', result: 'pass', severity: 'high', message: 'units consistent' }
    ];
    expect(detailsForPrompt(f('data_metrics', false, { details: { checks } }))).toEqual({
      open_checks: [
        {
          check: 'scope_addition',
          result: 'fail',
          what: 'scopes add up',
          computation: '12.1 + 11.7 = 23.8; stated 23.9'
        }
      ]
    });
    expect(detailsForPrompt(f('legal', true, { details: mapped('S2.6(a)') }))).toEqual({
      mappings: [{ paragraph: 'S2.6(a)', status: 'met' }]
    });
    expect(detailsForPrompt(f('geography', true))).toEqual({});
  });
});
