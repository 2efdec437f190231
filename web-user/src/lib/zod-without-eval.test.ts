describe('zod-without-eval', () => {
  it('turns off compiled parsers in zod loaded after it, without probing eval (the probe is a CSP violation)', async () => {
    vi.resetModules();
    await import('./zod-without-eval');
    const { z } = await import('zod');
    const probe = vi.spyOn(globalThis, 'Function');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
