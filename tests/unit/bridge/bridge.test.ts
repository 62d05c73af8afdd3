import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Bridge, startBridge } from '../../../src/core/bridge/server';
import { makePractice, tempDir } from '../support/practice';

let bridge: Bridge | undefined;
afterEach(async () => {
  await bridge?.close();
  bridge = undefined;
});

async function start() {
  const { core } = await makePractice();
  const rendererDir = join(tempDir(), 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Coachdesk</title>');
  bridge = await startBridge({ core, rendererDir });
  return { core, bridge, port: Number(new URL(bridge.origin).port) };
}

function send(options: { port: number; host?: string; path: string; method?: string; headers?: Record<string, string>; body?: string; address?: string }) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      { host: options.address ?? '127.0.0.1', port: options.port, path: options.path, method: options.method ?? 'GET', headers: { Host: options.host ?? `127.0.0.1:${options.port}`, ...options.headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const invoke = (port: number, headers: Record<string, string>, method = 'vault.status', extra: Partial<Parameters<typeof send>[0]> = {}) =>
  send({ port, path: '/api/invoke', method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ method, input: {} }), ...extra });

describe('browser bridge lockout', () => {
  it('answers contract calls with the run token', async () => {
    const { bridge, port } = await start();
    const response = await invoke(port, { Authorization: `Bearer ${bridge.token}` });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ ok: true, value: { state: 'unlocked' } });
  });

  it('refuses calls without the token or with a wrong one', async () => {
    const { port } = await start();
    expect((await invoke(port, {})).status).toBe(401);
    expect((await invoke(port, { Authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await send({ port, path: '/api/events' })).status).toBe(401);
  });

  it('refuses a wrong Host header (DNS rebinding) or a foreign Origin', async () => {
    const { bridge, port } = await start();
    const auth = { Authorization: `Bearer ${bridge.token}` };
    expect((await invoke(port, auth, 'vault.status', { host: `evil.example:${port}` })).status).toBe(403);
    expect((await invoke(port, auth, 'vault.status', { host: '127.0.0.1:1' })).status).toBe(403);
    expect((await invoke(port, { ...auth, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await send({ port, path: '/', host: 'evil.example' })).status).toBe(403);
  });

  it('listens on loopback only', async () => {
    const { port } = await start();
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((net) => net && net.family === 'IPv4' && !net.internal);
    if (!outside) return; // no non-loopback interface on this machine: nothing to reach from
    await expect(send({ port, path: '/', address: outside.address })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('validates calls through the contract and never leaks a stack trace', async () => {
    const { bridge, port } = await start();
    const auth = { Authorization: `Bearer ${bridge.token}` };
    const unknown = JSON.parse((await invoke(port, auth, 'vault.drop')).body);
    expect(unknown).toEqual({ ok: false, error: { code: 'UNKNOWN_METHOD', message: expect.any(String) } });
    const notJson = await send({ port, path: '/api/invoke', method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: '{oops' });
    expect(notJson.status).toBe(400);
    const wrongType = await send({ port, path: '/api/invoke', method: 'POST', headers: { ...auth, 'Content-Type': 'text/plain' }, body: '{}' });
    expect(wrongType.status).toBe(415);
  });

  it('serves the renderer with a strict CSP and nothing outside it', async () => {
    const { port } = await start();
    const page = await send({ port, path: '/' });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await send({ port, path: '/../../etc/passwd' })).status).toBe(404);
    expect((await send({ port, path: '/%2e%2e/%2e%2e/package.json' })).status).toBe(404);
  });

  it('streams core events to the page', async () => {
    const { core, bridge, port } = await start();
    const received = new Promise<string>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/events', headers: { Host: `127.0.0.1:${port}`, Authorization: `Bearer ${bridge.token}` } }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
          if (text.includes('vault.locked')) {
            resolve(text);
            req.destroy();
          }
        });
        setTimeout(() => core.vault.lock('manual'), 50);
      });
      req.end();
    });
    expect(await received).toContain('"reason":"manual"');
  });
});
