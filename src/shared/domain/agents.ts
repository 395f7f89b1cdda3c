/** Agent identities and their run-time status, shared by pipeline, dashboard and exports. */
import { z } from 'zod';

export const SpecialistIdSchema = z.enum(['legal', 'data_metrics', 'academic', 'news_media', 'geography']);
export type SpecialistId = z.infer<typeof SpecialistIdSchema>;

export const AgentIdSchema = z.enum(['claims', 'orchestrator', 'legal', 'data_metrics', 'academic', 'news_media', 'geography', 'judge']);
export type AgentId = z.infer<typeof AgentIdSchema>;

export const AgentStatusSchema = z.enum(['idle', 'working', 'completed', 'error']);
export type AgentStatus = z.infer<typeof AgentStatusSchema>;
