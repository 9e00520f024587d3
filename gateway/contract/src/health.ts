import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });

const serviceCheck = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({ postgres: serviceCheck, redis: serviceCheck }),
});
export type Readiness = z.infer<typeof readinessSchema>;
