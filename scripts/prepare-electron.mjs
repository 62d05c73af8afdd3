// Gets what `npm start` needs that `npm install` deliberately does not fetch:
//  1. the Electron binary (the electron package downloads it on first use), and
//  2. the database driver compiled for Electron's ABI, kept in .electron-native/ so the
//     Node build in node_modules (used by `npm test` and the CLI) is never replaced.
// Both need the internet once; afterwards `npm start` works offline.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const driverPackage = dirname(require.resolve('better-sqlite3-multiple-ciphers/package.json'));
const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
const outputDir = join(root, '.electron-native', `electron-${electronVersion}`);
const driver = join(outputDir, 'better_sqlite3.node');

function fail(message) {
  console.error(`\nCoachdesk cannot start: ${message}\n`);
  process.exit(1);
}

try {
  require('electron'); // downloads the binary when it is missing
} catch (error) {
  fail(`the Electron binary could not be downloaded (${error.message}). Check the internet connection and run "npm start" again.`);
}

if (!existsSync(driver)) {
  console.log(`Building the encrypted database driver for Electron ${electronVersion} (once, about two minutes)…`);
  const buildDir = join(root, '.electron-native', 'build');
  rmSync(buildDir, { recursive: true, force: true });
  cpSync(driverPackage, buildDir, { recursive: true, filter: (source) => !source.startsWith(join(driverPackage, 'build')) });

  // node-gyp would honour a nodedir from the user's npm config and build for Node instead.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_(nodedir|target|runtime|disturl|dist_url)$/i.test(key)));
  const nodeGyp = require.resolve('node-gyp/bin/node-gyp.js');
  const result = spawnSync(
    process.execPath,
    [nodeGyp, 'rebuild', '--release', `--target=${electronVersion}`, `--arch=${process.arch}`, '--dist-url=https://electronjs.org/headers'],
    { cwd: buildDir, env, stdio: 'inherit' },
  );
  if (result.status !== 0) fail('building the database driver for Electron failed (see above). Check the internet connection and the C++ build tools, then run "npm start" again.');
  mkdirSync(outputDir, { recursive: true });
  cpSync(join(buildDir, 'build', 'Release', 'better_sqlite3.node'), driver);
  rmSync(buildDir, { recursive: true, force: true });
  console.log('Database driver ready.');
}
