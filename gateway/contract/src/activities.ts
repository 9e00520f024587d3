import { z } from 'zod';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from './enums.js';

export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  /**
   * When set, the text to show: a message key of the web app's catalogue (`activities.messages.<key>`) with
   * its parameters, rendered in the reader's language; `title` and `description` are it in English.
   */
  messageKey: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  date: z.iso.datetime(),
  relatedId: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activitySchema>;

export const activitiesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(5),
});
export const activitiesResponseSchema = z.object({ items: z.array(activitySchema) });
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
