import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DonationService = DataOf<'/v1/util/services', 'get'>['services'][number];

export const getDonationServices = () =>
  dataOf(silentApi.GET('/v1/util/services', { params: { query: { type: 'donation' } } })).then(
    (data) => data?.services ?? [],
  );

export const donationServicesQueryOptions = () =>
  queryOptions({ queryKey: ['util', 'services', 'donation'], queryFn: getDonationServices, staleTime: Infinity });

export const useDonationServices = () => useQuery(donationServicesQueryOptions());

/**
 * The crypto provider is labelled "Crypto"; the card one by what the payer will meet ("Card or bank transfer
 * (Paystack)"), where the spec's "Cash" told them nothing (catalogue keys).
 */
export const serviceLabel = (service: Pick<DonationService, 'kind'>) =>
  service.kind === 'crypto' ? 'donate:methods.crypto' : 'donate:methods.card';
