import { z } from 'zod';

/** Every non-2xx answer of the API has this shape; `field` names the offending input on a 400. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
