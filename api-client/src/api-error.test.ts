import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, toApiError } from './api-error';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

describe('toApiError', () => {
  it("takes the first of the body's messages, with the fields", async () => {
    const error = await toApiError(
      json(400, { message: ['must be a valid email', 'is required'], field: ['email', 'name'] }, 'Bad Request'),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('must be a valid email');
    expect(error.fields).toEqual({ email: 'must be a valid email', name: 'is required' });
  });

  it.each([
    ['a 500 without a body', new Response(null, { status: 500, statusText: 'Internal Server Error' })],
    [
      'a 502 with a proxy’s HTML page',
      new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      }),
    ],
    [
      'a JSON type with a body that is not JSON',
      new Response('<html>oops</html>', {
        status: 503,
        statusText: 'Service Unavailable',
        headers: { 'Content-Type': 'application/json' },
      }),
    ],
    ['JSON that is not the error shape', json(500, { error: 'Internal Server Error' }, 'Internal Server Error')],
    ['the error shape without a message', json(500, { message: [] }, 'Internal Server Error')],
  ])('says "Something went wrong", never the status text, for %s', async (_, response) => {
    const error = await toApiError(response);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong');
    expect(error.message).not.toMatch(/Internal Server Error|Bad Gateway|Service Unavailable/);
    expect(error.status).toBe(response.status);
  });
});
