import { useEffect, useState } from 'react';
import { useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/** The LGAs of a state as the API knows them (the gazetteer), loaded with the form that needs them. */
export function useLgaChoices(state: string | undefined) {
  const [choices, setChoices] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    if (!state) {
      setChoices([]);
      return undefined;
    }
    import('@app/geo/places')
      .then(({ NIGERIAN_LGAS }) => {
        if (!live) return;
        setChoices(
          NIGERIAN_LGAS.filter((lga) => lga.state === state)
            .map((lga) => ({ id: lga.name, name: lga.name }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [state]);
  return choices;
}

/**
 * The chosen hospital's state becomes the area's state: the usual case, and the only one for a radius (drawn around
 * the hospital). LGAs chosen in another state are dropped.
 */
export function HospitalStateDefault() {
  const { setValue, getValues } = useFormContext();
  const hospitalId = useWatch({ name: 'hospital_id' }) as string | undefined;
  const { data: hospital } = useGetOne('hospitals', { id: hospitalId ?? '' }, { enabled: Boolean(hospitalId) });
  const state = hospital?.state as string | undefined;
  useEffect(() => {
    if (!state || getValues('area.state') === state) return;
    setValue('area.state', state, { shouldDirty: true });
    setValue('area.lgas', []);
  }, [state, getValues, setValue]);
  return null;
}
