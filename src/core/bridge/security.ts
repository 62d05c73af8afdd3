import { CONTENT_SECURITY_POLICY as BASE_POLICY } from '../../shared/csp';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The bridge answers only this machine, only under its own name (a checked Host header
 * defeats DNS rebinding), and only callers holding this run's token.
 */
export function isFromLoopback(request: IncomingMessage): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

export function hasExpectedHost(request: IncomingMessage, port: number): boolean {
  const host = request.headers.host;
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

export function hasAllowedOrigin(request: IncomingMessage, port: number): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

export function hasToken(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const presented = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '', 'utf8');
  const expected = Buffer.from(token, 'utf8');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** Headers add what a meta tag cannot express: no framing by other pages. */
export const CONTENT_SECURITY_POLICY = `${BASE_POLICY}; frame-ancestors 'none'`;
