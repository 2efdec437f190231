import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { DonationPaymentRequest } from '@/lib/api-types';
import { donationForm } from '@app/domain';

export const createDonationPaymentInput = donationForm;

export const createDonationPayment = (body: DonationPaymentRequest) =>
  dataOf(api.POST('/v1/partnerships/donations', { body }));

export const useCreateDonationPayment = () => useMutation({ mutationFn: createDonationPayment });
