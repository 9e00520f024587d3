// A tiny OTLP/HTTP trace receiver on loopback (the benches' "tracing on" runs, the tracing process test):
// it accepts what the processes' OTLP exporters send to /v1/traces (JSON), counts the spans by service and
// instrumentation scope, and answers 200, as a collector would, so the measurement includes exporting.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key?: string; value?: { stringValue?: string } }[] };
    scopeSpans?: { scope?: { name?: string }; spans?: unknown[] }[];
  }[];
}

export interface OtlpCollector {
  endpoint: string;
  /** Spans received so far, by instrumentation scope (e.g. @opentelemetry/instrumentation-pg). */
  spansByScope(): Record<string, number>;
  /** The same for one service (`service.name`, e.g. tradehub-workers). */
  spansOfService(service: string): Record<string, number>;
  /** The export requests received so far and their bodies' bytes (what the exporters sent, as sent). */
  traffic(): { exports: number; bytes: number };
  close(): Promise<void>;
}

export async function startOtlpCollector(): Promise<OtlpCollector> {
  const counts: Record<string, number> = {};
  const byService: Record<string, Record<string, number>> = {};
  const traffic = { exports: 0, bytes: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      traffic.exports += 1;
      for (const chunk of chunks) traffic.bytes += chunk.length;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
        for (const resource of body.resourceSpans ?? []) {
          const service =
            resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
              ?.stringValue ?? 'unknown';
          const ofService = (byService[service] ??= {});
          for (const scope of resource.scopeSpans ?? []) {
            const name = scope.scope?.name ?? 'unknown';
            counts[name] = (counts[name] ?? 0) + (scope.spans?.length ?? 0);
            ofService[name] = (ofService[name] ?? 0) + (scope.spans?.length ?? 0);
          }
        }
      } catch {
        // Not JSON (protobuf): still accepted, not counted.
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spansByScope: () => ({ ...counts }),
    spansOfService: (service) => ({ ...byService[service] }),
    traffic: () => ({ ...traffic }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
