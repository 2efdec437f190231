import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DonationPaymentRequest, DonationPaymentResponse } from '@/lib/api-types';
import { donationForm } from '@app/domain';

export const createDonationPaymentInput = donationForm;

export const createDonationPayment = (body: DonationPaymentRequest) =>
  api.post<DonationPaymentResponse>('/partnerships/donations', body);

export const useCreateDonationPayment = () => useMutation({ mutationFn: createDonationPayment });
