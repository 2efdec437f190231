import { useMutation } from '@tanstack/react-query';
import { dataOf, silentApi } from '@/lib/api-client';
import { deleteAccountForm, type DeleteAccountForm } from '@app/domain';

export const deleteAccountInput = deleteAccountForm;

/** DELETE /v1/user with the password: the account and its personal data are erased. */
export const deleteAccount = (body: DeleteAccountForm) => dataOf(silentApi.DELETE('/v1/user', { body }));

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
