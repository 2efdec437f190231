import { MAX_STAFF_SUSPENSION_DAYS } from '@app/domain';
import { SUSPENSION_PERIODS, suspensionEnd } from './suspension-periods';

describe('suspension periods', () => {
  it('end the chosen number of days later, as an ISO date-time', () => {
    expect(suspensionEnd('30', new Date('2026-11-23T10:00:00Z'))).toBe('2026-12-23T10:00:00.000Z');
  });

  it('never offer more than staff may set', () => {
    expect(SUSPENSION_PERIODS.length).toBeGreaterThan(0);
    for (const period of SUSPENSION_PERIODS) expect(Number(period.id)).toBeLessThanOrEqual(MAX_STAFF_SUSPENSION_DAYS);
  });
});
