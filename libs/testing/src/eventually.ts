/**
 * Reads until `done` holds or 10 seconds pass, then returns the last value read: for what the projectors write
 * in the background. The caller asserts on the value, so a read that never comes right fails with what was seen.
 */
export const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
