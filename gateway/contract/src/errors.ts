import { z } from 'zod';

/**
 * Every non-2xx answer of the API has this shape; `field` names the offending input on a 400. `params` are the
 * numbers and names the English `message` states (a limit, what is used, seconds to wait), for clients that
 * say it in their own words or language by `code`.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
