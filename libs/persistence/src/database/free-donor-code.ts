import { randomInt } from 'node:crypto';
import { generateDonorCode } from '@app/domain';

/** Statements with bound `?` values in the caller's transaction (the API's `statementsOf`). */
interface BoundStatements {
  execute<Row>(sql: string, params: readonly unknown[]): Promise<Row[]>;
}

/**
 * A donor code no one holds yet, for a request's match or an appeal's "I'm coming": one hospital desk reads both
 * kinds, so a code is free only when neither table has it. Among 729 million codes a second draw is already rare.
 */
export const freeDonorCode = async (sql: BoundStatements): Promise<string> => {
  for (;;) {
    const code = generateDonorCode(randomInt);
    const [taken] = await sql.execute(
      `select 1 from donation_match where donor_code = ? union all select 1 from appeal_response where donor_code = ?`,
      [code, code],
    );
    if (!taken) return code;
  }
};
