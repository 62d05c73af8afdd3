import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Core } from '../core';
import { hasAllowedOrigin, hasExpectedHost, hasToken, isFromLoopback } from './security';
import { serveStatic } from './static-files';

export interface BridgeOptions {
  core: Core;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface Bridge {
  /** Open this in a browser: it carries the token the renderer needs. */
  url: string;
  origin: string;
  token: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * The browser bridge: the same core and contract the Electron shell uses, over HTTP on
 * 127.0.0.1, so Playwright can drive the real UI against the real encrypted core.
 */
export async function startBridge({ core, rendererDir, port = 0 }: BridgeOptions): Promise<Bridge> {
  const token = randomBytes(24).toString('base64url');
  const root = resolve(rendererDir);
  const streams = new Set<ServerResponse>();
  let boundPort = 0;

  const unsubscribe = core.events.onAny((name, payload) => {
    const frame = `data: ${JSON.stringify({ name, payload })}\n\n`;
    for (const stream of streams) stream.write(frame);
  });

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!isFromLoopback(request) || !hasExpectedHost(request, boundPort) || !hasAllowedOrigin(request, boundPort)) {
      response.writeHead(403, { 'Content-Type': 'text/plain' }).end('Forbidden');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://bridge').pathname;
    if (!path.startsWith('/api/')) {
      if (request.method !== 'GET') return void response.writeHead(405).end();
      return serveStatic(root, path, response);
    }
    if (!hasToken(request, token)) {
      response.writeHead(401, { 'Content-Type': 'text/plain' }).end('Missing or wrong token');
      return;
    }
    if (path === '/api/invoke' && request.method === 'POST') return invoke(request, response);
    if (path === '/api/events' && request.method === 'GET') return openEventStream(response);
    response.writeHead(404).end();
  }

  async function invoke(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      response.writeHead(415).end();
      return;
    }
    let body: { method?: unknown; input?: unknown };
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Body must be JSON of at most 4 MiB');
      return;
    }
    const result = await core.dispatch(body?.method, body?.input);
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(result));
  }

  function openEventStream(response: ServerResponse): void {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    response.write(': connected\n\n');
    streams.add(response);
    const keepAlive = setInterval(() => response.write(': ping\n\n'), 20_000);
    response.on('close', () => {
      clearInterval(keepAlive);
      streams.delete(response);
    });
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  boundPort = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${boundPort}`;

  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    close: () =>
      new Promise<void>((resolveClose) => {
        unsubscribe();
        for (const stream of streams) stream.end();
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
