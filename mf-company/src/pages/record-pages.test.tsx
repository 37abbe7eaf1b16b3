import { INVALID_ADDRESS_TITLE } from '@benchlink/domain-ui';
import { apiError, mockApi, renderPage, testTalent, testUser } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { position, referenceReplies } from '../features/positions/test/fixtures';
import { partnerGroups, project } from '../features/projects/test/fixtures';
import PositionFormPage from './position-form-page';
import ProjectFormPage from './project-form-page';
import ProjectPage from './project-page';
import TalentFormPage from './talent-form-page';
import TalentPage from './talent-page';

/** The caller belongs to company 5; company 8 owns the records below. */
const session = testUser({ companyId: 5 });
const othersProject = project({ id: 30, companyId: 8, companyName: 'Northwind' });
const othersPosition = position({
  id: 70,
  projectId: 30,
  project: { id: 30, name: 'Portal', datePosted: '2030-01-01', partnerOnly: false, companyId: 8 },
});
const othersTalent = testTalent({ id: 90, companyId: 8, companyName: 'Northwind' });

const api = () =>
  mockApi({
    ...referenceReplies,
    'GET /api/companies/partners': { body: partnerGroups },
    'GET /api/projects/30': { body: othersProject },
    'GET /api/projects/30/positions': { body: [othersPosition] },
    'GET /api/positions/70': { body: othersPosition },
    'GET /api/companies/talents/90': { body: othersTalent },
    'GET /api/projects/99999999999': apiError(400, 'must be a valid id', { fields: { id: 'must be a valid id' } }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("another company's edit addresses", () => {
  it.each([
    ['/project/30/edit', '/project/:projectId/edit', ProjectFormPage, "You can only edit your own company's project"],
    ['/position/70/edit', '/position/:id/edit', PositionFormPage, "You can only edit your own company's position"],
    [
      '/project/30/position/create',
      '/project/:projectId/position/create',
      PositionFormPage,
      "You can only edit your own company's project",
    ],
    ['/talent/90/edit', '/talent/:talentId/edit', TalentFormPage, "You can only edit your own company's talent"],
  ])('%s says only the owner edits it, with no form', async (path, route, Page, text) => {
    api();
    renderPage(<Page />, { path, route, session });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Save|Create|Add)/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^View / })).toBeInTheDocument();
  });
});

describe('addresses whose id names no record', () => {
  it.each([
    ['/project/abc', '/project/:projectId', ProjectPage],
    ['/project/0/edit', '/project/:projectId/edit', ProjectFormPage],
    ['/position/1.5/edit', '/position/:id/edit', PositionFormPage],
    ['/project/x/position/create', '/project/:projectId/position/create', PositionFormPage],
    ['/talent/abc', '/talent/:talentId', TalentPage],
    ['/talent/-3/edit', '/talent/:talentId/edit', TalentFormPage],
  ])('%s says the address is wrong, without a Retry or a request for it', async (path, route, Page) => {
    const calls = api();
    renderPage(<Page />, { path, route, session });
    expect(await screen.findByText(INVALID_ADDRESS_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls.calls.filter((call) => /\/(projects|positions|talents)\//.test(call.path))).toEqual([]);
  });

  it('says the address is wrong when the API refuses the id itself (out of range)', async () => {
    api();
    renderPage(<ProjectPage />, { path: '/project/99999999999', route: '/project/:projectId', session });
    expect(await screen.findByText(INVALID_ADDRESS_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
