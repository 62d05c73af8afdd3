import type { CallResult, EventMessage, PreloadApi } from '../../../shared/ipc';

const TOKEN_KEY = 'coachdesk.bridgeToken';

/**
 * Talks to the browser bridge (`npm run web`, Playwright). The token arrives once in the
 * page address; it is moved to session storage and removed from the address bar.
 */
export function bridgeToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

export function createBridgeTransport(token: string): PreloadApi {
  const headers = { Authorization: `Bearer ${token}` };
  const listeners = new Set<(message: EventMessage) => void>();
  let streaming = false;

  async function stream(): Promise<void> {
    for (let delay = 500; ; delay = Math.min(delay * 2, 10_000)) {
      try {
        const response = await fetch('/api/events', { headers });
        if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
        delay = 500;
        await readEvents(response.body, (message) => listeners.forEach((listener) => listener(message)));
      } catch {
        // The bridge restarted or the network blinked: reconnect with backoff.
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  return {
    async invoke(method, input): Promise<CallResult> {
      const response = await fetch('/api/invoke', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ method, input }),
      });
      if (!response.ok) return { ok: false, error: { code: 'INTERNAL', message: `The bridge answered ${response.status}.` } };
      return (await response.json()) as CallResult;
    },
    on(event, handler) {
      if (!streaming) {
        streaming = true;
        void stream();
      }
      const listener = (message: EventMessage) => {
        if (message.name === event) handler(message.payload);
      };
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

async function readEvents(body: ReadableStream<Uint8Array>, emit: (message: EventMessage) => void): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (data) emit(JSON.parse(data.slice(6)) as EventMessage);
    }
  }
}
