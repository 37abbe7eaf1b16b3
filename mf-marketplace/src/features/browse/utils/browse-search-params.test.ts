import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  positionDefaults,
  readDate,
  readIdList,
  readPositionFilters,
  readTalentFilters,
  searchTextChange,
  talentDefaults,
  toPositionsQuery,
  toTalentsQuery,
  writePositionFilters,
  writeTalentFilters,
} from './browse-search-params';

const positions = (query: string) => readPositionFilters(new URLSearchParams(query));
const talents = (query: string) => readTalentFilters(new URLSearchParams(query));
/** Reads a URL and writes it back, as every filter change does. */
const roundTripPositions = (query: string) => writePositionFilters(positions(query)).toString();
const roundTripTalents = (query: string) => writeTalentFilters(talents(query)).toString();

describe('position filters in the URL', () => {
  it('reads every filter, the search text, the sort and the page', () => {
    expect(
      positions(
        'q=kotlin+api&skills=1,2&workModes=3&roles=4&seniorities=5,6&locations=7&rate=40&partnersOnly=true' +
          '&withReferral=true&startDateFrom=2030-01-01&startDateTo=2030-06-30&talentId=9&sort=rate&ascending=true&page=2&filter=7',
      ),
    ).toEqual({
      q: 'kotlin api',
      skills: [1, 2],
      workModes: [3],
      roles: [4],
      seniorities: [5, 6],
      locations: [7],
      rate: 40,
      partnersOnly: true,
      withReferral: true,
      startDateFrom: '2030-01-01',
      startDateTo: '2030-06-30',
      talentId: 9,
      sort: 'rate',
      ascending: true,
      page: 2,
      filterId: 7,
    });
  });

  it('defaults to date posted, descending, page 1, and drops what it cannot read', () => {
    expect(
      positions('q=%20%20&skills=a,-1,4&rate=-5&sort=name&ascending=maybe&page=0&startDateFrom=2030-02-31&talentId=x'),
    ).toEqual({
      skills: [4],
      workModes: [],
      roles: [],
      seniorities: [],
      locations: [],
      rate: undefined,
      partnersOnly: false,
      withReferral: false,
      sort: 'datePosted',
      ascending: false,
      page: 1,
    });
  });

  it('accepts repeated ids as well as comma-separated ones', () => {
    expect(readIdList(new URLSearchParams('skills=1&skills=2,3&skills=2'), 'skills')).toEqual([1, 2, 3]);
  });

  it('reads calendar days only', () => {
    const date = (value: string) => readDate(new URLSearchParams({ day: value }), 'day');
    expect(date('2032-02-29')).toBe('2032-02-29');
    expect(date('2031-02-29')).toBeUndefined();
    expect(date('2030-1-5')).toBeUndefined();
    expect(date('tomorrow')).toBeUndefined();
  });

  it('writes back the same URL and leaves the defaults out', () => {
    const url =
      'q=kotlin&skills=1,2&workModes=3&roles=4&seniorities=5&locations=6&rate=40&sort=rate&ascending=true&page=2' +
      '&partnersOnly=true&withReferral=true&startDateFrom=2030-01-01&startDateTo=2030-06-30&talentId=9';
    expect(roundTripPositions(url)).toBe(new URLSearchParams(url).toString());
    expect(roundTripPositions('')).toBe('');
  });

  it('sends offset = page − 1 and only the filters that are set', () => {
    expect(toPositionsQuery(positions('skills=1,2&rate=0&partnersOnly=true&withReferral=true&page=3'))).toEqual({
      offset: '2',
      pageSize: '10',
      sort: 'datePosted',
      ascending: 'false',
      skills: '1,2',
      rate: '0',
      isPartnerOnly: 'true',
      withReferral: 'true',
    });
    expect(
      toPositionsQuery(
        positions('q=go&roles=4&seniorities=5&locations=6&startDateFrom=2030-01-01&startDateTo=2030-02-01&talentId=9'),
      ),
    ).toEqual({
      offset: '0',
      pageSize: '10',
      sort: 'relevance',
      q: 'go',
      roles: '4',
      seniorities: '5',
      locations: '6',
      startDateFrom: '2030-01-01',
      startDateTo: '2030-02-01',
      talentId: '9',
    });
  });

  it('leaves out the end of a start-date range that comes before its beginning', () => {
    expect(toPositionsQuery(positions('startDateFrom=2030-05-01&startDateTo=2030-04-01'))).toMatchObject({
      startDateFrom: '2030-05-01',
    });
    expect(toPositionsQuery(positions('startDateFrom=2030-05-01&startDateTo=2030-04-01'))).not.toHaveProperty(
      'startDateTo',
    );
  });
});

