// The AI assistant: a person's conversation, sending a question, and the admin's premium switch.
import { z } from 'zod';
import { CHAT_MESSAGE_STATUSES, CHAT_ROLES } from './enums.js';
import { entityIdSchema } from './ids.js';
import { AI_LIMITS } from './constants.js';

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const aiQuotaSchema = z.object({
  /** False when AI_BASE_URL is unset: the widget says the assistant is not configured here. */
  configured: z.boolean(),
  /** The organisation has unlimited questions (set by an administrator). */
  premium: z.boolean(),
  /** Free questions per UTC day; null when premium. */
  dailyLimit: z.number().int().nullable(),
  /** Questions left today; null when premium. */
  remainingToday: z.number().int().nullable(),
});
export type AiQuota = z.infer<typeof aiQuotaSchema>;

export const aiConversationResponseSchema = aiQuotaSchema.extend({
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
});
export type AiConversationResponse = z.infer<typeof aiConversationResponseSchema>;

export const sendAiMessageBodySchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'is empty')
    .max(AI_LIMITS.inputMaxChars, `is longer than ${AI_LIMITS.inputMaxChars} characters`),
});
export type SendAiMessageBody = z.infer<typeof sendAiMessageBodySchema>;

export const sendAiMessageResponseSchema = z.object({
  question: chatMessageSchema,
  reply: chatMessageSchema,
  quota: aiQuotaSchema,
});
export type SendAiMessageResponse = z.infer<typeof sendAiMessageResponseSchema>;

export const adminOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  aiPremium: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;
export const adminOrganisationsResponseSchema = z.object({ organisations: z.array(adminOrganisationSchema) });
export type AdminOrganisationsResponse = z.infer<typeof adminOrganisationsResponseSchema>;
export const organisationIdParamsSchema = z.object({ organisationId: entityIdSchema });
export const updateOrganisationPlanBodySchema = z.object({ aiPremium: z.boolean() });
export const adminOrganisationResponseSchema = z.object({ organisation: adminOrganisationSchema });
export type AdminOrganisationResponse = z.infer<typeof adminOrganisationResponseSchema>;
