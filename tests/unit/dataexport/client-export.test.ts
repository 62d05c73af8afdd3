import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../reports/poppler';
import { makePractice, tempDir } from '../support/practice';
import { populatePractice } from './populate';

async function exportFor(notes: 'shareable' | 'all') {
  const { core } = await makePractice();
  const { clientId } = await populatePractice(core, 'Access');
  const folder = join(tempDir(), 'for-client');
  const { files } = await core.call('export.client', { clientId, path: folder, notes });
  const json = JSON.parse(readFileSync(join(folder, files[0]!), 'utf8'));
  const pdf = pdfText(readFileSync(join(folder, files[1]!)));
  return { json, pdf, folder, clientId };
}

describe("a client's export (their right to their data)", () => {
  it('holds only that client, and only the note sections marked shareable, in the JSON and the PDF alike', async () => {
    const { json, pdf, folder, clientId } = await exportFor('shareable');
    expect(readdirSync(folder)).toHaveLength(2);
    expect(json.clients.map((c: { id: number }) => c.id)).toEqual([clientId]);
    for (const kind of ['packages', 'sessions', 'notes', 'goals', 'assessments', 'actionItems']) {
      expect(json[kind].every((r: { clientId: number }) => r.clientId === clientId), kind).toBe(true);
    }
    expect(json.notes[0].revisions).toBeUndefined();
    expect(json.notes[0].title).toBeNull();
    expect(JSON.stringify(json)).not.toContain('Access раздел 1');
    expect(JSON.stringify(json)).not.toContain('Access заглавие');
    // The PDF is in the client's document language (Bulgarian) and shows the same parts.
    expect(pdf).toContain('Записи за Access Ана Петрова');
    expect(pdf).toContain('Access раздел 0');
    expect(pdf).not.toContain('Access раздел 1');
    expect(pdf).toContain('Access задача');
    expect(pdf).toContain('Access напредък');
    expect(pdf).not.toContain('Session holder');
  });

  it('gives everything when the coach chooses all', async () => {
    const { json, pdf } = await exportFor('all');
    expect(JSON.stringify(json)).toContain('Access раздел 1');
    expect(pdf).toContain('Access раздел 1');
    expect(pdf).toContain('Access заглавие');
  });
});
