export { requestChatCompletion, ChatCompletionError, COMPLETION_SETTINGS } from './chat-completions.js';
export { chooseModel, type ModelNames } from './model-choice.js';
export { summariseOrganisation } from './organisation-summary.js';
export { buildProviderMessages, truncateForProvider, SYSTEM_PROMPT, HISTORY_TURNS } from './prompt.js';
export { ReplyCache, replyCacheKey, REPLY_CACHE_TTL_SECONDS } from './reply-cache.js';
