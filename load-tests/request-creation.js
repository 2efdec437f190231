/* global __ENV, __VU, __ITER */
// k6 run load-tests/request-creation.js  (BASE_URL=..., VUS=20)
// Recipients creating blood requests: POST /v1/requests, each running the first wave of the targeted search.
// Run the API with the creation limits lifted (REQUESTS_OPEN_PER_ACCOUNT, RATE_LIMIT_REQUEST_ACCOUNT,
// RATE_LIMIT_REQUEST_IP), or every recipient is refused after a few requests.
import http from 'k6/http';
import { check } from 'k6';
import { BASE_URL, login } from './common.js';

export const options = {
  scenarios: { create: { executor: 'constant-vus', vus: Number(__ENV.VUS || 20), duration: __ENV.DURATION || '1m' } },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{scenario:create}': ['p(95)<300', 'p(99)<800'],
  },
};

export const setup = () => {
  const states = http.get(`${BASE_URL}/v1/util/states`).json('data.states');
  const lagos = states.find((state) => state.name === 'Lagos').id;
  const reason = http.get(`${BASE_URL}/v1/util/reasons?type=request`).json('data.reasons')[0].id;
  const recipients = Number(__ENV.RECIPIENTS || 20);
  return {
    lagos,
    reason,
    tokens: Array.from({ length: recipients }, (_, i) => login(`demo-recipient-${i + 1}@demo.bloodmatch.ng`)),
  };
};

export default ({ lagos, reason, tokens }) => {
  const body = {
    recipient: 'self',
    gender: 'Female',
    blood_group: ['A+', 'B+', 'O+', 'AB+'][__ITER % 4],
    reason_id: reason,
    units: 1 + (__ITER % 4),
    // Tomorrow in Lagos time: a request's date must lie within the booking horizon.
    date: new Date(Date.now() + 25 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    hospital: 'Lagos State University Teaching Hospital',
    physician: 'Dr Load',
    state_id: lagos,
    latitude: String(6.58 + (Math.random() - 0.5) * 0.05),
    longitude: String(3.35 + (Math.random() - 0.5) * 0.05),
  };
  const res = http.post(`${BASE_URL}/v1/requests`, JSON.stringify(body), {
    headers: { authorization: `Bearer ${tokens[__VU % tokens.length]}`, 'content-type': 'application/json' },
  });
  check(res, { 'status 201': (r) => r.status === 201 });
};
