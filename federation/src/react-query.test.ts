import { describe, expect, it } from 'vitest';
import { missingNames, subsetNames } from './testing/imported-names';

describe('the shared react-query subset', () => {
  it('exports every name the browser apps and the packages they bundle import from @tanstack/react-query', () => {
    const shared = subsetNames('react-query.js', 'react-query-bundled');
    expect(shared.size).toBeGreaterThan(5);
    expect(
      missingNames(
        ['shell', 'mf-', 'api-client', 'domain-ui', 'federation', 'design-system'],
        '@tanstack/react-query',
        shared,
      ),
      'add these names to federation/src/react-query.js',
    ).toEqual([]);
  });
});
