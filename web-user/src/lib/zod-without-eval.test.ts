import { z } from 'zod';
import './zod-without-eval';

describe('zod-without-eval', () => {
  it('turns off compiled parsers in the zod the forms use, though it imports only zod core', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('parses object schemas without probing eval (the probe is a CSP violation)', () => {
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
