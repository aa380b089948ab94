// A raw TCP connection to a listening test server, for what an HTTP client library hides: a body that never
// arrives, or one that trickles in. It records what the server sent and when it closed the connection.
import { connect, type Socket } from 'node:net';
import { scaled } from './time-scale';

export interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Milliseconds from opening to the server's close, or null while open. */
  closedAfterMs(): number | null;
  write(text: string): void;
  destroy(): void;
}

/** Opens a connection to 127.0.0.1:`port`, from the loopback address `from` (any 127.x.y.z on Linux: a second client). */
export function openRaw(port: number, from = '127.0.0.1'): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    let data = '';
    let closedAt: number | null = null;
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.off('error', reject);
      resolve({
        socket,
        received: () => data,
        closedAfterMs: () => (closedAt === null ? null : closedAt - opened),
        write: (text) => {
          if (!socket.destroyed) socket.write(text);
        },
        destroy: () => socket.destroy(),
      });
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('close', () => (closedAt = Date.now()));
    socket.on('error', () => undefined); // a reset by the server shows as a close
    socket.once('error', reject);
  });
}

/** Polls `condition` every 20 ms until it holds or `limitMs` (on a quiet machine: scaled here) passes; returns whether it held. */
export async function eventually(condition: () => boolean, limitMs: number): Promise<boolean> {
  const end = Date.now() + scaled(limitMs);
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return condition();
}
