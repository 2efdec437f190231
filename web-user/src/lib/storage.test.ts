import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, hasStoredUser, storage } from './storage';

describe('local storage', () => {
  it('uses the keys of section 3', () => {
    expect(STORAGE_KEYS).toMatchObject({
      token: 'token',
      role: 'role',
      user: 'user',
      userName: 'user_name',
      deviceId: 'device_id',
    });
  });

  it('starts from the saved role if donor or recipient, else donor', () => {
    expect(storage.getRole()).toBe('donor');
    window.localStorage.setItem('role', 'recipient');
    expect(storage.getRole()).toBe('recipient');
    window.localStorage.setItem('role', 'admin');
    expect(storage.getRole()).toBe('donor');
  });

  it('saves the user with user_name, and logout clears token and user but keeps role and device id', () => {
    storage.setToken('t');
    storage.setRole('recipient');
    storage.setUser({ id: '7', first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com' });
    const device = storage.ensureDeviceId();
    expect(window.localStorage.getItem('user_name')).toBe('Ada Obi');
    expect(hasStoredUser()).toBe(true);
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(storage.getUser()).toBeNull();
    expect(hasStoredUser()).toBe(false);
    expect(storage.getRole()).toBe('recipient');
    expect(storage.ensureDeviceId()).toBe(device);
  });
});
