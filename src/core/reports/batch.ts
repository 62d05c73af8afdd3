import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BatchResult, ParsedInput } from '../../shared/contract';
import { toErrorShape } from '../api/error-mapping';
import type { CoreContext } from '../context';
import { refuseDataFolder } from '../fs/own-files';
import { renderReport } from './generate';
import { savePdf } from './kit';

/**
 * Session summaries one after another into a folder the coach chose, each in its client's
 * language unless one is given. A `reports.progress` event follows every document; a failure
 * (a session deleted meanwhile, a full disk) is reported and the rest still go out. A name
 * taken, in the folder or by another summary of the batch, gets a number: a summary made
 * earlier (with a password, say) is never replaced.
 */
export async function writeSummaries(input: ParsedInput<'reports.batch'>, context: CoreContext): Promise<BatchResult> {
  const { batchId, sessionIds, folder, language, password } = input;
  refuseDataFolder(folder, context.dataDir);
  const result: BatchResult = { written: [], failed: [] };
  const used = new Set<string>();
  const total = sessionIds.length;
  context.events.emit('reports.progress', { batchId, done: 0, total });
  for (const [i, sessionId] of sessionIds.entries()) {
    try {
      const rendered = await renderReport(context.vault.db, { kind: 'sessionSummary', sessionId }, language, password, context.now());
      const path = join(folder, uniqueName(rendered.fileName, (name) => used.has(name.toLocaleLowerCase()) || existsSync(join(folder, name))));
      used.add(basename(path).toLocaleLowerCase());
      savePdf(path, rendered.pdf);
      result.written.push({ sessionId, path });
    } catch (error) {
      const { code, message } = toErrorShape(error);
      result.failed.push({ sessionId, code, message });
    }
    context.events.emit('reports.progress', { batchId, done: i + 1, total });
    // Let the progress event and other calls through between documents.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}

function uniqueName(fileName: string, taken: (name: string) => boolean): string {
  const dot = fileName.lastIndexOf('.');
  let name = fileName;
  for (let n = 2; taken(name); n++) name = `${fileName.slice(0, dot)} (${n})${fileName.slice(dot)}`;
  return name;
}