describe('relevance and best match', () => {
  it('sorts by relevance by default while there is a search text, and keeps it out of the URL', () => {
    expect(positions('q=kotlin')).toMatchObject({ sort: 'relevance' });
    expect(roundTripPositions('q=kotlin')).toBe('q=kotlin');
    expect(talents('q=react')).toMatchObject({ sort: 'relevance' });
    expect(roundTripTalents('q=react')).toBe('q=react');
  });

  it('keeps another sort asked for with a search text', () => {
    expect(positions('q=kotlin&sort=datePosted')).toMatchObject({ sort: 'datePosted', ascending: false });
    expect(roundTripPositions('q=kotlin&sort=datePosted')).toBe('q=kotlin&sort=datePosted');
  });

  it('refuses relevance without a search text, and best match without a talent or a position', () => {
    expect(positions('sort=relevance')).toMatchObject({ sort: 'datePosted' });
    expect(positions('sort=match')).toMatchObject({ sort: 'datePosted' });
    expect(positions('sort=match&talentId=3')).toMatchObject({ sort: 'match' });
    expect(talents('sort=match')).toMatchObject({ sort: 'rate' });
    expect(talents('sort=match&positionId=3')).toMatchObject({ sort: 'match' });
    expect(roundTripPositions('sort=relevance&ascending=true')).toBe('ascending=true');
  });

  it('drops best match with the talent or position it ranked by', () => {
    const withTalent = positions('talentId=3&sort=match');
    expect(writePositionFilters({ ...withTalent, talentId: undefined }).toString()).toBe('');
    const withPosition = talents('positionId=3&sort=match');
    expect(writeTalentFilters({ ...withPosition, positionId: undefined }).toString()).toBe('');
  });

  it('leaves the direction out of a ranked sort, in the URL and in the request', () => {
    expect(positions('talentId=3&sort=match&ascending=true')).toMatchObject({ ascending: false });
    expect(roundTripPositions('talentId=3&sort=match&ascending=true')).toBe('sort=match&talentId=3');
    expect(toPositionsQuery(positions('talentId=3&sort=match'))).not.toHaveProperty('ascending');
    expect(toTalentsQuery(talents('q=react'))).not.toHaveProperty('ascending');
  });

  it('moves a default sort to relevance with a new search text and back without one, but keeps a chosen sort', () => {
    expect(searchTextChange(positions(''), 'kotlin', positionDefaults)).toEqual({ q: 'kotlin', sort: 'relevance' });
    expect(searchTextChange(positions('q=kotlin'), '  ', positionDefaults)).toEqual({
      q: undefined,
      sort: 'datePosted',
    });
    expect(searchTextChange(positions('sort=rate'), 'kotlin', positionDefaults)).toEqual({ q: 'kotlin' });
    expect(searchTextChange(talents('q=react&sort=experience'), 'vue', talentDefaults)).toEqual({ q: 'vue' });
  });
});

describe('talent filters in the URL', () => {
  it('defaults to rate ascending and keeps the position to pre-fill from', () => {
    const filters = talents('positionId=12&sort=experience&availableBy=2030-03-01');
    expect(filters).toEqual({
      skills: [],
      workModes: [],
      roles: [],
      seniorities: [],
      locations: [],
      rate: undefined,
      sort: 'experience',
      ascending: true,
      page: 1,
      positionId: 12,
      availableBy: '2030-03-01',
    });
    expect(writeTalentFilters(filters).toString()).toBe('sort=experience&positionId=12&availableBy=2030-03-01');
    expect(toTalentsQuery(filters)).toEqual({
      offset: '0',
      pageSize: '10',
      sort: 'experience',
      ascending: 'true',
      availableBy: '2030-03-01',
      positionId: '12',
    });
  });
});

describe("the phones' filter count", () => {
  it('counts each kind of filter once, and not the search text', () => {
    expect(countActiveFilters(positions('q=kotlin'))).toBe(0);
    expect(
      countActiveFilters(
        positions('q=kotlin&skills=1,2,3&workModes=1&rate=40&startDateFrom=2030-01-01&startDateTo=2030-02-01'),
      ),
    ).toBe(4);
    expect(countActiveFilters(positions('roles=1&seniorities=2&locations=3&partnersOnly=true&talentId=4'))).toBe(5);
    expect(countActiveFilters(positions('withReferral=true'))).toBe(1);
    expect(countActiveFilters(talents('positionId=4&availableBy=2030-01-01&skills=1'))).toBe(3);
  });
});
