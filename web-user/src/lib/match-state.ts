import type { State } from '@/lib/api-types';

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\bstate\b/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const ALIASES: Record<string, string> = { fct: 'federal capital territory', abuja: 'federal capital territory' };

/** The state of the list whose name matches a place's state name ("FCT", "Lagos State" and "lagos" included). */
export function matchState(states: State[], name: string | null | undefined): State | undefined {
  if (!name) return undefined;
  const wanted = normalise(name);
  const target = ALIASES[wanted] ?? wanted;
  return states.find((state) => {
    const candidate = normalise(state.name);
    return candidate === target || (ALIASES[candidate] ?? candidate) === target;
  });
}
