import { PAGE_TITLE_EVENT, type PageTitleDetail } from '@benchlink/domain-ui';
import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerGroups, project } from '../test/fixtures';
import { PROJECT_NOT_FOUND, ProjectView } from './project-view';

const titles: Array<string | undefined> = [];
const onTitle = (event: Event) => titles.push((event as CustomEvent<PageTitleDetail>).detail.title);

beforeEach(() => {
  titles.length = 0;
  window.addEventListener(PAGE_TITLE_EVENT, onTitle);
});

afterEach(() => {
  window.removeEventListener(PAGE_TITLE_EVENT, onTitle);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderView(companyId: number) {
  return renderPage(
    <ProjectView projectId={3} partnerGroups={partnerGroups} renderPositions={() => <p>Positions of the project</p>} />,
    { path: '/project/3', session: testUser({ companyId }) },
  );
}

describe('project view', () => {
  it('is titled by the name of the project, on the page and in the browser tab', async () => {
    mockApi({ 'GET /api/projects/:id': { body: project({ name: 'Storefront redesign' }) } });
    renderView(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Storefront redesign' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to projects' })).toBeInTheDocument();
    expect(titles).toEqual(['Storefront redesign']);
  });

  it("names another company's project and who posted it", async () => {
    mockApi({ 'GET /api/projects/:id': { body: project({ name: 'Storefront redesign', companyId: 8 }) } });
    renderView(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Storefront redesign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Labs' })).toHaveAttribute('href', '/company/8');
  });

  it('gives the owner "Add new position" at the top, the expiry counted from the clock, and the referral terms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-20T10:00:00.000Z'));
    mockApi({
      'GET /api/projects/:id': { body: project({ referral: { kind: 'PERCENT', value: 5 } }) },
    });
    const { user, currentUrl } = renderView(5);
    await screen.findByRole('heading', { level: 1, name: 'Customer portal' });
    // In the page header, before the project's card.
    const add = screen.getByRole('button', { name: 'Add new position' });
    expect(add.compareDocumentPosition(screen.getByRole('article'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getAllByRole('button', { name: 'Add new position' })).toHaveLength(1);
    expect(screen.getByText('2030-01-23')).toBeInTheDocument();
    expect(screen.getByText('Expires in 3 days')).toBeInTheDocument();
    expect(screen.getByText('5% of the contract value')).toBeInTheDocument();

    await user.click(add);
    expect(currentUrl()).toBe('/project/3/position/create');
  });

  it('shows another company the referral terms, but neither the expiry nor "Add new position"', async () => {
    mockApi({
      'GET /api/projects/:id': { body: project({ companyId: 8, referral: { kind: 'FIXED', value: 2500 } }) },
    });
    renderView(5);
    await screen.findByRole('heading', { level: 1, name: 'Customer portal' });
    expect(screen.getByText('2,500 € fixed bonus')).toBeInTheDocument();
    expect(screen.queryByText('Expiry date')).not.toBeInTheDocument();
    expect(screen.queryByText(/Expires in/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add new position' })).not.toBeInTheDocument();
  });

  it('keeps the generic title while the project cannot be found', async () => {
    mockApi({ 'GET /api/projects/:id': apiError(404, PROJECT_NOT_FOUND) });
    renderView(5);
    expect(await screen.findByText("We couldn't find a project with that id.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Project' })).toBeInTheDocument();
    expect(titles).toEqual([]);
  });
});
