import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

const unauthorized = () => Promise.reject(new ApiError(401, 'Your session has expired'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createQueryClient: a 401', () => {
  it('of a query calls onUnauthorized once', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized });
    await expect(queryClient.fetchQuery({ queryKey: ['x'], queryFn: unauthorized })).rejects.toThrow(
      'Your session has expired',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('of a mutation calls onUnauthorized once', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized });
    const mutation = new MutationObserver(queryClient, { mutationFn: unauthorized });
    await expect(mutation.mutate()).rejects.toThrow('Your session has expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('of a query or mutation that opts out through its meta does not', async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createQueryClient({ onUnauthorized });
    const meta = { ignoreUnauthorized: true };
    await expect(queryClient.fetchQuery({ queryKey: ['invitation'], queryFn: unauthorized, meta })).rejects.toThrow();
    await expect(new MutationObserver(queryClient, { mutationFn: unauthorized, meta }).mutate()).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is told apart from other failures, which are only logged', async () => {
    const onUnauthorized = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = createQueryClient({ onUnauthorized });
    const failure = new ApiError(403, 'Forbidden');
    await expect(queryClient.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(failure) })).rejects.toThrow();
    await expect(
      new MutationObserver(queryClient, { mutationFn: () => Promise.reject(failure) }).mutate(),
    ).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(failure);
  });
});

describe('createQueryClient: a 403', () => {
  it('of a query or a mutation reads the session again (a member removed or no longer owner elsewhere)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sessionReads: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      sessionReads.push(new URL(String(input)).pathname);
      return Response.json({ companyId: 7 });
    });
    const queryClient = createQueryClient();
    const forbidden = () => Promise.reject(new ApiError(403, 'Create your company profile first.'));
    await expect(queryClient.fetchQuery({ queryKey: ['projects'], queryFn: forbidden })).rejects.toThrow();
    await vi.waitFor(() => expect(sessionReads).toEqual(['/api/user']));
    await expect(new MutationObserver(queryClient, { mutationFn: forbidden }).mutate()).rejects.toThrow();
    await vi.waitFor(() => expect(sessionReads).toHaveLength(2));
    await expect(
      queryClient.fetchQuery({ queryKey: ['gone'], queryFn: () => Promise.reject(new ApiError(404, 'Gone')) }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionReads).toHaveLength(2);
  });
});
