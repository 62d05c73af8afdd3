/**
 * The operating system's key store, as the Electron shell offers it (safeStorage).
 * The core never imports Electron; the shell passes this in, and the CLI and bridge
 * run without it, so "unlock on this device" is simply unavailable there.
 */
export interface DeviceKeyStore {
  /** False where the only store is a plain-text fallback (Linux `basic_text`). */
  isSecure(): boolean;
  protect(secret: Buffer): Buffer;
  unprotect(blob: Buffer): Buffer;
}
