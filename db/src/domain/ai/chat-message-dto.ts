import type { ChatMessage as ChatMessageEntity } from '../../index.js';
import type { ChatMessage } from '@tradehub/contract';

export function toChatMessageDto(message: ChatMessageEntity): ChatMessage {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    status: message.status,
    createdAt: message.createdAt.toISOString(),
  };
}
