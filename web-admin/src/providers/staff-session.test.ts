import { staffSession } from './staff-session';

const staff = { id: 's1', email: 'ada@example.com', name: 'Ada', role: 'admin' as const };

describe('staffSession', () => {
  it('keeps a session until it expires', () => {
    staffSession.write({ token: 't', expiresAt: '2030-01-01T00:00:00Z', staff });
    expect(staffSession.read(new Date('2029-12-31T23:59:00Z'))?.token).toBe('t');
    expect(staffSession.read(new Date('2030-01-01T00:00:01Z'))).toBeNull();
    // An expired session is dropped, not kept for later.
    expect(window.localStorage.getItem('staff_session')).toBeNull();
  });

  it('treats unreadable storage as signed out', () => {
    window.localStorage.setItem('staff_session', '{not json');
    expect(staffSession.read()).toBeNull();
    expect(window.localStorage.getItem('staff_session')).toBeNull();
  });
});
