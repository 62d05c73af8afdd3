// `npm run cli`: the command line, bundled by esbuild into out/cli and run from there. Compiling
// every source file at each start (tsx) took about a second of each command's two. The bundle is
// made again, once, whenever a source file, the installed packages or this script change.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bundles = join(root, 'out', 'cli');

/** The entry and the worker threads' files, named as spawnWorker looks for them. */
const ENTRIES = {
  index: 'src/cli/index.ts',
  ...JSON.parse(readFileSync(join(root, 'src/core/workers/worker-entries.json'), 'utf8')),
};

/** What the bundle is made from, as a folder name: a change to any of it (a file added or removed, too) names another. */
function sourceStamp() {
  let newest = 0;
  let count = 0;
  const visit = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) return readdirSync(path).forEach((name) => visit(join(path, name)));
    newest = Math.max(newest, stat.mtimeMs);
    count += 1;
  };
  ['src/cli', 'src/core', 'src/shared', 'package-lock.json', 'scripts/cli.mjs'].forEach((path) => visit(join(root, path)));
  return `${Math.floor(newest)}-${count}`;
}

/** The folder holding a bundle of the current sources, made first if there is none. */
async function currentBundle() {
  const folder = join(bundles, sourceStamp());
  if (existsSync(join(folder, 'index.js'))) return folder;
  // Built aside and renamed into place, so that commands started together never run half a bundle.
  mkdirSync(bundles, { recursive: true });
  const building = join(bundles, `.building-${process.pid}`);
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(root, path)])),
    outdir: building,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  try {
    renameSync(building, folder);
  } catch (error) {
    // Another command built the same bundle first.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(join(folder, 'index.js'))) throw error;
  }
  removeOldBundles(folder);
  return folder;
}

/** Bundles of earlier sources, once no command started before them can still need their workers. */
function removeOldBundles(current) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(bundles)) {
    const path = join(bundles, name);
    try {
      if (path !== current && statSync(path).mtimeMs < hourAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // Renamed or removed meanwhile by another command: nothing to tidy.
    }
  }
}

createRequire(import.meta.url)(join(await currentBundle(), 'index.js'));
