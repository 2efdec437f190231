/**
 * Checked by `tsc -p web-user/tsconfig.json` (npm run typecheck), never run: each `@ts-expect-error` fails the check
 * once the client stops refusing the call under it, so a path, parameter or body outside the generated API types
 * cannot slip back in.
 */
import { api, dataOf, silentApi } from './api-client';

export const typeTests = [
  () => dataOf(api.GET('/v1/user')),
  () => dataOf(api.PUT('/v1/notifications/{id}/read', { params: { path: { id: 'n1' } } })),
  () => dataOf(silentApi.POST('/v1/auth/password-reset', { body: { email: 'a@b.co', base_url: 'https://app' } })),

  // @ts-expect-error a path the API does not have
  () => api.GET('/v1/no-such-route'),
  // @ts-expect-error a path without its /v1 prefix
  () => api.GET('/user'),
  // @ts-expect-error a method the route does not take
  () => api.DELETE('/v1/util/states'),
  // @ts-expect-error a path parameter left out
  () => api.PUT('/v1/notifications/{id}/read'),
  // @ts-expect-error a path parameter of the wrong name
  () => api.PUT('/v1/notifications/{id}/read', { params: { path: { notification: 'n1' } } }),
  // @ts-expect-error a query parameter the route does not take
  () => api.GET('/v1/requests/donor', { params: { query: { colour: 'red' } } }),
  // @ts-expect-error a required body field left out
  () => api.POST('/v1/auth/password-reset', { body: { base_url: 'https://app' } }),
  // @ts-expect-error a body field of the wrong type
  () => api.POST('/v1/auth/login', { body: { email: 'a@b.co', password: 42 } }),
  // @ts-expect-error the untyped client is gone
  () => api.get('/user'), // eslint-disable-line no-restricted-syntax -- the refused call itself
  // @ts-expect-error the reply's data is the documented one
  async () => (await dataOf(api.GET('/v1/user'))).user.favourite_colour,
];
