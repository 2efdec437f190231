import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. `2` is argon2's Algorithm.Argon2id (a const enum). */
const ARGON2ID = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and verifies passwords with argon2id, at most `concurrency` at a time: each hash takes ~19 MiB and a
 * core for tens of milliseconds, so an unbounded login burst would starve every other request.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private dummyHash?: Promise<string>;

  constructor(private readonly concurrency: number) {}

  hash(password: string): Promise<string> {
    return this.limited(() => hash(password, ARGON2ID));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.limited(() => verify(passwordHash, password).catch(() => false));
  }

  /** Spends the same effort as a real check, so an unknown email cannot be told apart by timing. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= hash('not-a-real-password', ARGON2ID);
    await this.verify(await this.dummyHash, password);
    return false;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
