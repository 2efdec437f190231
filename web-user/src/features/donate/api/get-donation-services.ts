import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Named } from '@/lib/api-types';

export const getDonationServices = () =>
  api
    .get<{ services: Named[] }>('/util/services', { query: { type: 'donation' }, silent: true })
    .then((data) => data?.services ?? []);

export const donationServicesQueryOptions = () =>
  queryOptions({ queryKey: ['util', 'services', 'donation'], queryFn: getDonationServices, staleTime: Infinity });

export const useDonationServices = () => useQuery(donationServicesQueryOptions());

/** The crypto provider is labelled "Crypto", the others "Cash" (catalogue keys). */
export const isCryptoService = (service: Named) => /crypto|coin/i.test(service.name);
export const serviceLabel = (service: Named) =>
  isCryptoService(service) ? 'donate:methods.crypto' : 'donate:methods.cash';
