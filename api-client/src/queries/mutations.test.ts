import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { User } from '@benchlink/contracts/auth';
import type { Paged } from '@benchlink/contracts/common';
import type { Company } from '@benchlink/contracts/companies';
import { resetSession, setSession } from '@benchlink/api-client/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { approveCompanyMutation } from './admin';
import {
  applicationKeys,
  cancelApplicationMutation,
  decideApplicationMutation,
  sentApplicationsQueryOptions,
} from './applications';
import { companyKeys, saveCompanyProfileMutation } from './companies';
import { filterKeys } from './filters';
import { withConfig, type MutationDefinition } from './mutation-config';
import { deletePartnerGroupMutation, partnerGroupKeys } from './partner-groups';
import { positionKeys, savePositionMutation } from './positions';
import { deleteProjectMutation, projectKeys } from './projects';
import { referenceKeys } from './reference';
import { saveTalentMutation, talentKeys } from './talents';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

type Sent = { method: string; path: string; search: string; body: unknown };

/** Replaces `fetch` with one that records each request and answers `status` with `body` as JSON. */
function stubFetch(body: unknown, status = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

/** Runs a module's mutation on `queryClient` as its hook would (with the caller's `config`), without React. */
function run<TData, TVariables>(
  queryClient: QueryClient,
  definition: MutationDefinition<TData, TVariables>,
  variables: TVariables,
  config: Parameters<typeof withConfig<TData, TVariables>>[1] = {},
) {
  return new MutationObserver(queryClient, withConfig(definition, config)).mutate(variables);
}

/** A fresh client holding one entry per key, none stale yet. */
function clientWith(keys: ReadonlyArray<ReadonlyArray<unknown>>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) queryClient.setQueryData(key, []);
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: ReadonlyArray<unknown>) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('mutations invalidate through the key factories', () => {
  it('deleting a partner group re-reads the groups and the projects, not the positions', async () => {
    const keys = [
      partnerGroupKeys.lists(),
      projectKeys.list({ companyId: 7 }),
      projectKeys.detail(3),
      positionKeys.list({ projectId: 3 }),
    ];
    const queryClient = clientWith(keys);
    const sent = stubFetch({ message: ['Deleted'] });

    await run(queryClient, deletePartnerGroupMutation(queryClient), 4);

    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/companies/partners', search: '?partnerGroupId=4', body: undefined },
    ]);
    expect(keys.map((key) => invalidated(queryClient, key))).toEqual([true, true, true, false]);
  });

  it('saving a position re-reads positions and projects (their open positions), not talents', async () => {
    const keys = [
      positionKeys.list({ projectId: 3 }),
      positionKeys.detail(8),
      projectKeys.detail(3),
      talentKeys.lists(),
    ];
    const queryClient = clientWith(keys);
    const sent = stubFetch({ id: 8 });

    await run(queryClient, savePositionMutation(queryClient), { id: 8, data: { hoursPerWeek: 32 } as never });

    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /api/positions/8']);
    expect(keys.map((key) => invalidated(queryClient, key))).toEqual([true, true, true, false]);
  });

  it('deleting a project forgets it and re-reads project and position lists', async () => {
    const queryClient = clientWith([
      projectKeys.detail(3),
      projectKeys.list({ companyId: 7 }),
      positionKeys.list({ projectId: 5 }),
      filterKeys.lists(),
    ]);
    stubFetch({ message: ['Deleted'] });

    await run(queryClient, deleteProjectMutation(queryClient), 3);

    expect(queryClient.getQueryState(projectKeys.detail(3))).toBeUndefined();
    expect(invalidated(queryClient, projectKeys.list({ companyId: 7 }))).toBe(true);
    expect(invalidated(queryClient, positionKeys.list({ projectId: 5 }))).toBe(true);
    expect(invalidated(queryClient, filterKeys.lists())).toBe(false);
  });

  it('saving a talent caches the answer and re-reads every talent list, not the bench sharing', async () => {
    const queryClient = clientWith([
      talentKeys.list({ scope: 'mine' }),
      talentKeys.list({ scope: 'browse' }),
      talentKeys.publicity(),
    ]);
    const saved = { id: 9, rate: 55 };
    stubFetch(saved, 201);

    await run(queryClient, saveTalentMutation(queryClient), { data: { rate: 55 } as never });

    expect(queryClient.getQueryData(talentKeys.detail(9))).toEqual(saved);
    expect(invalidated(queryClient, talentKeys.list({ scope: 'mine' }))).toBe(true);
    expect(invalidated(queryClient, talentKeys.list({ scope: 'browse' }))).toBe(true);
    expect(invalidated(queryClient, talentKeys.publicity())).toBe(false);
  });

  it('cancelling an application drops it from the sent list at once and re-reads applications and positions', async () => {
    const queryClient = clientWith([
      applicationKeys.list({ scope: 'sent-overview' }),
      positionKeys.lists(),
      projectKeys.lists(),
    ]);
    const { queryKey } = sentApplicationsQueryOptions();
    queryClient.setQueryData(queryKey, [{ id: 11 }, { id: 12 }] as never);
    stubFetch({ id: 12 });

    await run(queryClient, cancelApplicationMutation(queryClient), 12);

    expect(queryClient.getQueryData(queryKey)).toEqual([{ id: 11 }]);
    expect(invalidated(queryClient, queryKey)).toBe(true);
    expect(invalidated(queryClient, applicationKeys.list({ scope: 'sent-overview' }))).toBe(true);
    expect(invalidated(queryClient, positionKeys.lists())).toBe(true);
    expect(invalidated(queryClient, projectKeys.lists())).toBe(false);
  });

  it('deciding on an application sends the decision and re-reads applications and positions', async () => {
    const queryClient = clientWith([
      applicationKeys.list({ scope: 'received', positionId: 4 }),
      positionKeys.detail(4),
    ]);
    const sent = stubFetch({ id: 11 });

    await run(queryClient, decideApplicationMutation(queryClient), { id: 11, decision: 'reject' });

    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /api/companies/applications/reject/11']);
    expect(invalidated(queryClient, applicationKeys.list({ scope: 'received', positionId: 4 }))).toBe(true);
    expect(invalidated(queryClient, positionKeys.detail(4))).toBe(true);
  });

  it('approving a company takes it off every pending page, caches its profile and re-reads the company lists only', async () => {
    const pending = (ids: number[]): Paged<Company> => ({
      content: ids.map((id) => ({ id }) as Company),
      totalElements: 11,
      totalPages: 2,
    });
    const firstPage = companyKeys.list({ scope: 'non-approved', offset: 0, pageSize: 10 });
    const queryClient = clientWith([referenceKeys.list('skills')]);
    queryClient.setQueryData(firstPage, pending([4, 5]));
    const approved = { id: 4, approved: true };
    stubFetch(approved);

    await run(queryClient, approveCompanyMutation(queryClient), 4);

    expect(queryClient.getQueryData<Paged<Company>>(firstPage)).toEqual({
      content: [{ id: 5 }],
      totalElements: 10,
      totalPages: 2,
    });
    expect(queryClient.getQueryData(companyKeys.detail(4))).toEqual(approved);
    expect(invalidated(queryClient, firstPage)).toBe(true);
    expect(invalidated(queryClient, referenceKeys.list('skills'))).toBe(false);
  });

  it('creating the company profile re-reads the session, so the new company id reaches the shell', async () => {
    const queryClient = clientWith([companyKeys.list({ scope: 'approved' })]);
    setSession({ id: 2, username: 'jdoe' } as User);
    const sent = stubFetch({ id: 9, name: 'Acme Labs' }, 201);

    const result = await run(queryClient, saveCompanyProfileMutation(queryClient), {
      isNew: true,
      data: { name: 'Acme Labs' } as never,
      images: {},
    });

    expect(result).toEqual({ company: { id: 9, name: 'Acme Labs' }, imageError: null });
    expect(queryClient.getQueryData(companyKeys.detail(9))).toEqual({ id: 9, name: 'Acme Labs' });
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/companies', 'GET /api/user']);
    expect(invalidated(queryClient, companyKeys.list({ scope: 'approved' }))).toBe(true);
  });
});

