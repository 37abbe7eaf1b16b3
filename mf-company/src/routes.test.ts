import type { RemoteRouteDeclaration } from '@benchlink/federation';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

const declared: readonly RemoteRouteDeclaration[] = routes;
const iconOf = (label: string) => declared.find((route) => route.nav?.label === label)?.nav?.icon;

describe("mf-company's page declarations", () => {
  it('give Partners and Talents different navigation icons', () => {
    expect(iconOf('Partners')).toBeDefined();
    expect(iconOf('Talents')).toBeDefined();
    expect(iconOf('Partners')).not.toBe(iconOf('Talents'));
  });
});
