import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppContainer, FirstPaintGate, HoldFirstPaint, resetFirstPaint } from './first-paint';

/** The page as the server sends a first paint: an inert #root holding it, and its rules in the head. */
function serveFirstPaint() {
  document.head.innerHTML = '<style id="benchlink-first-paint-style">.fp-a{color:red}</style>';
  document.body.innerHTML =
    '<div id="root" data-first-paint inert aria-disabled="true"><h1>Sign in (first paint)</h1></div>';
}

let showPlaceholder: (shown: boolean) => void = () => undefined;

/** A loading placeholder that holds the first paint until the page arrives. */
function Page() {
  const [isLoading, setLoading] = useState(true);
  showPlaceholder = setLoading;
  return isLoading ? <HoldFirstPaint /> : <h1>Sign in (live)</h1>;
}

const flushMicrotasks = () => act(() => Promise.resolve());

beforeEach(() => resetFirstPaint());
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('first paint', () => {
  it('renders into #root itself when the server sent no first paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(createAppContainer()).toBe(document.getElementById('root'));
  });

  it('keeps the first paint while a placeholder holds it, then puts the live page in its place', async () => {
    serveFirstPaint();
    const container = createAppContainer();
    expect(container.isConnected).toBe(false);
    expect(container.id).toBe('root');

    render(
      <FirstPaintGate>
        <Page />
      </FirstPaintGate>,
      { container },
    );
    await flushMicrotasks();
    expect(document.body.textContent).toBe('Sign in (first paint)');
    expect(document.getElementById('benchlink-first-paint-style')).not.toBeNull();

    act(() => showPlaceholder(false));
    await flushMicrotasks();
    expect(document.getElementById('root')).toBe(container);
    expect(document.body.textContent).toBe('Sign in (live)');
    expect(document.querySelector('[data-first-paint]')).toBeNull();
    expect(document.getElementById('benchlink-first-paint-style')).toBeNull();
  });

  it('swaps at once when the first render holds nothing (e.g. Page not found)', async () => {
    serveFirstPaint();
    const container = createAppContainer();
    render(
      <FirstPaintGate>
        <h1>Page not found</h1>
      </FirstPaintGate>,
      { container },
    );
    await flushMicrotasks();
    expect(document.body.textContent).toBe('Page not found');
  });

  it('does not swap between one placeholder and the next (session spinner, then the page skeleton)', async () => {
    serveFirstPaint();
    let step: (next: 'spinner' | 'skeleton' | 'page') => void = () => undefined;
    function Steps() {
      const [current, setCurrent] = useState<'spinner' | 'skeleton' | 'page'>('spinner');
      step = setCurrent;
      if (current === 'page') return <h1>Live page</h1>;
      return current === 'spinner' ? <HoldFirstPaint key="spinner" /> : <HoldFirstPaint key="skeleton" />;
    }
    const container = createAppContainer();
    render(
      <FirstPaintGate>
        <Steps />
      </FirstPaintGate>,
      { container },
    );
    act(() => step('skeleton'));
    await flushMicrotasks();
    expect(document.body.textContent).toBe('Sign in (first paint)');
    act(() => step('page'));
    await flushMicrotasks();
    expect(document.body.textContent).toBe('Live page');
  });
});
