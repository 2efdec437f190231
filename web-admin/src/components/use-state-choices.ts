import { usePublicData } from './use-public-data';

type State = { id: number; name: string };

/** The states as the user API lists them (GET /v1/util/states, public reference data), for the state filter. */
export function useStateChoices(): State[] {
  const states = usePublicData<{ states?: State[] }>('/v1/util/states');
  return states.state === 'ready' ? (states.data.states ?? []) : [];
}
