/** Every gap rule, by registry id (S1 and S2 core content). A test checks it against the registry. */
import type { LeafRule } from './ruleTypes';
import { S1_RULES } from './rulesS1';
import { S2_GOVERNANCE_STRATEGY } from './rulesS2Strategy';
import { S2_RISK_METRICS } from './rulesS2Metrics';

export const GAP_RULE_LIST: readonly LeafRule[] = [...S1_RULES, ...S2_GOVERNANCE_STRATEGY, ...S2_RISK_METRICS];
export const GAP_RULES: ReadonlyMap<string, LeafRule> = new Map(GAP_RULE_LIST.map((r) => [r.id, r]));
