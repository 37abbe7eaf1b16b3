import { describe, expect, it } from 'vitest';
import {
  readIdList,
  readPositionFilters,
  readTalentFilters,
  toPositionsQuery,
  toTalentsQuery,
  writePositionFilters,
  writeTalentFilters,
} from './browse-search-params';

describe('position filters in the URL', () => {
  it('reads every filter, the sort and the page', () => {
    const filters = readPositionFilters(
      new URLSearchParams('skills=1,2&workModes=3&rate=40&partnersOnly=true&sort=rate&ascending=true&page=2&filter=7'),
    );
    expect(filters).toEqual({
      skills: [1, 2],
      workModes: [3],
      rate: 40,
      partnersOnly: true,
      sort: 'rate',
      ascending: true,
      page: 2,
      filterId: 7,
    });
  });

  it('defaults to date posted, descending, page 1, and drops what it cannot read', () => {
    expect(readPositionFilters(new URLSearchParams('skills=a,-1,4&rate=-5&sort=name&ascending=maybe&page=0'))).toEqual({
      skills: [4],
      workModes: [],
      rate: undefined,
      partnersOnly: false,
      sort: 'datePosted',
      ascending: false,
      page: 1,
    });
  });

  it('accepts repeated ids as well as comma-separated ones', () => {
    expect(readIdList(new URLSearchParams('skills=1&skills=2,3&skills=2'), 'skills')).toEqual([1, 2, 3]);
  });

  it('writes back the same URL and leaves the defaults out', () => {
    const url = 'skills=1,2&workModes=3&rate=40&sort=rate&ascending=true&page=2&partnersOnly=true';
    expect(writePositionFilters(readPositionFilters(new URLSearchParams(url))).toString()).toBe(
      new URLSearchParams(url).toString(),
    );
    expect(writePositionFilters(readPositionFilters(new URLSearchParams(''))).toString()).toBe('');
  });

  it('sends offset = page − 1 and only the filters that are set', () => {
    expect(
      toPositionsQuery(readPositionFilters(new URLSearchParams('skills=1,2&rate=0&partnersOnly=true&page=3'))),
    ).toEqual({
      offset: '2',
      pageSize: '10',
      sort: 'datePosted',
      ascending: 'false',
      skills: '1,2',
      rate: '0',
      isPartnerOnly: 'true',
    });
  });
});

describe('talent filters in the URL', () => {
  it('defaults to rate ascending and keeps the position to pre-fill from', () => {
    const filters = readTalentFilters(new URLSearchParams('positionId=12&sort=experience'));
    expect(filters).toEqual({
      skills: [],
      workModes: [],
      rate: undefined,
      sort: 'experience',
      ascending: true,
      page: 1,
      positionId: 12,
    });
    expect(writeTalentFilters(filters).toString()).toBe('sort=experience&positionId=12');
    expect(toTalentsQuery(filters)).toEqual({ offset: '0', pageSize: '10', sort: 'experience', ascending: 'true' });
  });
});
