import { describe, expect, it } from '@jest/globals';
import { digestContent } from './staff-digest.js';
import { STAFF_QUEUES } from './staff-queues.js';

const queue = (name: string) => STAFF_QUEUES.find((candidate) => candidate.name === name)!;

describe('the staff digest wording', () => {
  it('counts each queue, links its first items and says how many more there are', () => {
    const content = digestContent(
      [
        {
          queue: queue('abuse_reports'),
          count: 12,
          items: [{ id: 'r1', created_at: new Date('2026-11-27T09:05:00Z') }],
        },
        {
          queue: queue('partnership_messages'),
          count: 1,
          items: [{ id: 'p1', created_at: new Date('2026-11-27T10:00:00Z') }],
        },
      ],
      new Date('2026-11-27T08:00:00Z'),
      'https://bloodmatch.ng/admin/',
    );
    expect(content.subject).toBe('Blood Match staff: 13 new items to look at');
    expect(content.paragraphs).toEqual([
      'Since 27 Nov 2026, 09:00 (Lagos time): 12 new abuse reports, 1 new partnership message.',
      'Abuse reports:\n27 Nov 2026, 10:05: https://bloodmatch.ng/admin/#/abuse-reports/r1/show\nand 11 more',
      'Partnership message:\n27 Nov 2026, 11:00: https://bloodmatch.ng/admin/#/partnership-messages/p1/show',
    ]);
  });
});
