import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { apiTags, openApiOptions, routeDoc } from './openapi';

describe('reference page groups', () => {
  it('lists the listed groups in order, then a group declared beside its routes, with its description', () => {
    routeDoc({ tag: { name: 'Widgets', description: 'The caller’s widgets.' }, summary: 'Widgets', responses: {} });
    const tags = openApiOptions(testConfig('/tmp/unused')).documentation?.tags ?? [];
    expect(tags.map((tag) => tag.name)).toEqual([...Object.values(apiTags), 'Widgets']);
    expect(tags.at(-1)).toEqual({ name: 'Widgets', description: 'The caller’s widgets.' });
  });
});
