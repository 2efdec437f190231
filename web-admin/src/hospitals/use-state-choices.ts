import { useEffect, useState } from 'react';

/** The states as the user API lists them (GET /v1/util/states, public reference data), for the state filter. */
export function useStateChoices() {
  const [choices, setChoices] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    fetch('/v1/util/states')
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { states?: { id: number; name: string }[] } } | null) => {
        if (live) setChoices(body?.data?.states ?? []);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return choices;
}
