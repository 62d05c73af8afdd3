import { type BrowserWindow, type Rectangle, screen } from 'electron';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { writeFileAtomic } from '../core/fs/atomic-write';

const WindowState = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(400),
  height: z.number().int().min(300),
  maximized: z.boolean(),
});
type WindowState = z.infer<typeof WindowState>;

const DEFAULT_SIZE = { width: 1280, height: 820 };

/** Where the window was last time, if that place is still on a connected screen. */
export function loadWindowState(path: string): Partial<Rectangle> & { maximized: boolean } {
  try {
    if (!existsSync(path)) return { ...DEFAULT_SIZE, maximized: false };
    const state = WindowState.parse(JSON.parse(readFileSync(path, 'utf8')));
    const visible = screen.getAllDisplays().some(({ workArea: a }) => state.x < a.x + a.width && state.x + state.width > a.x && state.y < a.y + a.height && state.y + state.height > a.y);
    return visible ? state : { width: state.width, height: state.height, maximized: state.maximized };
  } catch {
    return { ...DEFAULT_SIZE, maximized: false };
  }
}

export function rememberWindowState(window: BrowserWindow, path: string): void {
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    if (window.isDestroyed() || window.isMinimized()) return;
    const bounds = window.getNormalBounds();
    const state: WindowState = { ...bounds, maximized: window.isMaximized() };
    writeFileAtomic(path, JSON.stringify(state));
  };
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('close', () => {
    clearTimeout(timer);
    save();
  });
}
