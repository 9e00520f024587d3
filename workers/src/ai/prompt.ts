import { AI_LIMITS } from '@tradehub/contract/constants';
import type { ChatRole } from '@tradehub/contract/enums';

export interface ProviderMessage {
  role: 'system' | ChatRole;
  content: string;
}

/** The earlier turns sent with a question: enough for follow-ups, few enough to keep the request small. */
export const HISTORY_TURNS = 10;

export const SYSTEM_PROMPT =
  'You are HUB AI, the assistant of TradeHub, a specialist in global trade, supplier verification and ' +
  'risk management. Give concise and accurate answers. When the question is about this business, use the ' +
  "organisation summary below and say which figures you used; if the summary does not hold what's needed, " +
  'say so instead of guessing. Never invent suppliers, payments or figures.';

/** Each message sent to the provider is cut to 500 characters (spec section 6). */
export function truncateForProvider(content: string): string {
  return content.slice(0, AI_LIMITS.providerMessageChars);
}

/**
 * What goes to the provider: the system prompt with the organisation's summary, then the conversation's
 * answered turns (oldest first, the last HISTORY_TURNS of them) and the new question, each cut to 500.
 */
export function buildProviderMessages(
  organisationSummary: string,
  conversation: readonly { role: ChatRole; content: string }[],
): { system: ProviderMessage; turns: ProviderMessage[] } {
  return {
    system: { role: 'system', content: `${SYSTEM_PROMPT}\n\n${organisationSummary}` },
    turns: conversation.slice(-HISTORY_TURNS).map((message) => ({
      role: message.role,
      content: truncateForProvider(message.content),
    })),
  };
}
