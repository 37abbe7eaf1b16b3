import type { User } from '@benchlink/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireSession, getSession, refreshSession, resetSession, setSession } from '@benchlink/api-client/core';
import { signIn } from './auth';

const jane = { id: 2, username: 'jdoe', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' } as User;

/** Answers GET /api/user with `answer()`, and any other call with `other`; records the paths asked. */
function stubApi(answer: () => Promise<Response>, other: unknown = {}) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    asked.push(pathname);
    return pathname === '/api/user' ? answer() : Response.json(other);
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the session', () => {
  it('is what a sign-in answered, without reading it again', async () => {
    const asked = stubApi(async () => Response.json(null, { status: 401 }), jane);
    await expect(signIn({ usernameOrEmail: 'jdoe', password: 'secret' })).resolves.toEqual(jane);
    expect(getSession()).toEqual(jane);
    expect(asked).toEqual(['/api/auth/login']);
  });

  it('is read again on request, and null once the server says 401', async () => {
    setSession(jane);
    stubApi(async () => Response.json({ message: ['Not signed in'] }, { status: 401 }));
    await refreshSession();
    expect(getSession()).toBeNull();
  });

  it('keeps what was set while a read was on its way', async () => {
    let answer!: (response: Response) => void;
    stubApi(() => new Promise((resolve) => (answer = resolve)));
    const reading = refreshSession();
    await vi.waitFor(() => expect(answer).toBeDefined());
    setSession(jane);
    answer(Response.json(null, { status: 401 }));
    await reading;
    expect(getSession()).toEqual(jane);
  });

  it('stays as it was when a read fails', async () => {
    setSession(jane);
    stubApi(async () => Response.json({ message: ['Something went wrong'] }, { status: 500 }));
    await refreshSession();
    expect(getSession()).toEqual(jane);
  });

  it('ends with a 401 elsewhere', () => {
    setSession(jane);
    expireSession();
    expect(getSession()).toBeNull();
  });
});
