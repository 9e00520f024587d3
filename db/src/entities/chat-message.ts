import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAtProperty, idProperty } from './common.js';
import { CHAT_MESSAGE_STATUSES, CHAT_ROLES } from '@tradehub/contract/enums';
import { Organisation } from './organisation.js';
import { UserProfile } from './user-profile.js';

/**
 * One message of a person's conversation with the AI assistant. Conversations are kept on the server so
 * they survive a reload. `conversationKey` is the user's id, except for the shared read-only demo user,
 * whose visitors each get their own conversation keyed on their session (they must not read each other's).
 */
export const ChatMessage = defineEntity({
  name: 'ChatMessage',
  properties: {
    id: idProperty(),
    organisation: () => p.manyToOne(Organisation).ref().deleteRule('cascade'),
    user: () => p.manyToOne(UserProfile).ref().deleteRule('cascade'),
    conversationKey: p.text(),
    role: p.enum([...CHAT_ROLES]),
    content: p.text(),
    status: p.enum([...CHAT_MESSAGE_STATUSES]),
    /** The provider model that wrote an assistant message (null for questions). */
    model: p.text().nullable(),
    createdAt: createdAtProperty(),
  },
  indexes: [
    {
      name: 'chat_message_conversation_key_created_at_index',
      properties: ['conversationKey', 'createdAt'],
    },
  ],
});
export type ChatMessage = InferEntity<typeof ChatMessage>;
