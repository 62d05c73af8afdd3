import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './practice';

const isRoot = process.getuid?.() === 0;

function tryRun(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether this process may mount a tmpfs (root in CI; usually not on a developer's machine). */
export function canMountTmpfs(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'coachdesk-probe-'));
  const mounted = isRoot && tryRun('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]);
  if (mounted) tryRun('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
  return mounted;
}

/**
 * A real, small filesystem (tmpfs) so "disk full" is the kernel's ENOSPC, not a mock.
 * Needs mount rights (root in CI); returns null elsewhere so the caller can skip, saying why.
 */
export function tinyFilesystem(sizeKiB: number): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'coachdesk-tiny-'));
  if (!isRoot || !tryRun('mount', ['-t', 'tmpfs', '-o', `size=${sizeKiB}k`, 'tmpfs', dir])) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  onCleanup(() => {
    tryRun('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** Makes `dir` read-only for this process: a read-only bind mount as root (root ignores modes), else chmod. */
export function makeReadOnly(dir: string): void {
  if (isRoot) {
    if (!tryRun('mount', ['--bind', dir, dir]) || !tryRun('mount', ['-o', 'remount,ro,bind', dir])) throw new Error('cannot make a read-only bind mount');
    onCleanup(() => tryRun('umount', ['-l', dir]));
  } else {
    chmodSync(dir, 0o555);
    onCleanup(() => chmodSync(dir, 0o755));
  }
}

/** Fills the filesystem holding `dir` until writes fail with ENOSPC; returns a function that frees it. */
export function fillDisk(dir: string): () => void {
  const filler = join(dir, 'filler.bin');
  tryRun('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4k']);
  return () => rmSync(filler, { force: true });
}
