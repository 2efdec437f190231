import { waitedFor, waitingStatuses, type WaitingWork } from './waiting-work';

describe('waiting work', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('says how long an item has waited in the largest whole unit', () => {
    expect(waitedFor('2026-11-27T11:59:30Z', now)).toBe('0 min');
    expect(waitedFor('2026-11-27T11:15:00Z', now)).toBe('45 min');
    expect(waitedFor('2026-11-27T09:00:00Z', now)).toBe('3 h');
    expect(waitedFor('2026-11-25T13:00:00Z', now)).toBe('47 h');
    expect(waitedFor('2026-11-20T12:00:00Z', now)).toBe('7 days');
  });

  it("reads which statuses still wait from the queue's filter", () => {
    const work: WaitingWork[] = [
      { queue: 'a', resource: 'abuse-reports', filter: { status: ['open', 'investigating'] }, count: 1, oldest: null },
      { queue: 'p', resource: 'partnership-messages', filter: { status: 'new' }, count: 0, oldest: null },
    ];
    expect(waitingStatuses(work, 'abuse-reports')).toEqual(['open', 'investigating']);
    expect(waitingStatuses(work, 'partnership-messages')).toEqual(['new']);
    expect(waitingStatuses(work, 'users')).toBeNull();
  });
});
