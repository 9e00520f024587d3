import type { ProviderMessage } from './prompt.js';

/** Fixed by the spec (section 9): short, moderately creative answers, one at a time. */
export const COMPLETION_SETTINGS = { temperature: 0.7, max_tokens: 350, stream: false } as const;

export class ChatCompletionError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatCompletionError';
  }
}

export interface ChatCompletionRequest {
  /** AI_BASE_URL, e.g. https://api.openai.com/v1: the request goes to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  messages: ProviderMessage[];
  timeoutMs: number;
}

interface ChatCompletionBody {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * One call to an OpenAI-compatible chat-completions endpoint; the reply is the first choice's message
 * content. Anything else (a non-2xx status, a timeout, an empty or malformed answer) throws.
 */
export async function requestChatCompletion(request: ChatCompletionRequest): Promise<string> {
  const url = `${request.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: request.model, messages: request.messages, ...COMPLETION_SETTINGS }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ChatCompletionError(
      timedOut
        ? `no answer within ${request.timeoutMs} ms`
        : `request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new ChatCompletionError(`provider answered ${response.status}: ${detail}`, response.status);
  }
  let body: ChatCompletionBody;
  try {
    body = (await response.json()) as ChatCompletionBody;
  } catch {
    throw new ChatCompletionError('provider answered with something that is not JSON');
  }
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new ChatCompletionError('provider answered without a message in its first choice');
  }
  return content.trim();
}
