import type { BloodGroup } from '../blood/blood-group.js';
import type { RequestStatus } from './request-status.js';

/** Who a match joins: the request, its donor and its recipient, and where the donation happens. */
interface MatchOnRequest {
  request_id: string;
  match_id: string;
  donor_id: string;
  recipient_user_id: string;
  hospital: string;
}

/**
 * The events a blood request raises, shaped as the integration events of the same type in libs/contracts (the API
 * records each under its contract, which checks the payload); the domain stays free of the wire schemas.
 */
export type BloodRequestEvent =
  | {
      type: 'blood-request.created';
      payload: {
        request_id: string;
        recipient_user_id: string;
        blood_group: BloodGroup;
        units: number;
        hospital: string;
        /** The registry's hospital; null for a free-text one. */
        hospital_id: string | null;
        state_id: number;
        latitude: number;
        longitude: number;
        needed_at: string;
      };
    }
  | {
      type: 'blood-request.donors-targeted';
      payload: {
        request_id: string;
        donor_ids: string[];
        radius_km: number | null;
        wave: number;
        blood_group: BloodGroup;
        hospital: string;
        hospital_verified: boolean;
      };
    }
  | {
      type: 'blood-request.donor-matched';
      payload: MatchOnRequest & { needed_at: string; donor_code?: string };
    }
  | {
      type: 'blood-request.declined';
      payload: { request_id: string; donor_id: string; reason_id: number | null; reason: string | null };
    }
  | {
      type: 'blood-request.donation-confirmed';
      payload: {
        request_id: string;
        match_id: string;
        donor_id: string;
        recipient_user_id: string;
        donated_on: string;
        confirmed_by?: 'recipient' | 'hospital';
        hospital?: string;
      };
    }
  | {
      type: 'blood-request.donation-recorded-at-hospital';
      payload: { request_id: string; match_id: string; donor_id: string; hospital: string };
    }
  | { type: 'blood-request.donation-attempted'; payload: { request_id: string; match_id: string; donor_id: string } }
  | {
      type: 'blood-request.match-released';
      payload: MatchOnRequest & {
        released_by: 'donor' | 'recipient' | 'hospital';
        reason: 'account_deleted' | 'request_closed';
      };
    }
  | {
      type: 'blood-request.status-changed';
      payload: { request_id: string; recipient_user_id: string; from: RequestStatus; to: RequestStatus };
    };

export type BloodRequestEventType = BloodRequestEvent['type'];
