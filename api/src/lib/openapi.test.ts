import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { apiTags, openApiOptions, routeDoc } from './openapi';

describe('reference page groups', () => {
  it('lists the listed groups in order, then a group declared beside its routes, with its description', () => {
    routeDoc({ tag: { name: 'Widgets', description: 'The caller’s widgets.' }, summary: 'Widgets', responses: {} });
    const tags = openApiOptions(testConfig('/tmp/unused')).documentation?.tags ?? [];
    // Other files of the suite may have declared groups of their own meanwhile (their modules are shared).
    const listed = Object.values(apiTags);
    expect(tags.map((tag) => tag.name).slice(0, listed.length)).toEqual(listed);
    expect(tags.at(-1)).toEqual({ name: 'Widgets', description: 'The caller’s widgets.' });
  });
});
