import { describe, expect, it } from '@jest/globals';
import { oncePerTurn } from './once-per-turn.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('oncePerTurn', () => {
  it('runs once for all the calls of one turn, after the turn, and again for a call in a later turn', async () => {
    let runs = 0;
    const wake = oncePerTurn(() => runs++);
    wake();
    wake();
    wake();
    expect(runs).toBe(0);
    await nextTurn();
    expect(runs).toBe(1);
    wake();
    await nextTurn();
    expect(runs).toBe(2);
  });
});
