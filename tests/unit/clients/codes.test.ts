import { describe, expect, it } from 'vitest';
import { CODE_CANDIDATES, codePattern } from '../../../src/core/clients/codes';
import { queryPlan } from '../support/query-plans';
import { addClient, schedulingPractice } from '../support/scheduling';

/** Client codes stand in for names in exports: two that read alike must not name two clients. */
describe('client codes', () => {
  it('saves digits typed on a Persian or Arabic keyboard as 0–9, so such a code is refused when it reads as one taken', async () => {
    const { core } = await schedulingPractice();
    expect((await addClient(core, 'Generated')).code).toBe('C0001');
    for (const code of ['C۰۰۰۱', 'C٠٠٠١', 'c0001']) {
      await expect(addClient(core, `Typed ${code}`, { code })).rejects.toMatchObject({ code: 'CODE_TAKEN' });
    }
    expect((await addClient(core, 'Persian digits', { code: 'K-۱۲' })).code).toBe('K-12');
    expect((await addClient(core, 'Arabic-Indic digits', { code: '٣٤' })).code).toBe('34');
    await expect(addClient(core, 'Same again', { code: 'k-12' })).rejects.toMatchObject({ code: 'CODE_TAKEN' });
    expect((await core.call('clients.list', {})).total).toBe(3);
  });

  it('refuses a code that differs only in case, in any script, when creating and when changing a client', async () => {
    const { core } = await schedulingPractice();
    const holder = await addClient(core, 'Мила', { code: 'БГ-12' });
    await addClient(core, 'Ελένη', { code: 'ΕΛ-1' });
    await expect(addClient(core, 'Other', { code: 'бг-12' })).rejects.toMatchObject({ code: 'CODE_TAKEN' });
    await expect(addClient(core, 'Other', { code: 'Бг-۱۲' })).rejects.toMatchObject({ code: 'CODE_TAKEN' });
    await expect(addClient(core, 'Other', { code: 'ελ-1' })).rejects.toMatchObject({ code: 'CODE_TAKEN' });
    const other = await addClient(core, 'Other');
    await expect(core.call('clients.update', { id: other.id, changes: { code: 'бг-12' } })).rejects.toMatchObject({ code: 'CODE_TAKEN' });
    // A client's own code in another case is still theirs.
    expect((await core.call('clients.update', { id: holder.id, changes: { code: 'бг-12' } })).code).toBe('бг-12');
    expect((await core.call('clients.update', { id: other.id, changes: { code: 'К۷' } })).code).toBe('К7');
  });

  it('is found in the client list when typed with Persian or Arabic-Indic digits, and names written with them still are', async () => {
    const { core } = await schedulingPractice();
    await addClient(core, 'Generated');
    await addClient(core, 'گروه ۲ (Persian digits in the name)', { tags: ['تیم ۱۴۰۳'] });
    const names = async (search: string) => (await core.call('clients.list', { search })).items.map((c) => c.fullName);
    for (const search of ['C۰۰۰۱', 'c٠٠٠١', '۰۰۰۱', '۰۱']) expect(await names(search), search).toEqual(['Generated']);
    expect(await names('گروه ۲')).toEqual(['گروه ۲ (Persian digits in the name)']);
    expect(await names('۱۴۰۳')).toEqual(['گروه ۲ (Persian digits in the name)']);
  });

  it('looks a code up through the code index when it starts with A–Z or 0–9, as generated codes do', async () => {
    const { core } = await schedulingPractice();
    const db = core.vault.db;
    for (const code of ['C0042', 'c۰۰۴۲', '7-K']) expect(queryPlan(db, CODE_CANDIDATES, codePattern(code)), code).toMatch(/^SEARCH clients USING COVERING INDEX \S+ \(code>\? AND code<\?\)$/);
  });
});
