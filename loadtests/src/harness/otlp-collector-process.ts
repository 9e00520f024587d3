// The benches' OTLP receiver as a process of its own, as an operator's collector would be: in the bench's
// process it parsed every export on the event loop that also drives autocannon's connections, so the spans
// it received lowered the measured req/s of the gateway that sent them.
import { startOtlpCollector } from '../../../infra/test-support/otlp-collector.js';

export type ToCollector = { type: 'counts' } | { type: 'close' };
export type FromCollector =
  | { type: 'ready'; endpoint: string }
  | { type: 'counts'; counts: Record<string, number>; received: CollectorReceived };

/** What the receiver took in so far, and the CPU it spent on it (the process's own, user and system). */
export interface CollectorReceived {
  exports: number;
  bytes: number;
  cpuUs: number;
}

const collector = await startOtlpCollector();
const send = (message: FromCollector) => process.send?.(message);
process.on('message', (message: ToCollector) => {
  if (message.type === 'counts') {
    const { user, system } = process.cpuUsage();
    send({
      type: 'counts',
      counts: collector.spansByScope(),
      received: { ...collector.traffic(), cpuUs: user + system },
    });
  } else void collector.close().then(() => process.exit(0));
});
// The bench ended without closing it (killed): nothing is left listening.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', endpoint: collector.endpoint });
