import type { paths } from './api-schema';

/**
 * API v1 types, read from `api-schema.d.ts`, which is generated from the API's own OpenAPI document
 * (`npm run api:types -w web-user`; `npm run typecheck` fails when it is out of date). Only what the document
 * does not describe is written here: the reply envelope and the failure shape.
 */
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<Op> = Op extends { responses: infer Responses }
  ? Responses extends { 200: infer R }
    ? JsonOf<R>
    : Responses extends { 201: infer R }
      ? JsonOf<R>
      : never
  : never;
type JsonBody<Op> = Op extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;
/** The `data` of an endpoint's success reply, as documented by the API. */
export type DataOf<P extends keyof paths, M extends keyof paths[P]> =
  Success<paths[P][M]> extends { data: infer D } ? D : never;
/** The query parameters an endpoint takes, as documented by the API. */
export type QueryOf<P extends keyof paths, M extends keyof paths[P]> = NonNullable<
  paths[P][M] extends { parameters: { query?: infer Query } } ? Query : never
>;
/** The JSON body an endpoint accepts, as documented by the API. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = JsonBody<paths[P][M]>;

export interface ApiSuccess<T> {
  data: T;
  message?: string;
}

export interface ApiFailure {
  message?: string;
  code?: string;
  errors?: Record<string, string>;
}

export type PageInfo = DataOf<'/v1/notifications', 'get'>['page_info'];

export type State = DataOf<'/v1/util/states', 'get'>['states'][number];

/** The user as GET /v1/user returns it; id is a string (uuid). */
export type User = Pick<ApiUser, 'id' | 'first_name' | 'last_name' | 'email'> &
  Partial<Omit<ApiUser, 'id' | 'first_name' | 'last_name' | 'email'>>;
type ApiUser = DataOf<'/v1/user', 'get'>['user'];

export type LoginRequest = BodyOf<'/v1/auth/login', 'post'>;
export type LoginResponse = DataOf<'/v1/auth/login', 'post'>;
export type RegisterRequest = BodyOf<'/v1/auth/register', 'post'>;
export type OnboardingRequest = BodyOf<'/v1/user', 'put'>;

export type Place = DataOf<'/v1/util/places', 'get'>['places'][number];
export type PlacesReply = DataOf<'/v1/util/places', 'get'>;

export type PlatformStats = DataOf<'/v1/stats/platform', 'get'>;
export type Testimonial = DataOf<'/v1/testimonials', 'get'>['testimonials'][number];
export type Article = DataOf<'/v1/blogs/{id}', 'get'>['blog'];
/** A donation service (GET /v1/util/services); education levels and reasons have the same shape. */
export type Named = DataOf<'/v1/util/services', 'get'>['services'][number];

export type DonationPaymentRequest = BodyOf<'/v1/partnerships/donations', 'post'>;
export type DonationPaymentResponse = DataOf<'/v1/partnerships/donations', 'post'>;
export type CryptoPayment = Extract<DonationPaymentResponse, { address: string }>;
export type PartnershipRequest = BodyOf<'/v1/partnerships', 'post'>;
export type AdvocateRequest = BodyOf<'/v1/partnerships/advocates', 'post'>;

export type AppNotification = DataOf<'/v1/notifications', 'get'>['notifications'][number];
