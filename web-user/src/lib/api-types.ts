import type { paths } from './api-schema';

/**
 * API v1 types. Endpoints the API already documents are read from `api-schema.d.ts`, generated from its
 * OpenAPI document (`npm run api:types -w web-user` with the API running); the rest (content, stats,
 * notifications, partnerships, uploads: other issues) are written by hand from spec section 7 until they land.
 */
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<Op> = Op extends { responses: infer Responses }
  ? Responses extends { 200: infer R }
    ? JsonOf<R>
    : Responses extends { 201: infer R }
      ? JsonOf<R>
      : never
  : never;
/** The `data` of an endpoint's success reply, as documented by the API. */
export type DataOf<P extends keyof paths, M extends keyof paths[P]> =
  Success<paths[P][M]> extends { data: infer D } ? D : never;
export interface ApiSuccess<T> {
  data: T;
  message?: string;
}

export interface ApiFailure {
  message?: string;
  errors?: Record<string, string>;
}

export interface PageInfo {
  total: number;
  total_pages: number;
}

export type State = DataOf<'/v1/util/states', 'get'>['states'][number];

/** The user as GET /v1/user returns it; id is a string (uuid). */
export type User = Pick<ApiUser, 'id' | 'first_name' | 'last_name' | 'email'> &
  Partial<Omit<ApiUser, 'id' | 'first_name' | 'last_name' | 'email'>>;
type ApiUser = DataOf<'/v1/user', 'get'>['user'];

export interface LoginRequest {
  email: string;
  password: string;
  base_url: string;
}

export type LoginResponse = DataOf<'/v1/auth/login', 'post'>;

export interface RegisterRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  base_url: string;
}

export interface OnboardingRequest {
  gender: string;
  dob: string;
  blood_group: string;
  state_id: number;
  longitude: number;
  latitude: number;
  address: string;
  last_donation_date: string | null;
}

export type Place = DataOf<'/v1/util/places', 'get'>['places'][number];
export type PlacesReply = DataOf<'/v1/util/places', 'get'>;

export interface PlatformStats {
  registered_donors: number;
  donation_requests: number;
  successful_matches: number;
  advocates: number;
}

export interface Testimonial {
  id?: string | number;
  name: string;
  state?: string | null;
  summary?: string | null;
  type?: 'donor' | 'recipient' | (string & {});
}

export interface Article {
  id: string | number;
  title: string;
  content: string;
  created_on: string;
  image?: string | null;
}

export interface Named {
  id: number | string;
  name: string;
}

export interface DonationPaymentRequest {
  name: string;
  email: string;
  phone_number: string;
  amount: number;
  currency: string;
  redirect_url: string;
  service_id: number | string;
}

export interface CryptoPayment {
  address: string;
  cryptoAmount: string | number;
  coin: string;
  network: string;
}

export type DonationPaymentResponse = { authorization_url: string } | CryptoPayment;

export interface PartnershipRequest {
  name: string;
  email: string;
  description: string;
  is_organization: boolean;
}

export interface AdvocateRequest {
  name: string;
  email: string;
  phone_number: string;
  state: string;
  age: number;
  education_level: string;
  bio: string;
  jbm_description: string;
  advocate_reason: string;
  passport: string;
  cv: string;
}

export interface AppNotification {
  id: string | number;
  title: string;
  body: string;
  /** Where the notification leads in the app (e.g. /app/requests?id=...), or null. */
  url?: string | null;
  read?: boolean;
}
