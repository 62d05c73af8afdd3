import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './security';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Serves the built renderer; only files under `root`, never a listing. */
export async function serveStatic(root: string, urlPath: string, response: ServerResponse): Promise<void> {
  const relative = normalize(decodeURIComponent(urlPath === '/' ? '/index.html' : urlPath)).replace(/^([/\\])+/, '');
  const file = join(root, relative);
  if (!file.startsWith(root + sep)) return notFound(response);
  try {
    const body = await readFile(file);
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(type.startsWith('text/html') ? { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } : {}),
    });
    response.end(body);
  } catch {
    notFound(response);
  }
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}
