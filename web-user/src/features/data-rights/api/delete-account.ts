import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { deleteAccountForm, type DeleteAccountForm } from '@app/domain';

export const deleteAccountInput = deleteAccountForm;

/** DELETE /v1/user with the password: the account and its personal data are erased. */
export const deleteAccount = (body: DeleteAccountForm) => request<unknown>('DELETE', '/user', { body, silent: true });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
