import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePractice, tempDir } from '../support/practice';

type Core = Awaited<ReturnType<typeof makePractice>>['core'];

async function importCsv(core: Core, path: string): Promise<string[][]> {
  const preview = await core.call('import.csvPreview', { path });
  await core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint });
  return (await core.call('clients.list', {})).items.map((client) => [...client.tags].sort());
}

describe('tags in CSV', () => {
  it("reads Coachdesk's own clients.csv back with the same tags, a comma, semicolon, bar or quote in them or not", async () => {
    const tags = ['Kuala Lumpur, MY', 'R&D; Sales', 'A|B test', 'the "VIP" list', '"quoted"', 'plain', 'лидерство'];
    const { core } = await makePractice();
    await core.call('clients.create', { fullName: 'Ana Lee', code: 'ANA', tags });
    await core.call('clients.create', { fullName: 'Bo Chen', code: 'BO', tags: ['one', 'two'] });
    const folder = join(tempDir(), 'csv');
    await core.call('export.csv', { path: folder });
    // A list of plain tags is written as before, for spreadsheets and people reading it.
    expect(readFileSync(join(folder, 'clients.csv'), 'utf8')).toContain(',one; two');

    const { core: other } = await makePractice();
    expect(await importCsv(other, join(folder, 'clients.csv'))).toEqual([[...tags].sort(), ['one', 'two']]);
  });

  it("splits a hand-made spreadsheet's tags on commas, semicolons and bars as before; a tag in double quotes keeps its own", async () => {
    const { core } = await makePractice();
    const path = join(tempDir(), 'list.csv');
    writeFileSync(path, 'Name,Tags\r\nMila,"a, b; c|d ;"\r\nNia,"5"" screws, ""Sofia, BG"" , x"\r\n');
    expect(await importCsv(core, path)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['5" screws', 'Sofia, BG', 'x'],
    ]);
  });
});
