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

  it('keeps the generic title while the project cannot be found', async () => {
    mockApi({ 'GET /api/projects/:id': apiError(404, PROJECT_NOT_FOUND) });
    renderView(5);
    expect(await screen.findByText("We couldn't find a project with that id.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Project' })).toBeInTheDocument();
    expect(titles).toEqual([]);
  });
});
