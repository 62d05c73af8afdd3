import { describe, expect, it } from 'vitest';
import { developerToolsAllowed, isSafeExternalUrl, isTrustedFrame, PRINT_WEB_PREFERENCES, saveDialogName, SECURE_WEB_PREFERENCES } from '../../../src/main/policy';
import { CONTENT_SECURITY_POLICY as BRIDGE_POLICY } from '../../../src/core/bridge/security';
import { CONTENT_SECURITY_POLICY } from '../../../src/shared/csp';

/** The sources one directive of a policy allows, e.g. ["'self'"] for "script-src 'self'". */
function sources(policy: string, directive: string): string[] | undefined {
  const found = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === directive);
  return found?.slice(1);
}

describe('Electron shell policy', () => {
  it('opens developer tools only under npm run dev, not in the build coaches start with npm start', () => {
    expect(developerToolsAllowed({})).toBe(false);
    expect(developerToolsAllowed({ NODE_ENV: 'production' })).toBe(false);
    expect(developerToolsAllowed({ ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toBe(true);
  });

  it('creates windows isolated, sandboxed and without Node', () => {
    expect(SECURE_WEB_PREFERENCES).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInWorker: false, webviewTag: false, webSecurity: true });
  });

  it('shows PDF previews from memory only: blob: frames, no objects, and prints from an in-memory session', () => {
    // The window (meta tag) and the browser bridge (header) send the same rules.
    for (const policy of [CONTENT_SECURITY_POLICY, BRIDGE_POLICY]) {
      // Frames: only the preview's blob: URL, never data:, other sites or the app's own pages.
      expect(sources(policy, 'frame-src')).toEqual(['blob:']);
      expect(sources(policy, 'object-src')).toEqual(["'none'"]);
      // The preview needs nothing from scripts: no inline or eval'd code, no scripts from blob: or data:.
      expect(sources(policy, 'script-src')).toEqual(["'self'"]);
      expect(sources(policy, 'default-src')).toEqual(["'self'"]);
      expect(sources(policy, 'child-src')).toBeUndefined();
    }
    expect(sources(BRIDGE_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
    expect(SECURE_WEB_PREFERENCES.plugins).toBe(true);
    expect(PRINT_WEB_PREFERENCES).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    // A partition without "persist:" lives in memory: nothing of a printed document reaches Chromium's disk cache.
    expect(PRINT_WEB_PREFERENCES.partition).not.toMatch(/^persist:/);
  });

  it('opens only web, mail and phone links outside the app', () => {
    expect(isSafeExternalUrl('https://icf.org/credentials')).toBe(true);
    expect(isSafeExternalUrl('mailto:client@example.com')).toBe(true);
    expect(isSafeExternalUrl('tel:+359888123456')).toBe(true);
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://share/x', 'ms-msdt:/id', 'not a url', '']) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('accepts calls only from the app page in its top frame', () => {
    const app = 'file:///opt/coachdesk/out/renderer/index.html';
    expect(isTrustedFrame(`${app}#/settings`, true, app)).toBe(true);
    expect(isTrustedFrame(app, false, app)).toBe(false);
    expect(isTrustedFrame('file:///tmp/evil.html', true, app)).toBe(false);
    expect(isTrustedFrame('https://example.com/', true, app)).toBe(false);
    expect(isTrustedFrame('http://localhost:5173/', true, 'http://localhost:5173/')).toBe(true);
    expect(isTrustedFrame('http://localhost:5174/', true, 'http://localhost:5173/')).toBe(false);
  });

  it('starts a save dialog on a plain name in the documents folder, whatever name the renderer suggests', () => {
    expect(saveDialogName('coachdesk-export-2026-12-07.json', 'coachdesk-export.json')).toBe('coachdesk-export-2026-12-07.json');
    expect(saveDialogName('../../.bashrc', 'coachdesk-export.json')).toBe('.bashrc');
    expect(saveDialogName('/home/coach/.ssh/id_rsa', 'coachdesk.pdf')).toBe('id_rsa');
    for (const name of [undefined, '', '.', '..', '../..', '/']) expect(saveDialogName(name, 'coachdesk.pdf'), String(name)).toBe('coachdesk.pdf');
  });
});
