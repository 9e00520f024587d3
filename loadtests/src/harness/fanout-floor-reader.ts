// The fan-out floor's readers (fanout-floor.ts), in a process of their own so that the writer's CPU can
// be told apart: N loopback connections to the writer's port that read and drop what arrives.
import net from 'node:net';

const [port, count] = process.argv.slice(2).map(Number);
if (!port || !count) throw new Error('usage: fanout-floor-reader <port> <sockets>');

let connected = 0;
for (let i = 0; i < count; i++) {
  const socket = net.connect(port, '127.0.0.1', () => {
    if (++connected === count) process.send?.('connected');
  });
  socket.on('data', () => {});
  socket.on('error', () => process.exit(1));
}
