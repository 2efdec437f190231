import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

/** The seeded levels, each with its name (what the form sends) and its label in the reader's language. */
export const getEducationLevels = () =>
  dataOf(api.GET('/v1/util/education-levels')).then((data) =>
    data.education_levels.map(({ name, label }) => ({ name, label })),
  );

export const educationLevelsQueryOptions = () =>
  queryOptions({ queryKey: ['util', 'education-levels'], queryFn: getEducationLevels, staleTime: Infinity });

export const useEducationLevels = () => useQuery(educationLevelsQueryOptions());
