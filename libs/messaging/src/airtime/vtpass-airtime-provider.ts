import type { NigerianNetwork } from '@app/domain';
import { AirtimeProvider, type AirtimeOutcome, type AirtimeTopUp } from './airtime-provider.js';

export interface VtpassOptions {
  apiKey: string;
  secretKey: string;
  /** https://vtpass.com/api (live) or https://sandbox.vtpass.com/api. */
  baseUrl: string;
  timeoutMs?: number;
}

/** VTpass's reply to /pay and /requery. */
interface VtpassReply {
  code?: string;
  response_description?: string;
  content?: { transactions?: { status?: string; transactionId?: string | number } };
}

/** VTpass's service id per network (9mobile keeps its former name). */
const SERVICE_IDS: Record<NigerianNetwork, string> = {
  mtn: 'mtn',
  glo: 'glo',
  airtel: 'airtel',
  '9mobile': 'etisalat',
};

/** Codes that mean VTpass did not and will not credit this request (bad input, account or product problems). */
const REFUSED = new Set(['011', '012', '013', '016', '017', '018', '021', '022', '023', '024', '040', '085', '087']);
/** Codes that mean VTpass holds the request and is still working on it (or already has this request id). */
const IN_PROGRESS = new Set(['099', '089', '014']);
/** Requery: no transaction under this request id. */
const NOT_FOUND = '015';

/**
 * VTpass (https://www.vtpass.com/documentation/): POST {base}/pay with request_id, serviceID, amount and phone, and
 * POST {base}/requery with the request_id; `api-key` and `secret-key` headers. Code "000" with the transaction's
 * status "delivered" is success; a pending answer (or a lost one) is followed by a requery, never a second /pay.
 * Chosen because it is a Nigerian aggregator with airtime for all four networks and public, stable docs.
 */
export class VtpassAirtimeProvider extends AirtimeProvider {
  readonly name = 'vtpass';

  constructor(private readonly options: VtpassOptions) {
    super();
  }

  topUp(topUp: AirtimeTopUp): Promise<AirtimeOutcome> {
    return this.call('pay', {
      request_id: topUp.requestId,
      serviceID: SERVICE_IDS[topUp.network],
      amount: topUp.amountNgn,
      phone: `0${topUp.phone.replace(/^\+?234/, '')}`,
    });
  }

  requery(requestId: string): Promise<AirtimeOutcome> {
    return this.call('requery', { request_id: requestId });
  }

  private async call(path: 'pay' | 'requery', body: Record<string, unknown>): Promise<AirtimeOutcome> {
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'api-key': this.options.apiKey,
          'secret-key': this.options.secretKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      // The request may have reached VTpass: only a requery can tell.
      return {
        status: 'pending',
        reason: `VTpass unreachable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const reply = (await response.json().catch(() => null)) as VtpassReply | null;
    const said = `VTpass ${response.status} ${reply?.code ?? '-'}: ${reply?.response_description ?? 'no description'}`;
    if (!response.ok || !reply?.code) return { status: 'pending', reason: said };
    const transaction = reply.content?.transactions;
    if (reply.code === '000') {
      const status = transaction?.status?.toLowerCase();
      if (status === 'delivered')
        return {
          status: 'delivered',
          reference: transaction?.transactionId ? String(transaction.transactionId) : null,
        };
      if (status === 'failed' || status === 'reversed') return { status: 'failed', reason: `${said} (${status})` };
      return { status: 'pending', reason: `${said} (${status ?? 'no status'})` };
    }
    if (path === 'requery' && reply.code === NOT_FOUND) return { status: 'unknown', reason: said };
    if (REFUSED.has(reply.code)) return { status: 'failed', reason: said };
    if (IN_PROGRESS.has(reply.code)) return { status: 'pending', reason: said };
    // Anything else (system error, biller unreachable): unknown whether it was taken, so the next step requeries.
    return { status: 'pending', reason: said };
  }
}
