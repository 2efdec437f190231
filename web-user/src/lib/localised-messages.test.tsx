import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastDonationStepForm, loginForm } from '@app/domain';
import { ApiError, silentApi } from './api-client';
import { useForm } from './forms';
import { changeLanguage, i18next } from './i18n';

/** The other languages load on demand: wait for the namespaces the messages need. */
const speak = async (language: 'en' | 'ha' | 'pcm') => {
  await changeLanguage(language);
  await i18next.loadNamespaces(['validation', 'api']);
};

describe('messages written in English by the shared schemas and the API', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await speak('en');
  });

  it("gives a form's field messages in the current language, and follows a switch", async () => {
    await speak('ha');
    const { result } = renderHook(() => useForm({ email: '', password: '' }));
    act(() => {
      result.current.check(loginForm);
    });
    expect(result.current.errors.email).toBe('Imel ba zai iya zama babu komai ba');

    await act(() => speak('pcm'));
    expect(result.current.errors.email).toBe('Email no fit dey empty');
  });

  it('keeps the value of a message that carries one', async () => {
    await speak('pcm');
    const { result } = renderHook(() => useForm({ month: '01', year: '1900' }));
    act(() => {
      result.current.check(lastDonationStepForm(new Date('2026-06-01T00:00:00Z')));
    });
    expect(result.current.errors.year).toBe('Year must pass 1926');
  });

  it("asks the API in the current language and localises the server's message and field errors", async () => {
    await speak('ha');
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ message: 'Incorrect email or password', errors: { email: 'Invalid email address' } }),
          { status: 401 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const failure = await silentApi
      .POST('/v1/auth/login', { body: { email: '', password: '' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Imel ko kalmar sirri ba daidai ba ne');
    expect((failure as ApiError).errors).toEqual({ email: 'Adireshin imel ba daidai ba ne' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('ha');
  });
});
