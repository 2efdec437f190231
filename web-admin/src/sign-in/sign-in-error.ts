/** The message to show for a failed sign-in step: the API's own words, or the field error it names. */
export function signInErrorMessage(error: unknown): string {
  const body = (error as { body?: { errors?: Record<string, string> } })?.body;
  const fieldError = body?.errors ? Object.values(body.errors)[0] : undefined;
  if (fieldError) return fieldError;
  const status = (error as { status?: number })?.status;
  if (status === 429) return 'Too many attempts. Wait a few minutes, then try again.';
  const message = (error as { message?: string })?.message;
  return message && message !== 'Failed to fetch' ? message : 'The server cannot be reached. Try again.';
}
