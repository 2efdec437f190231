/* global __ENV, __ITER */
// k6 run load-tests/appeals.js  (BASE_URL=..., OFFICER_TOKEN=..., VUS=50)
// A hospital raising urgent appeals while the donors they reach answer them: the officer raises one appeal a
// minute for every group in Lagos State; donors read their appeals (GET /v1/appeals) and answer "I'm coming" in a
// free slot, a few cancelling again. A filled appeal or a full slot (409) is an expected answer, not a failure.
// OFFICER_TOKEN: the bearer token of an officer of a verified hospital (officers sign in with an authenticator
// code, which a script cannot type: sign in once through /v1/hospital/auth and pass the token).
import http from 'k6/http';
import { check, fail } from 'k6';
import { BASE_URL, login } from './common.js';

http.setResponseCallback(http.expectedStatuses(200, 201, 409));

export const options = {
  scenarios: {
    raise: {
      executor: 'constant-arrival-rate',
      rate: 1,
      timeUnit: '1m',
      duration: __ENV.DURATION || '5m',
      preAllocatedVUs: 1,
      exec: 'raise',
    },
    answer: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 50),
      duration: __ENV.DURATION || '5m',
      exec: 'answer',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{scenario:raise}': ['p(95)<300'],
    'http_req_duration{scenario:answer}': ['p(95)<300', 'p(99)<800'],
  },
};

const json = (token) => ({ headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });

export const setup = () => {
  if (!__ENV.OFFICER_TOKEN) fail('OFFICER_TOKEN is required (an officer of a verified hospital)');
  const donors = Number(__ENV.DONORS || 200);
  return {
    officer: __ENV.OFFICER_TOKEN,
    tokens: Array.from({ length: donors }, (_, i) => login(`demo-donor-${i + 1}@demo.bloodmatch.ng`)),
  };
};

export const raise = ({ officer }) => {
  const body = {
    compatible_with: 'AB+',
    area: { kind: 'state', state: 'Lagos' },
    units_wanted: 20,
    until: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    reason: 'Load test: multiple casualties',
    per_hour: 10,
  };
  const res = http.post(`${BASE_URL}/v1/hospital/appeals`, JSON.stringify(body), json(officer));
  check(res, { 'raised 201': (r) => r.status === 201 });
};

export const answer = ({ tokens }) => {
  const token = tokens[__ITER % tokens.length];
  const appeals = http.get(`${BASE_URL}/v1/appeals`, json(token));
  check(appeals, { 'appeals 200': (r) => r.status === 200 });
  const open = (appeals.json('data') || []).find(
    (appeal) => appeal.my_response === null && appeal.status === 'running',
  );
  if (!open) return;
  const slot = open.slots.find((candidate) => candidate.taken < candidate.capacity);
  if (!slot) return;
  const res = http.post(
    `${BASE_URL}/v1/appeals/${open.id}/responses`,
    JSON.stringify({ slot_start: slot.start }),
    json(token),
  );
  check(res, {
    'coming, or thanked': (r) =>
      r.status === 201 || ['appeal.filled', 'appeal.slot_full', 'appeal_cannot_donate'].includes(r.json('code')),
  });
  // One in ten cannot come after all: their place is freed for another donor.
  if (res.status === 201 && __ITER % 10 === 0)
    check(http.del(`${BASE_URL}/v1/appeals/${open.id}/responses/mine`, null, json(token)), {
      'cancelled 200': (r) => r.status === 200,
    });
};
