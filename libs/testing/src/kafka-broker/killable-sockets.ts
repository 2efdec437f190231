import { connect, Socket } from 'node:net';
import type { ISocketFactory } from 'kafkajs';

/**
 * A socket factory whose kill() cuts every connection and refuses new ones: a crashed process, as the broker sees
 * it. revive() only exists so the test can disconnect the client cleanly afterwards.
 */
export const killableSockets = (): { socketFactory: ISocketFactory; kill(): void; revive(): void } => {
  const sockets = new Set<Socket>();
  let killed = false;
  return {
    socketFactory: ({ host, port, onConnect }) => {
      if (killed) {
        const dead = new Socket();
        setImmediate(() => dead.destroy(new Error('process killed')));
        return dead;
      }
      const socket = connect({ host, port }, onConnect);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      return socket;
    },
    kill: () => {
      killed = true;
      for (const socket of sockets) socket.destroy(new Error('process killed'));
    },
    revive: () => {
      killed = false;
    },
  };
};
