import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, toast, toastStore } from './toasts';

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps errors 4 s and successes 2 s', () => {
    vi.useFakeTimers();
    toast.error('bad');
    toast.success('good');
    vi.advanceTimersByTime(1999);
    expect(toastStore.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(['bad']);
    vi.advanceTimersByTime(2000);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('shows an error once while the same error is on screen, and again after it went', () => {
    vi.useFakeTimers();
    toastStore.reset();
    const first = toast.error('Network error');
    expect(toast.error('Network error')).toBe(first);
    toast.error('Another error');
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(['Network error', 'Another error']);
    vi.advanceTimersByTime(4000);
    toast.error('Network error');
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(['Network error']);
  });

  it('shows at most 20, dropping the oldest', () => {
    for (let index = 0; index < 25; index += 1) toast.loading(`t${index}`);
    const shown = toastStore.getSnapshot();
    expect(shown).toHaveLength(MAX_TOASTS);
    expect(shown[0]?.message).toBe('t5');
  });
});
