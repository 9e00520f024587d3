import { createServer, type IncomingMessage } from 'node:http';

/** One chat-completions request as the fake received it. */
export interface RecordedCompletion {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature: number;
    max_tokens: number;
    stream: boolean;
  };
}

export type FakeOpenAiBehaviour =
  /** Answers 200 with a reply naming the model and echoing the last question's first words. */
  | { kind: 'answer' }
  /** Answers with this HTTP status and an OpenAI-style error body. */
  | { kind: 'error'; status: number }
  /** Holds the request open this long before answering (to exercise the workers' timeout). */
  | { kind: 'slow'; delayMs: number };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * An OpenAI-compatible chat-completions server on loopback, speaking the real wire format
 * (POST /v1/chat/completions → { choices: [{ message: { role, content } }] }). It records every request so
 * tests can assert what the workers sent (model, truncation, temperature, max_tokens, the system prompt).
 * AI_BASE_URL for the product is `baseUrl` (…/v1).
 */
export async function startFakeOpenAi() {
  const requests: RecordedCompletion[] = [];
  let behaviour: FakeOpenAiBehaviour = { kind: 'answer' };

  const server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        return send(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      }
      const body = JSON.parse(await readBody(request)) as RecordedCompletion['body'];
      requests.push({ authorization: request.headers.authorization, body });
      const current = behaviour;
      if (current.kind === 'error') {
        return send(current.status, { error: { message: 'The server had an error', type: 'server_error' } });
      }
      if (current.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      const question = body.messages.at(-1)?.content ?? '';
      send(200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: `Answer ${requests.length} from ${body.model}: about "${question.slice(0, 40)}".`,
            },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    })().catch(() => {
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** Every request received so far, oldest first. */
    requests,
    setBehaviour(next: FakeOpenAiBehaviour) {
      behaviour = next;
    },
    reset() {
      requests.length = 0;
      behaviour = { kind: 'answer' };
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
