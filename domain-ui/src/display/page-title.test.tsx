import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TITLE_EVENT, usePageTitle, type PageTitleDetail } from './page-title';

function Titled({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

function listen() {
  const titles: Array<string | undefined> = [];
  const onTitle = (event: Event) => titles.push((event as CustomEvent<PageTitleDetail>).detail.title);
  window.addEventListener(PAGE_TITLE_EVENT, onTitle);
  return { titles, stop: () => window.removeEventListener(PAGE_TITLE_EVENT, onTitle) };
}

describe('usePageTitle', () => {
  it('announces the title, a new one when it changes, and gives it back on unmount', () => {
    const { titles, stop } = listen();
    const view = render(<Titled title="Acme Software" />);
    expect(titles).toEqual(['Acme Software']);
    view.rerender(<Titled title="Beta Labs" />);
    expect(titles).toEqual(['Acme Software', undefined, 'Beta Labs']);
    view.unmount();
    expect(titles).toEqual(['Acme Software', undefined, 'Beta Labs', undefined]);
    stop();
  });

  it('says nothing while there is no title yet', () => {
    const { titles, stop } = listen();
    const view = render(<Titled title={undefined} />);
    view.unmount();
    expect(titles).toEqual([]);
    stop();
  });
});
