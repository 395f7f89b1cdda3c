import { z } from 'zod';

export const StoreStateSchema = z.object({
  state: z.enum(['starting', 'ready', 'failed']),
  message: z.string(),
  /** 0..1 while starting. */
  progress: z.number().min(0).max(1)
});
export type StoreState = z.infer<typeof StoreStateSchema>;

export const appRoutes = {
  'app.status': {
    input: z.object({}).strict(),
    output: z.object({
      version: z.string(),
      dataDir: z.string(),
      host: z.enum(['electron', 'web', 'cli']),
      store: StoreStateSchema
    })
  }
} as const;
