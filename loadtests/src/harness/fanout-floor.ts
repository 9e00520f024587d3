// The least any Node server on this machine can take to push one message to every client: one thread
// writing one WebSocket-framed tick to each of N loopback TCP sockets, with no socket.io, no engine.io and
// no JSON in the way, and readers (another process) that only count bytes. The gateway's fan-out cannot
// beat it: the last of N sockets is written no sooner than this loop's duration after the first.
import { fork } from 'node:child_process';
import net from 'node:net';
import { percentile } from './tick-recorder.js';

export interface FanOutFloor {
  sockets: number;
  rounds: number;
  /** Wall time of one write loop over every socket, p50 / max over the rounds. */
  loopMs: { p50: number; max: number };
  /** CPU of this process per round (the writer: the readers are another process), median. */
  cpuMs: { user: number; system: number };
  /**
   * Writes the kernel did not take at once (left in Node's buffer, so not yet paid for): the loop then
   * understates the floor. 0 when the readers keep up.
   */
  queuedWrites: number;
}

export interface FanOutFloorOptions {
  sockets: number;
  /** Bytes of the message (as the gateway's frame carries it); the frame adds a 4-byte header. */
  messageBytes: number;
  rounds: number;
  intervalMs: number;
}

export async function measureFanOutFloor(options: FanOutFloorOptions): Promise<FanOutFloor> {
  const { sockets: count, messageBytes, rounds, intervalMs } = options;
  const accepted: net.Socket[] = [];
  const server = net.createServer((socket) => {
    socket.setNoDelay(true); // as ws sets it
    accepted.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const reader = fork(new URL('./fanout-floor-reader.js', import.meta.url), [String(port), String(count)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      reader.once('message', () => resolve());
      reader.once('exit', (code) =>
        reject(new Error(`the floor's reader exited (${code}) before connecting`)),
      );
    });
    while (accepted.length < count) await new Promise((resolve) => setTimeout(resolve, 10));

    const frame = websocketTextFrame(messageBytes);
    const loops: number[] = [];
    const user: number[] = [];
    const system: number[] = [];
    let queuedWrites = 0;
    for (let round = 0; round < rounds; round++) {
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      for (const socket of accepted) socket.write(frame);
      loops.push(Number(process.hrtime.bigint() - start) / 1e6);
      const used = process.cpuUsage(cpu);
      user.push(used.user / 1000);
      system.push(used.system / 1000);
      for (const socket of accepted) if (socket.writableLength > 0) queuedWrites++;
    }
    const sorted = (values: number[]) => Float64Array.from(values).sort();
    const loopsSorted = sorted(loops);
    return {
      sockets: count,
      rounds,
      loopMs: { p50: percentile(loopsSorted, 50), max: percentile(loopsSorted, 100) },
      cpuMs: { user: percentile(sorted(user), 50), system: percentile(sorted(system), 50) },
      queuedWrites,
    };
  } finally {
    reader.kill();
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** An unmasked server-to-client text frame (RFC 6455) of `bytes` bytes of payload, 126 ≤ bytes < 65,536. */
function websocketTextFrame(bytes: number): Buffer {
  const length = Math.min(Math.max(bytes, 126), 65_535);
  const frame = Buffer.alloc(4 + length, 0x20);
  frame[0] = 0x81; // FIN, text
  frame[1] = 126; // 16-bit length follows
  frame.writeUInt16BE(length, 2);
  return frame;
}
