/* global __ENV */
// Shared by the k6 scenarios: BASE_URL, and a token from the demo accounts (npm run seed:demo).
import http from 'k6/http';

export const BASE_URL = __ENV.BASE_URL || 'http://localhost:3000';
export const DEMO_PASSWORD = __ENV.DEMO_PASSWORD || 'demo-blood-match-2026';

export const login = (email) => {
  const res = http.post(`${BASE_URL}/v1/auth/login`, JSON.stringify({ email, password: DEMO_PASSWORD }), {
    headers: { 'content-type': 'application/json' },
  });
  return res.json('data.token');
};
