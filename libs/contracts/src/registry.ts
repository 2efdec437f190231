import { eventEnvelopeSchema, type EventContract, type EventEnvelope } from './event-contract.js';
import * as accounts from './events/accounts.events.js';
import * as appeals from './events/appeals.events.js';
import * as bloodRequests from './events/blood-requests.events.js';
import * as community from './events/community.events.js';
import * as donors from './events/donors.events.js';
import * as spend from './events/spend.events.js';

export const EVENT_CONTRACTS: EventContract[] = [
  ...Object.values(accounts),
  ...Object.values(bloodRequests),
  ...Object.values(donors),
  ...Object.values(community),
  ...Object.values(spend),
  ...Object.values(appeals),
] as EventContract[];

const byTypeAndVersion = new Map(EVENT_CONTRACTS.map((contract) => [`${contract.type}@${contract.version}`, contract]));

export class UnknownEventError extends Error {}

/** The contract for an event's type and version; an unknown one fails loudly rather than being skipped. */
export const contractFor = (type: string, version: number): EventContract => {
  const contract = byTypeAndVersion.get(`${type}@${version}`);
  if (!contract)
    throw new UnknownEventError(`No contract for event ${type} version ${version}: deploy a consumer that knows it`);
  return contract;
};

/** Validates an envelope read from the outbox or Kafka, and its payload against its contract. */
export const parseEnvelope = (raw: unknown): EventEnvelope => {
  const envelope = eventEnvelopeSchema.parse(raw);
  const payload = contractFor(envelope.type, envelope.version).payload.parse(envelope.payload);
  return { ...envelope, payload };
};
