import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventContract, PayloadOf } from '@app/contracts';
import { recordEvent } from '@app/messaging';

/** An event as a domain model raises it: shaped as the integration event of the same type, without the wire schema. */
interface RaisedEvent {
  type: string;
  payload: unknown;
}

type ContractsFor<Event extends RaisedEvent> = { [Type in Event['type']]: EventContract<Type, unknown> };

/** The event types whose raised payload their contract would not accept. */
type Unaccepted<Event extends RaisedEvent, Contracts extends ContractsFor<Event>> = {
  [Type in Event['type']]: Extract<Event, { type: Type }>['payload'] extends PayloadOf<Contracts[Type]> ? never : Type;
}[Event['type']];

/**
 * The contract each event of a model is recorded under: every event type needs one, and one whose schema would
 * refuse the payload the model raises fails to compile, naming the event.
 */
export const eventContracts =
  <Event extends RaisedEvent>() =>
  <Contracts extends ContractsFor<Event>>(
    contracts: Contracts &
      ([Unaccepted<Event, Contracts>] extends [never] ? unknown : { unaccepted: Unaccepted<Event, Contracts> }),
  ): ContractsFor<Event> =>
    contracts;

/** Records a model's events in the outbox, in the caller's unit of work (each payload checked by its contract). */
export const recordModelEvents = <Event extends RaisedEvent>(
  em: EntityManager,
  contracts: ContractsFor<Event>,
  aggregateId: string,
  events: readonly Event[],
) => {
  for (const event of events) {
    recordEvent(
      em,
      contracts[event.type as Event['type']] as EventContract<string, unknown>,
      aggregateId,
      event.payload,
    );
  }
};
