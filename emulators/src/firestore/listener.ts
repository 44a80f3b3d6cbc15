// One TCP port for both transports: connections that open with the HTTP/2 preface go to the gRPC
// server (via grpc-js's connection injector), everything else to the HTTP/1.1 REST server.
import * as grpc from '@grpc/grpc-js';
import type { Server as HttpServer } from 'node:http';
import net from 'node:net';

const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');

export interface DualListener {
  server: net.Server;
  close(): Promise<void>;
}

export function createDualListener(http: HttpServer, grpcServer: grpc.Server): DualListener {
  const injector = grpcServer.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const sockets = new Set<net.Socket>();

  const route = (socket: net.Socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    const onReadable = () => {
      let chunk: Buffer | null;
      while ((chunk = socket.read() as Buffer | null) !== null) buffered = Buffer.concat([buffered, chunk]);
      const n = Math.min(buffered.length, PREFACE.length);
      const isH2 = buffered.subarray(0, n).equals(PREFACE.subarray(0, n));
      if (isH2 && buffered.length < PREFACE.length) return; // wait for the full preface
      socket.removeListener('readable', onReadable);
      socket.unshift(buffered);
      if (isH2) injector.injectConnection(socket);
      else http.emit('connection', socket);
    };
    socket.on('readable', onReadable);
  };

  const server = net.createServer(route);
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        injector.destroy();
        grpcServer.forceShutdown();
        http.closeAllConnections?.();
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
