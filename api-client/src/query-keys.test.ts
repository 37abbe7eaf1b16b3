import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { companyKeys, referenceKeys } from './query-keys';

describe('query keys', () => {
  it('put every company list under lists(), so one invalidation refreshes them all and no detail', async () => {
    const queryClient = createQueryClient();
    const lists = [
      companyKeys.list({ scope: 'approved' }),
      companyKeys.list({ scope: 'others' }),
      companyKeys.list({ scope: 'non-approved', offset: 2, pageSize: 10 }),
    ];
    for (const key of lists) queryClient.setQueryData(key, []);
    queryClient.setQueryData(companyKeys.detail(4), { id: 4 });
    queryClient.setQueryData(referenceKeys.list('skills'), []);

    await queryClient.invalidateQueries({ queryKey: companyKeys.lists() });

    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(companyKeys.detail(4))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(referenceKeys.list('skills'))?.isInvalidated).toBe(false);
  });

  it('give one list one entry per query sent', () => {
    expect(companyKeys.list({ scope: 'others' })).toEqual(['companies', 'list', { scope: 'others' }]);
    expect(companyKeys.list({ scope: 'others', offset: 1 })).not.toEqual(companyKeys.list({ scope: 'others' }));
    expect(referenceKeys.list('skills')).toEqual(['reference', 'list', 'skills']);
  });
});
