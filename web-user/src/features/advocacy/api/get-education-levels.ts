import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface EducationLevelsReply {
  education_levels?: { name: string }[];
  /** The original app read the list from data.states; both are accepted. */
  states?: { name: string }[];
}

const FALLBACK = ['Secondary school', 'OND / NCE', 'HND / Bachelor’s degree', 'Master’s degree', 'Doctorate'];

export const getEducationLevels = () =>
  api
    .get<EducationLevelsReply>('/util/education-levels', { silent: true })
    .then((data) => (data?.education_levels ?? data?.states ?? []).map((level) => level.name))
    .then((names) => (names.length ? names : FALLBACK))
    .catch(() => FALLBACK);

export const educationLevelsQueryOptions = () =>
  queryOptions({ queryKey: ['util', 'education-levels'], queryFn: getEducationLevels, staleTime: Infinity });

export const useEducationLevels = () => useQuery(educationLevelsQueryOptions());
