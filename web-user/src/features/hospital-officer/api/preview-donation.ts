import { useMutation } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import type { DataOf } from '@/lib/api-types';

export type DonationPreview = DataOf<'/v1/hospital/donations/preview', 'get'>;

/**
 * GET /v1/hospital/donations/preview: whom a code belongs to at the officer's hospital, before recording. A wrong
 * code counts against the same limit as recording; its refusal is shown in the form.
 */
export const usePreviewDonation = () =>
  useMutation({
    mutationFn: (code: string) =>
      dataOf(silentApi.GET('/v1/hospital/donations/preview', { params: { query: { code } } })),
  });
