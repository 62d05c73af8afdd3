import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

let found: string | undefined;

/**
 * The app's `resources` folder. Source files (tests, CLI, benchmarks) and the bundled main
 * process (out/main) live at different depths, so walk up from this module until the folder
 * appears instead of hard-coding a relative path.
 */
export function resourcesDir(): string {
  if (found) return found;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'resources');
    if (existsSync(join(candidate, 'fonts'))) return (found = candidate);
    if (dirname(dir) === dir) throw new Error(`Coachdesk's resources folder (fonts) was not found above ${__dirname}`);
  }
}
