import type { Page, Request } from '@playwright/test';
import type { Input } from '../../../src/shared/contract';

/** Every `clients.list` the page asks the core for, with its input, in order. */
export function listCalls(page: Page): Input<'clients.list'>[] {
  const calls: Input<'clients.list'>[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/invoke')) return;
    const body = request.postDataJSON() as { method: string; input: Input<'clients.list'> };
    if (body.method === 'clients.list') calls.push(body.input);
  });
  return calls;
}
