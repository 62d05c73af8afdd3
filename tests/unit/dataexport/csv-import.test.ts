import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/i18n/messages';
import { LANGUAGES } from '../../../src/shared/languages';
import { makePractice, tempDir } from '../support/practice';

const FIXTURES = join(__dirname, '../../fixtures/csv');
const fixture = (name: string) => join(FIXTURES, name);

describe('importing clients from CSV', () => {
  it('reads a Persian semicolon file with a byte-order mark, guessing the columns, and imports on confirmation', async () => {
    const { core } = await makePractice();
    const preview = await core.call('import.csvPreview', { path: fixture('semicolon-bom-fa.csv') });
    expect(preview).toMatchObject({ delimiter: ';', encoding: 'utf-8-bom', rows: 3, accepted: 3, rejected: [] });
    expect(preview.mapping).toMatchObject({ name: 'نام و نام خانوادگی', email: 'ایمیل', phone: 'تلفن', status: 'وضعیت', tags: 'برچسب‌ها', startDate: 'تاریخ شروع' });
    expect(preview.preview[2]).toEqual({ row: 4, values: expect.objectContaining({ name: 'نگار احمدی، مدیر', tags: 'تیم;رشد' }), startDate: '2024-01-15', status: 'active' });
    // The status the word names, in Persian or English, for the preview to show in the coach's language.
    expect(preview.preview.map((row) => row.status)).toEqual(['active', 'completed', 'active']);
    // Previewing wrote nothing.
    expect((await core.call('clients.list', {})).total).toBe(0);

    const result = await core.call('import.csvCommit', { path: fixture('semicolon-bom-fa.csv'), mapping: preview.mapping, fingerprint: preview.fingerprint });
    expect(result.imported).toBe(3);
    const sara = await core.call('clients.get', { id: result.clientIds[0]! });
    expect(sara).toMatchObject({ fullName: 'سارا محمدی', email: 'sara@example.com', status: 'active', tags: ['رهبری', 'شغلی'], startDate: '2024-03-15' });
    const reza = await core.call('clients.get', { id: result.clientIds[1]! });
    expect(reza.status).toBe('completed');
    const negar = await core.call('clients.get', { id: result.clientIds[2]! });
    expect(negar).toMatchObject({ tags: ['تیم', 'رشد'], startDate: '2024-01-15' });
    // The imported names are findable.
    expect((await core.call('search.query', { text: 'سارا' })).groups[0]?.hits[0]?.title).toBe('سارا محمدی');
  });

  it('keeps quoted line breaks and quotes, and reads Bulgarian and Malay names and language names', async () => {
    const { core } = await makePractice();
    const preview = await core.call('import.csvPreview', { path: fixture('comma-bg-multiline.csv') });
    expect(preview).toMatchObject({ delimiter: ',', encoding: 'utf-8', rows: 3, accepted: 3 });
    expect(preview.mapping).toMatchObject({ name: 'Full Name', email: 'E-mail', background: 'Notes', language: 'Language' });
    // The language each row names, for the preview to show as the app names it.
    expect(preview.preview.map((row) => [row.values.language, row.language])).toEqual([['Български', 'bg'], ['bg', 'bg'], ['Bahasa Melayu', 'ms']]);
    const { clientIds } = await core.call('import.csvCommit', { path: fixture('comma-bg-multiline.csv'), mapping: preview.mapping, fingerprint: preview.fingerprint });
    const [ivan, maria, ahmad] = await Promise.all(clientIds.map((id) => core.call('clients.get', { id })));
    expect(ivan).toMatchObject({ fullName: 'Иван Иванов', documentLanguage: 'bg', background: 'Работи по лидерство.\nИска повече яснота за целите си.' });
    expect(maria).toMatchObject({ fullName: 'Мария "Мими" Петрова', background: 'Ред 1\nРед 2\nРед 3' });
    expect(ahmad).toMatchObject({ fullName: 'Ahmad bin Ismail', documentLanguage: 'ms' });
  });

  it('names every broken row by its spreadsheet row number and imports nothing until the coach accepts the good rows', async () => {
    const { core } = await makePractice();
    await core.call('clients.create', { fullName: 'Existing', email: 'good4@example.com', tags: [] });
    const path = fixture('broken-rows.csv');
    const preview = await core.call('import.csvPreview', { path });
    expect(preview.accepted).toBe(1);
    const byRow = Object.fromEntries(preview.rejected.map((r) => [r.row, r.problems.map((p) => `${p.field}:${p.code}`)]));
    expect(byRow).toEqual({
      3: ['name:required'],
      4: ['email:badEmail'],
      5: ['status:unknownStatus'],
      6: ['startDate:badDate'],
      7: ['null:brokenRow'],
      8: ['email:duplicateInFile'],
      9: ['email:emailTaken'],
    });
    await expect(core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint })).rejects.toMatchObject({ code: 'CSV_HAS_ERRORS', details: { count: 7, row: 3 } });
    expect((await core.call('clients.list', {})).total).toBe(1);

    const result = await core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint, acceptGoodRows: true });
    expect(result.imported).toBe(1);
    expect(result.rejected).toHaveLength(7);
    expect((await core.call('clients.list', {})).items.map((c) => c.fullName).sort()).toEqual(['Existing', 'Good One']);
  });

  it('treats an unclosed quote as a broken row, not as silently merged clients', async () => {
    const { core } = await makePractice();
    const preview = await core.call('import.csvPreview', { path: fixture('unclosed-quote.csv') });
    expect(preview.rejected[0]).toMatchObject({ row: 3, problems: [{ code: 'brokenRow' }] });
    expect(preview.accepted).toBe(1);
  });

  it('reads a file in a legacy encoding as guessed or as the coach chose it, and UTF-16 by its mark', async () => {
    const { core } = await makePractice();
    const guessed = await core.call('import.csvPreview', { path: fixture('windows-1251.csv') });
    expect(guessed).toMatchObject({ encoding: 'windows-1251', headers: ['Name', 'Email'], preview: [{ values: { name: 'Иван' } }] });
    const chosen = await core.call('import.csvPreview', { path: fixture('windows-1251.csv'), encoding: 'windows-1252' });
    expect(chosen).toMatchObject({ encoding: 'windows-1252', preview: [{ values: { name: 'Èâàí' } }] });
    // The import reads the file as the coach saw it previewed.
    const { clientIds } = await core.call('import.csvCommit', { path: fixture('windows-1251.csv'), mapping: guessed.mapping, encoding: 'windows-1251', fingerprint: guessed.fingerprint });
    expect((await core.call('clients.get', { id: clientIds[0]! })).fullName).toBe('Иван');

    const utf16 = join(tempDir(), 'unicode.csv');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name\nلیلا رضایی\n', 'utf16le')]));
    expect(await core.call('import.csvPreview', { path: utf16 })).toMatchObject({ encoding: 'utf-16le', preview: [{ values: { name: 'لیلا رضایی' } }] });
  });

  it('refuses a file that is not text, a changed file, and a mapping without a name, writing nothing', async () => {
    const { core } = await makePractice();
    // A workbook chosen by mistake: a zip archive.
    const workbook = join(tempDir(), 'clients.xlsx');
    writeFileSync(workbook, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]));
    await expect(core.call('import.csvPreview', { path: workbook })).rejects.toMatchObject({ code: 'CSV_NOT_TEXT', details: { file: 'clients.xlsx' } });
    const path = join(tempDir(), 'clients.csv');
    copyFileSync(fixture('comma-bg-multiline.csv'), path);
    const preview = await core.call('import.csvPreview', { path });
    writeFileSync(path, 'Full Name\nSomeone Else\n');
    await expect(core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint })).rejects.toMatchObject({ code: 'CSV_CHANGED' });
    await expect(core.call('import.csvPreview', { path, mapping: { email: 'Full Name' } })).rejects.toMatchObject({ code: 'CSV_NO_NAME_COLUMN' });
    // A name column not guessed is previewed, for the coach to choose it.
    writeFileSync(path, 'Klient,Catatan\nSiti Nur,Prefers mornings\n');
    const unguessed = await core.call('import.csvPreview', { path });
    expect(unguessed).toMatchObject({ headers: ['Klient', 'Catatan'], accepted: 0, rejected: [{ row: 2, problems: [{ field: 'name', code: 'required' }] }] });
    expect(unguessed.mapping.name).toBeUndefined();
    expect((await core.call('clients.list', {})).total).toBe(0);
  });

  it('checks the rows again at import time: a code taken since the preview stops the import', async () => {
    const { core } = await makePractice();
    const path = join(tempDir(), 'clients.csv');
    writeFileSync(path, 'Name,Code\nFirst,A1\nSecond,A2\n');
    const preview = await core.call('import.csvPreview', { path });
    // Another window takes the second code between the preview and the import.
    await core.call('clients.create', { fullName: 'Took it', code: 'A2', tags: [] });
    await expect(core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint })).rejects.toMatchObject({ code: 'CSV_HAS_ERRORS' });
    expect((await core.call('clients.list', {})).items.map((c) => c.fullName)).toEqual(['Took it']);
  });

  it('reads Jalali start dates, with dashes or slashes and in any digits, as the day they are, and shows that day in the preview', async () => {
    const { core } = await makePractice();
    const path = join(tempDir(), 'clients-fa.csv');
    const dates = ['۱۴۰۳-۰۵-۱۲', '1403-05-12', '۱۴۰۳/۰۵/۱۲', '١٤٠٣/٥/١٢', '\u200f1403/05/12', '2024/08/02', '۲۰۲۴-۰۸-۰۲', '02.08.2024'];
    writeFileSync(path, ['نام;تاریخ شروع', ...dates.map((date, i) => `مراجع ${i + 1};${date}`)].join('\n'));
    const preview = await core.call('import.csvPreview', { path });
    expect(preview).toMatchObject({ accepted: dates.length, rejected: [] });
    // The preview shows the day each row will get, not only the text of the file.
    expect(preview.preview.map((row) => [row.values.startDate, row.startDate])).toEqual(dates.slice(0, 5).map((date) => [date, '2024-08-02']));
    const { clientIds } = await core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint });
    const stored = await Promise.all(clientIds.map(async (id) => (await core.call('clients.get', { id })).startDate));
    expect(stored).toEqual(dates.map(() => '2024-08-02'));
  });

  it('refuses a year that is neither Jalali nor from 1900 on, and a day the Jalali calendar does not have, storing nothing', async () => {
    const { core } = await makePractice();
    const path = join(tempDir(), 'clients.csv');
    // 1402 is a common Jalali year (29 days in Esfand); 1403 a leap year (30).
    writeFileSync(path, 'Name,Start date\nTypo,0224-08-02\nToo old,1850-01-01\nJalali too far,1250-05-12\nNo such day,1402-12-30\nLeap day,1403-12-30\nNo month 13,1403-13-01\n');
    const preview = await core.call('import.csvPreview', { path });
    const byRow = Object.fromEntries(preview.rejected.map((r) => [r.row, r.problems.map((p) => `${p.field}:${p.code}:${p.value}`)]));
    expect(byRow).toEqual({
      2: ['startDate:badYear:0224-08-02'],
      3: ['startDate:badYear:1850-01-01'],
      4: ['startDate:badYear:1250-05-12'],
      5: ['startDate:badDate:1402-12-30'],
      7: ['startDate:badDate:1403-13-01'],
    });
    expect(preview.preview.find((row) => row.row === 6)?.startDate).toBe('2025-03-20');
    await expect(core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint })).rejects.toMatchObject({ code: 'CSV_HAS_ERRORS' });
    expect((await core.call('clients.list', {})).total).toBe(0);
  });

  it('tells in every language that a date it cannot read may be written as a Jalali date', () => {
    for (const language of LANGUAGES) {
      const problems = (messages[language] as unknown as { dataexport: { wizard: { problems: Record<string, string> } } }).dataexport.wizard.problems;
      const example = language === 'fa' ? '۱۴۰۳/۰۵/۱۲' : '1403/05/12';
      expect(problems.badDate, language).toContain(example);
      expect(problems.badYear, language).toContain(example);
    }
  });

  it('compares codes as they read: other digits or another case in any script are the same code', async () => {
    const { core } = await makePractice();
    await core.call('clients.create', { fullName: 'Has C0001' });
    await core.call('clients.create', { fullName: 'Has БГ-7', code: 'БГ-7' });
    const path = join(tempDir(), 'clients.csv');
    writeFileSync(path, 'Name,Code\nPersian digits,C۰۰۰۱\nCyrillic lower case,бг-7\nArabic-Indic digits,K٠٠٢\nSame again,k002\nNew,۰۰۹\n');
    const preview = await core.call('import.csvPreview', { path });
    const byRow = Object.fromEntries(preview.rejected.map((r) => [r.row, r.problems.map((p) => `${p.code}:${p.value}`)]));
    expect(byRow).toEqual({ 2: ['codeTaken:C0001'], 3: ['codeTaken:бг-7'], 5: ['duplicateInFile:k002'] });
    const { clientIds } = await core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint, acceptGoodRows: true });
    const codes = await Promise.all(clientIds.map(async (id) => (await core.call('clients.get', { id })).code));
    expect(codes).toEqual(['K002', '009']);
  });

  it('gives a row without a code none that a later row of the file names, so the import does as its preview said', async () => {
    const { core } = await makePractice();
    const path = join(tempDir(), 'clients.csv');
    // Anna would be given C0001, the code Boris's row names; Dina's row (rejected) names C0002.
    writeFileSync(path, 'name,code,email\nAnna,,\nBoris,C0001,\nDina,C0002,not-an-email\nEmil,,\n');
    const preview = await core.call('import.csvPreview', { path });
    expect(preview).toMatchObject({ accepted: 3, rejected: [{ row: 4 }] });
    const { clientIds } = await core.call('import.csvCommit', { path, mapping: preview.mapping, fingerprint: preview.fingerprint, acceptGoodRows: true });
    const clients = await Promise.all(clientIds.map((id) => core.call('clients.get', { id })));
    expect(clients.map((c) => [c.fullName, c.code])).toEqual([
      ['Anna', 'C0003'],
      ['Boris', 'C0001'],
      ['Emil', 'C0004'],
    ]);
  });
});
