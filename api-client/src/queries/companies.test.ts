import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allOtherCompaniesQueryOptions } from './companies';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Replaces `fetch` with `answer`, which gets each request's URL and returns the JSON body. */
function stubFetch(answer: (url: URL) => unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('allOtherCompaniesQueryOptions', () => {
  it('reads every page at the largest page size and joins them', async () => {
    const companies = Array.from({ length: 230 }, (_, index) => ({ id: index + 1, name: `Company ${index + 1}` }));
    const fetchMock = stubFetch((url) => {
      const offset = Number(url.searchParams.get('offset'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      return {
        content: companies.slice(offset * pageSize, (offset + 1) * pageSize),
        totalPages: Math.ceil(230 / pageSize),
        totalElements: 230,
      };
    });
    const result = await new QueryClient().fetchQuery(allOtherCompaniesQueryOptions());
    expect(result).toEqual(companies);
    const sent = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
    expect(sent.map((url) => url.pathname)).toEqual(Array(3).fill('/api/companies/others'));
    expect(sent.map((url) => url.search)).toEqual([
      '?offset=0&pageSize=100',
      '?offset=1&pageSize=100',
      '?offset=2&pageSize=100',
    ]);
  });

  it('asks once when everything fits one page, and once for an empty list', async () => {
    const fetchMock = stubFetch(() => ({ content: [], totalPages: 0, totalElements: 0 }));
    expect(await new QueryClient().fetchQuery(allOtherCompaniesQueryOptions())).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
