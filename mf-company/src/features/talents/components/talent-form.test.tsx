import type { Talent } from '@benchlink/contracts/talents';
import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TalentFormContainer } from './talent-form-container';

const reference = {
  'GET /api/patterns': {
    body: [
      { id: 1, name: 'Full-Stack Developer', parentId: null, suggestedSkills: [] },
      { id: 2, name: 'Front-End Developer', parentId: null, suggestedSkills: [51, 53] },
    ],
  },
  'GET /api/seniorities': {
    body: [
      { id: 2, label: 'Junior', level: 2 },
      { id: 4, label: 'Senior', level: 4 },
    ],
  },
  'GET /api/skills': {
    body: [
      { id: 3, name: 'Programming Languages', parentId: null, assignable: false },
      { id: 51, name: 'JavaScript', parentId: 3, assignable: true },
      { id: 53, name: 'CSS', parentId: 3, assignable: true },
      { id: 60, name: 'Go', parentId: 3, assignable: true },
    ],
  },
  'GET /api/workmodes': {
    body: [
      { id: 1, name: 'Office' },
      { id: 3, name: 'Remote' },
    ],
  },
  'GET /api/locations': { body: [{ id: 3, name: 'Sofia' }] },
};

const savedTalent: Talent = {
  id: 7,
  companyId: 5,
  companyName: 'Acme Labs',
  active: true,
  description: '',
  workModes: [3],
  locations: [],
  experience: {
    patternId: 2,
    seniorityId: 2,
    totalTime: { years: 3, months: 0 },
    skills: [
      { skillId: 51, months: 0 },
      { skillId: 53, months: 0 },
    ],
  },
  rate: {},
  role: { id: 2, name: 'Front-End Developer' },
  seniorityLabel: 'Junior',
  totalMonths: 36,
};

const session = testUser({ companyId: 5 });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillRequired(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search Role' }), 'Front');
  await user.click(await screen.findByRole('treeitem', { name: /Front-End Developer/ }));
  await user.clear(screen.getByLabelText(/^Experience years/));
  await user.type(screen.getByLabelText(/^Experience years/), '3');
  await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
}

describe('talent form', () => {
  it("offers the chosen role's suggested skills and adds them to the skill list", { timeout: 20_000 }, async () => {
    const api = mockApi({ ...reference, 'POST /api/companies/talents': { status: 201, body: savedTalent } });
    const { user, currentUrl } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    expect(await screen.findByRole('heading', { name: 'Add Talent' })).toBeInTheDocument();

    await fillRequired(user);
    const suggestions = screen.getByRole('region', { name: 'Suggested skills for Front-End Developer' });
    expect(within(suggestions).getByRole('button', { name: 'JavaScript' })).toBeInTheDocument();
    expect(within(suggestions).getByRole('button', { name: 'CSS' })).toBeInTheDocument();
    await user.click(within(suggestions).getByRole('button', { name: 'Add suggested skills' }));

    const chosen = screen.getByRole('list', { name: 'Chosen skills' });
    expect(within(chosen).getByText('JavaScript')).toBeInTheDocument();
    expect(within(chosen).getByText('CSS')).toBeInTheDocument();
    // Every suggestion is taken: the offer goes away.
    expect(screen.queryByRole('region', { name: /Suggested skills/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add talent' }));
    expect(await screen.findByText('Talent added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/talents')[0]?.body).toEqual({
      active: true,
      description: '',
      workModes: [3],
      locations: [],
      experience: {
        patternId: 2,
        seniorityId: 2,
        totalTime: { years: 3, months: 0 },
        skills: [
          { skillId: 51, months: 0 },
          { skillId: 53, months: 0 },
        ],
      },
    });
    expect(currentUrl()).toBe('/company/talents');
  });

  it('accepts one suggested skill at a time', { timeout: 20_000 }, async () => {
    mockApi(reference);
    const { user } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    await fillRequired(user);
    await user.click(
      within(screen.getByRole('region', { name: /Suggested skills/ })).getByRole('button', { name: 'CSS' }),
    );
    expect(within(screen.getByRole('list', { name: 'Chosen skills' })).getByText('CSS')).toBeInTheDocument();
    const suggestions = screen.getByRole('region', { name: /Suggested skills/ });
    expect(within(suggestions).queryByRole('button', { name: 'CSS' })).not.toBeInTheDocument();
    expect(within(suggestions).getByRole('button', { name: 'JavaScript' })).toBeInTheDocument();
  });

  it('refuses a minimum rate above the maximum, and a maximum without a minimum', { timeout: 20_000 }, async () => {
    const api = mockApi(reference);
    const { user } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    await fillRequired(user);
    await user.click(
      within(screen.getByRole('region', { name: /Suggested skills/ })).getByRole('button', {
        name: 'Add suggested skills',
      }),
    );

    await user.type(screen.getByLabelText('Minimum rate'), '80');
    await user.type(screen.getByLabelText('Maximum rate'), '50');
    await user.click(screen.getByRole('button', { name: 'Add talent' }));
    expect(await screen.findByText('Minimum rate cannot be greater than maximum rate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add talent' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Minimum rate'));
    expect(await screen.findByText('Maximum rate is set to 50, but no minimum rate is defined')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Minimum rate'), '40');
    expect(screen.queryByText(/Maximum rate is set to/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add talent' })).toBeEnabled();
    expect(api.callsTo('POST /api/companies/talents')).toHaveLength(0);
  });

  it('shows Talent not found for an unknown talent', async () => {
    mockApi({ ...reference, 'GET /api/companies/talents/99': apiError(404, 'Talent not found') });
    renderPage(<TalentFormContainer talentId={99} />, { path: '/talent/99/edit', session });
    expect(await screen.findByText('Talent not found')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find a talent with that ID.")).toBeInTheDocument();
  });
});
