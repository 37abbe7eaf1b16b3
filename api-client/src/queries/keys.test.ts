import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { nonApprovedCompaniesQueryOptions } from './admin';
import {
  applicationKeys,
  applicationTalentQueryOptions,
  receivedApplicationsQueryOptions,
  sentApplicationsOverviewQueryOptions,
  sentApplicationsQueryOptions,
} from './applications';
import { auditKeys, auditQueryOptions } from './audit';
import { allOtherCompaniesQueryOptions, companyKeys, companyQueryOptions } from './companies';
import { filterKeys, filtersQueryOptions } from './filters';
import { partnerGroupKeys, partnerGroupsQueryOptions } from './partner-groups';
import {
  browsePositionsQueryOptions,
  ownPositionsPartialQueryOptions,
  positionKeys,
  positionQueryOptions,
  projectPositionsQueryOptions,
} from './positions';
import { companyProjectsQueryOptions, projectKeys, projectQueryOptions } from './projects';
import { referenceKeys, skillsQueryOptions } from './reference';
import {
  browseTalentsQueryOptions,
  myTalentsPartialQueryOptions,
  myTalentsQueryOptions,
  talentKeys,
  talentPublicityQueryOptions,
  talentQueryOptions,
} from './talents';

/** Whether `key` sits under `prefix`: `invalidateQueries({ queryKey: prefix })` matches it (objects partially). */
const startsWith = (key: ReadonlyArray<unknown>, prefix: ReadonlyArray<unknown>) =>
  expect(partialMatchKey(key, prefix)).toBe(true);

describe('key factories', () => {
  const factories = { partnerGroupKeys, projectKeys, positionKeys, talentKeys, filterKeys, auditKeys, applicationKeys };

  it.each(Object.entries(factories))('%s: lists and details sit under all, each list under lists()', (_, keys) => {
    startsWith(keys.lists(), keys.all);
    startsWith(keys.list({ page: 2 }), keys.lists());
    startsWith(keys.details(), keys.all);
    startsWith(keys.detail(7), keys.details());
    expect(keys.list({ page: 2 })).not.toEqual(keys.list({ page: 3 }));
  });

  it('keep every resource apart', () => {
    const roots = [referenceKeys, companyKeys, ...Object.values(factories)].map((keys) => keys.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('put the talent of an application under the application, and the bench sharing under talents but no list', () => {
    startsWith(applicationKeys.talent(5), applicationKeys.detail(5));
    startsWith(talentKeys.publicity(), talentKeys.all);
    expect(talentKeys.publicity().slice(0, talentKeys.lists().length)).not.toEqual(talentKeys.lists());
  });

  it('put every company list under lists(), so one invalidation refreshes them all and no detail', async () => {
    const queryClient = new QueryClient();
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

describe('query options', () => {
  const browse = { offset: '0', pageSize: '10', sort: 'rate', ascending: 'true' } as const;

  it.each([
    ['skills', skillsQueryOptions.queryKey, referenceKeys.lists()],
    ['a company', companyQueryOptions(4).queryKey, companyKeys.details()],
    ['the partner-group picker', allOtherCompaniesQueryOptions().queryKey, companyKeys.lists()],
    [
      'the pending companies',
      nonApprovedCompaniesQueryOptions({ offset: 0, pageSize: 10 }).queryKey,
      companyKeys.list({ scope: 'non-approved' }),
    ],
    ['the audit trail', auditQueryOptions({ offset: 0, pageSize: 20 }).queryKey, auditKeys.lists()],
    ['partner groups', partnerGroupsQueryOptions().queryKey, partnerGroupKeys.lists()],
    [
      'a company’s projects',
      companyProjectsQueryOptions({ companyId: 7, offset: 0, pageSize: 10, sort: 'startDate', ascending: true })
        .queryKey,
      projectKeys.lists(),
    ],
    ['a project', projectQueryOptions(3).queryKey, projectKeys.details()],
    ['a project’s positions', projectPositionsQueryOptions(3).queryKey, positionKeys.lists()],
    ['a position', positionQueryOptions(4).queryKey, positionKeys.details()],
    [
      'browsed positions',
      browsePositionsQueryOptions({ ...browse, sort: 'datePosted' }).queryKey,
      positionKeys.lists(),
    ],
    ['own positions', ownPositionsPartialQueryOptions().queryKey, positionKeys.lists()],
    ['the bench', myTalentsQueryOptions().queryKey, talentKeys.lists()],
    ['the bench, short', myTalentsPartialQueryOptions().queryKey, talentKeys.lists()],
    ['a talent', talentQueryOptions(9).queryKey, talentKeys.details()],
    ['browsed talents', browseTalentsQueryOptions(browse).queryKey, talentKeys.lists()],
    ['the bench sharing', talentPublicityQueryOptions().queryKey, talentKeys.all],
    ['saved filters', filtersQueryOptions().queryKey, filterKeys.lists()],
    ['sent applications', sentApplicationsQueryOptions().queryKey, applicationKeys.lists()],
    ['the sent overview', sentApplicationsOverviewQueryOptions().queryKey, applicationKeys.lists()],
    ['received applications', receivedApplicationsQueryOptions(4).queryKey, applicationKeys.lists()],
    ['an application’s talent', applicationTalentQueryOptions(5).queryKey, applicationKeys.detail(5)],
  ])('key %s under its resource', (_, key, prefix) => {
    startsWith(key, prefix);
  });

  it('key a list by what it sends, so two pages are two entries and one page is one', () => {
    expect(projectPositionsQueryOptions(3).queryKey).toEqual(positionKeys.list({ projectId: 3 }));
    expect(positionQueryOptions(4).queryKey).toEqual(positionKeys.detail(4));
    expect(filtersQueryOptions().queryKey).toEqual(filterKeys.list({}));
    expect(auditQueryOptions({ offset: 1, pageSize: 20 }).queryKey).toEqual(
      auditKeys.list({ offset: 1, pageSize: 20 }),
    );
    expect(browseTalentsQueryOptions({ ...browse, offset: '1' }).queryKey).not.toEqual(
      browseTalentsQueryOptions(browse).queryKey,
    );
  });
});
