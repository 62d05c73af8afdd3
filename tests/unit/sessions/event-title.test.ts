import { describe, expect, it } from 'vitest';
import { toEvent } from '../../../src/renderer/src/calendar/fullcalendar-options';
import type { Session } from '../../../src/shared/contract';

const session = { id: 1, clientId: 2, clientName: 'Мила Иванова', title: 'Кариерен преглед', status: 'scheduled', start: '2026-12-07T10:00:00.000Z', end: '2026-12-07T11:00:00.000Z' } as Session;

describe("a calendar block's text", () => {
  it('keeps a middle dot with the title it introduces, and a comma with the name', () => {
    expect(toEvent(session, 'client', ' · ').title).toBe('Мила Иванова ·\u00a0Кариерен преглед');
    expect(toEvent({ ...session, clientName: 'سارا احمدی', title: 'بازنگری' }, 'client', '، ').title).toBe('سارا احمدی، بازنگری');
    expect(toEvent({ ...session, title: null }, 'client', ' · ').title).toBe('Мила Иванова');
  });
});
