/**
 * `run`, deferred to the end of the current turn of the event loop (setImmediate): however many calls land in one
 * turn (commits completing together), it runs once; a call after it ran schedules it again.
 */
export const oncePerTurn = (run: () => void): (() => void) => {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      run();
    });
  };
};
