import { PAGE_TITLE_EVENT, type PageTitleDetail } from '@benchlink/domain-ui';
import { mockApi, renderPage, testTalent, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentView } from './talent-view';

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

const references = {
  'GET /api/skills': { body: [] },
  'GET /api/workmodes': { body: [] },
  'GET /api/locations': { body: [] },
};

const ownTalent = testTalent({
  id: 7,
  reference: 'Anna K.',
  companyId: 5,
  companyName: 'Acme Labs',
  availabilityStatus: 'HIDDEN',
  availabilityConfirmedAt: '2030-01-01T09:00:00.000Z',
  description: 'Builds accessible web apps.',
});

describe('talent view', () => {
  it("names the own company's talent by its reference, with its availability to confirm", async () => {
    mockApi({ ...references, 'GET /api/companies/talents/7': { body: ownTalent } });
    renderPage(<TalentView talentId={7} />, { path: '/talent/7', session: testUser({ companyId: 5 }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna K.' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Anna K. Senior Front-End Developer' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Anna K.' })).toBeInTheDocument();
    expect(within(card).getByText('Hidden from other companies until you confirm availability')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm availability of Anna K.' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Edit Anna K.' })).toBeInTheDocument();
    expect(within(card).getByText('Builds accessible web apps.')).toBeInTheDocument();
    expect(titles).toEqual(['Anna K.']);
  });

  it("names another company's talent by seniority and role, with no owner's actions", async () => {
    const shared = testTalent({
      id: 31,
      companyId: 8,
      companyName: 'Beta Soft',
      availableFrom: '2099-05-01',
      availabilityStatus: 'UNCONFIRMED',
    });
    mockApi({ ...references, 'GET /api/companies/talents/31': { body: shared } });
    renderPage(<TalentView talentId={31} />, { path: '/talent/31', session: testUser({ companyId: 5 }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Front-End Developer' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Senior Front-End Developer' });
    expect(within(card).getByRole('link', { name: 'Beta Soft' })).toHaveAttribute('href', '/company/8');
    expect(screen.getByText('Available from 2099-05-01')).toBeInTheDocument();
    expect(screen.getByText('Availability not confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm availability/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(titles).toEqual(['Senior Front-End Developer']);
  });

  it("shows an application's talent blind, by seniority and role", async () => {
    const { id: _id, companyId: _companyId, companyName: _companyName, ...blind } = testTalent();
    mockApi({ ...references, 'GET /api/companies/applications/:id/talent': { body: blind } });
    renderPage(<TalentView applicationId={12} />, {
      path: '/application/12/talent',
      session: testUser({ companyId: 5 }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Front-End Developer' })).toBeInTheDocument();
    expect(screen.getByText("The talent's company is shown once you accept its application.")).toBeInTheDocument();
    expect(screen.getByText('Available now')).toBeInTheDocument();
  });

  it('shows the applicant its own talent, sent with an application, by its reference', async () => {
    mockApi({ ...references, 'GET /api/companies/applications/:id/talent': { body: ownTalent } });
    renderPage(<TalentView applicationId={12} />, {
      path: '/application/12/talent',
      session: testUser({ companyId: 5 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna K.' })).toBeInTheDocument();
  });
});