describe('withConfig', () => {
  it("runs the caller's onSuccess after the cache update, with the result and the variables", async () => {
    const queryClient = clientWith([partnerGroupKeys.lists()]);
    stubFetch({ message: ['Deleted'] });
    const order: string[] = [];
    const definition = deletePartnerGroupMutation(queryClient);

    await run(
      queryClient,
      {
        ...definition,
        onSuccess: async (...args) => {
          await definition.onSuccess?.(...args);
          order.push('cache');
        },
      },
      4,
      { onSuccess: (data, id) => void order.push(`caller ${id} ${JSON.stringify(data)}`) },
    );

    expect(order).toEqual(['cache', 'caller 4 {"message":["Deleted"]}']);
  });

  it("leaves the caller's onError to the caller and keeps the cache as it was", async () => {
    const queryClient = clientWith([partnerGroupKeys.lists()]);
    stubFetch({ message: ['Not found'] }, 404);
    const onError = vi.fn();
    const onSuccess = vi.fn();

    await expect(
      run(queryClient, deletePartnerGroupMutation(queryClient), 4, { onError, onSuccess }),
    ).rejects.toMatchObject({ status: 404, message: 'Not found' });

    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(invalidated(queryClient, partnerGroupKeys.lists())).toBe(false);
  });
});
