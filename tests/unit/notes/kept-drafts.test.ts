import { describe, expect, it } from 'vitest';
import { docFromText, type Note } from '../../../src/shared/contract';
import { discardDraft, discardDrafts, discardDraftsOfDeletedClients, keepDraft, keptDraftOf } from '../../../src/renderer/src/notes/kept-drafts';

function note(id: number, clientId: number, kind: Note['kind'] = 'session'): Note {
  return { id, clientId, sessionId: kind === 'session' ? id * 10 : null, kind } as Note;
}

const draft = (text: string) => ({ sections: [{ id: 'a', title: 'Goal', shareable: false, content: docFromText(text) }] });

describe('kept drafts', () => {
  it('keep where the note opens again and its first words', () => {
    keepDraft(note(1, 7), draft('Asked for a raise.\nAnd a title.'), 3);
    keepDraft(note(2, 7, 'journal'), { ...draft('x'.repeat(100)), title: 'Call' }, 1);
    expect(keptDraftOf(1)).toMatchObject({ path: '/sessions/10', preview: 'Asked for a raise. And a title.', baseVersion: 3 });
    expect(keptDraftOf(2)).toMatchObject({ path: '/clients/7?entry=2', preview: `Call ${'x'.repeat(75)}…` });
    discardDraft(1);
    discardDraft(2);
    expect(keptDraftOf(1)).toBeUndefined();
  });

  it('go with an erased client, and all of them with a restored backup', () => {
    keepDraft(note(1, 7), draft('Seven'), 1);
    keepDraft(note(2, 8), draft('Eight'), 1);
    discardDrafts(7);
    expect(keptDraftOf(1)).toBeUndefined();
    expect(keptDraftOf(2)?.preview).toBe('Eight');
    discardDrafts();
    expect(keptDraftOf(2)).toBeUndefined();
  });

  it('go with clients deleted in bulk, and stay with the clients still there', async () => {
    keepDraft(note(1, 7), draft('Seven'), 1);
    keepDraft(note(2, 8), draft('Eight'), 1);
    keepDraft(note(3, 8), draft('Eight again'), 1);
    const asked: number[] = [];
    await discardDraftsOfDeletedClients(async (clientId) => (asked.push(clientId), clientId === 7));
    expect(asked).toEqual([7, 8]);
    expect(keptDraftOf(1)?.preview).toBe('Seven');
    expect([keptDraftOf(2), keptDraftOf(3)]).toEqual([undefined, undefined]);
    discardDrafts();
  });
});
