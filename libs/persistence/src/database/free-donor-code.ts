import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generateDonorCode } from '@app/domain';

/**
 * A donor code no one holds yet, for a request's match or an appeal's "I'm coming": one hospital desk reads both
 * kinds, so a code is free only when neither table has it. Among 729 million codes a second draw is already rare.
 */
export const freeDonorCode = async (em: EntityManager): Promise<string> => {
  for (;;) {
    const code = generateDonorCode(randomInt);
    const [taken] = await em.execute(
      `select 1 from donation_match where donor_code = ? union all select 1 from appeal_response where donor_code = ?`,
      [code, code],
    );
    if (!taken) return code;
  }
};
