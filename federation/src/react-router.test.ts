import { describe, expect, it } from 'vitest';
import { importedValueNames, missingNames, subsetNames } from './testing/imported-names';

describe('the shared react-router subset', () => {
  it('reads value imports and skips type-only ones', () => {
    const source =
      "import { Link, type RouteObject, useNavigate as go } from 'react-router';\nimport type { Params } from 'react-router';";
    expect(importedValueNames(source, 'react-router')).toEqual(['Link', 'useNavigate']);
  });

  it('exports every name the browser apps import from react-router', () => {
    const shared = subsetNames('react-router.js', 'react-router-bundled');
    expect(shared.size).toBeGreaterThan(5);
    expect(
      missingNames(['shell', 'design-system', 'mf-'], 'react-router', shared),
      'add these names to federation/src/react-router.js',
    ).toEqual([]);
  });
});
