/* global __ENV, __VU, __ITER */
// k6 run load-tests/donor-feed.js  (BASE_URL=https://api.example.ng, DONORS=50)
// A donor opening the dashboard and the requests page: GET /v1/requests/donor?limit=5 and ?page=1&limit=20.
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, login } from './common.js';

export const options = {
  scenarios: { feed: { executor: 'constant-vus', vus: Number(__ENV.VUS || 50), duration: __ENV.DURATION || '1m' } },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{scenario:feed}': ['p(95)<150', 'p(99)<400'],
  },
};

export const setup = () => {
  const donors = Number(__ENV.DONORS || 20);
  return { tokens: Array.from({ length: donors }, (_, i) => login(`demo-donor-${i + 1}@demo.bloodmatch.ng`)) };
};

export default ({ tokens }) => {
  const token = tokens[__VU % tokens.length];
  const limit = __ITER % 2 === 0 ? 5 : 20;
  const res = http.get(`${BASE_URL}/v1/requests/donor?page=1&limit=${limit}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  check(res, { 'status 200': (r) => r.status === 200 });
};
