import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import type { WaitingWork } from '../queues/waiting-work';
import { ADMIN_API_URL, callAdminApi, fetchAdminText, httpClient, postRecordAction } from './http-client';

export interface DashboardFigures {
  figures: { registered_donors: number; donation_requests: number; successful_matches: number; advocates: number };
  queues: {
    open_reports: number;
    flagged_feedback: number;
    pending_applications: number;
    pending_testimonials: number;
    unconfirmed_crypto_donations: number;
    proposed_hospitals: number;
  };
  waiting: WaitingWork[];
}

export interface RevealedContact {
  id: RaRecord['id'];
  email: string;
  phone_number?: string;
}

/** Resources whose contact details are masked until a staff member reveals them (an audited action). */
export type ResourceWithContact = 'users' | 'advocate-applications' | 'partnership-messages' | 'money-donations';

export type ApplicationDecision = 'shortlisted' | 'accepted' | 'rejected';

/** The moderation calls that are not plain CRUD; each is audited by the API and answers the updated record. */
export interface AdminActions {
  getDashboard(): Promise<DashboardFigures>;
  /** What waits for staff per queue (the menu's counts). */
  getQueues(): Promise<WaitingWork[]>;
  warnUser(userId: RaRecord['id'], reason: string): Promise<RaRecord>;
  suspendUser(userId: RaRecord['id'], until: string, reason: string): Promise<RaRecord>;
  liftSuspension(userId: RaRecord['id'], reason: string): Promise<RaRecord>;
  revealContact(resource: ResourceWithContact, id: RaRecord['id']): Promise<RevealedContact>;
  decideApplication(applicationId: RaRecord['id'], decision: ApplicationDecision, message: string): Promise<RaRecord>;
  confirmCryptoDonation(donationId: RaRecord['id'], transactionHash: string): Promise<RaRecord>;
  retryAirtimeCredit(creditId: RaRecord['id']): Promise<RaRecord>;
  verifyHospital(hospitalId: RaRecord['id']): Promise<RaRecord>;
  suspendHospital(hospitalId: RaRecord['id'], reason: string): Promise<RaRecord>;
  /** Merges a duplicate into the hospital that stays; resolves to the kept hospital. */
  mergeHospital(duplicateId: RaRecord['id'], intoId: RaRecord['id']): Promise<RaRecord>;
  /** Stops a running appeal at once; answers the stopped appeal. */
  stopAppeal(appealId: RaRecord['id']): Promise<RaRecord>;
  uploadFile(file: File): Promise<string>;
  /** The whole filtered list as CSV, written (and audited) by the API: react-admin's own export asks for more rows than a page may have. */
  exportCsv(resource: string, params: { sort: SortPayload; filter: Record<string, unknown> }): Promise<string>;
}

export type AdminDataProvider = DataProvider & AdminActions;

/** What react-admin's ImageInput holds for a file chosen but not uploaded yet. */
interface PendingFile {
  rawFile: File;
  src?: string;
  title?: string;
}

const isPendingFile = (value: unknown): value is PendingFile =>
  typeof value === 'object' && value !== null && (value as PendingFile).rawFile instanceof File;

export function createDataProvider(apiUrl = ADMIN_API_URL): AdminDataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);

  const actions: AdminActions = {
    getDashboard: () => callAdminApi<DashboardFigures>('/dashboard'),
    getQueues: async () => (await callAdminApi<{ queues: WaitingWork[] }>('/queues')).queues,
    warnUser: (userId, reason) => postRecordAction('users', userId, 'warn', { reason }),
    suspendUser: (userId, until, reason) => postRecordAction('users', userId, 'suspend', { until, reason }),
    liftSuspension: (userId, reason) => postRecordAction('users', userId, 'lift-suspension', { reason }),
    revealContact: (resource, id) => postRecordAction(resource, id, 'reveal-contact'),
    decideApplication: (applicationId, decision, message) =>
      postRecordAction('advocate-applications', applicationId, 'decide', { decision, message }),
    confirmCryptoDonation: (donationId, transactionHash) =>
      postRecordAction('money-donations', donationId, 'confirm-crypto', { transaction_hash: transactionHash }),
    retryAirtimeCredit: (creditId) => postRecordAction('airtime-credits', creditId, 'retry'),
    verifyHospital: (hospitalId) => postRecordAction('hospitals', hospitalId, 'verify'),
    suspendHospital: (hospitalId, reason) => postRecordAction('hospitals', hospitalId, 'suspend', { reason }),
    mergeHospital: (duplicateId, intoId) => postRecordAction('hospitals', duplicateId, 'merge', { into_id: intoId }),
    stopAppeal: (appealId) => postRecordAction('appeals', appealId, 'stop'),
    uploadFile: async (file) => {
      const form = new FormData();
      form.append('file', file);
      const { url } = await callAdminApi<{ url: string }>('/uploads', { method: 'POST', body: form });
      return url;
    },
    exportCsv: (resource, { sort, filter }) => {
      const query = new URLSearchParams({
        sort: JSON.stringify([sort.field, sort.order]),
        filter: JSON.stringify(filter),
      });
      return fetchAdminText(`/${encodeURIComponent(resource)}/export?${query}`);
    },
  };

  // An article's image is chosen in the form as a File; it is uploaded first and the article keeps its URL.
  const withUploadedImage = async <T extends Partial<RaRecord>>(resource: string, data: T): Promise<T> => {
    if (resource !== 'articles') return data;
    const image = (data as { image?: unknown }).image;
    if (isPendingFile(image)) return { ...data, image: await actions.uploadFile(image.rawFile) };
    if (image && typeof image === 'object' && 'src' in image) return { ...data, image: (image as PendingFile).src };
    return data;
  };

  return {
    ...rest,
    create: async (resource, params) =>
      rest.create(resource, { ...params, data: await withUploadedImage(resource, params.data) }),
    update: async (resource, params) =>
      rest.update(resource, { ...params, data: await withUploadedImage(resource, params.data) }),
    ...actions,
  };
}

export const dataProvider = createDataProvider();
