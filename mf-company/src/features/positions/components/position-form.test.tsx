import { LOCATION_REQUIRED_MESSAGE } from '@benchlink/contracts/positions';
import { mockApi, renderPage, testUser } from '@benchlink/test-support';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { position, referenceReplies } from '../test/fixtures';
import { PositionFormScreen } from './position-form-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const session = testUser({ companyId: 5 });

function renderCreate() {
  return renderPage(<PositionFormScreen projectId={3} />, { path: '/project/3/position/create', session });
}

async function fillBasics(user: ReturnType<typeof renderCreate>['user']) {
  await user.click(await screen.findByRole('treeitem', { name: 'QA Engineer' }));
  await user.selectOptions(screen.getByLabelText(/^Seniority/), 'Senior');
  fireEvent.change(screen.getByLabelText(/^Description/), {
    target: { value: 'Test the customer portal end to end with Cypress.' },
  });
}

describe('position form', () => {
  it('clears and disables the locations when only Remote is chosen, and asks for one for Office', async () => {
    const api = mockApi(referenceReplies);
    const { user } = renderCreate();
    const locations = await screen.findByRole('tree', { name: /^Locations/ });
    const search = screen.getByRole('searchbox', { name: 'Search Locations' });
    await user.type(search, 'Sofia');
    await user.click(within(locations).getByRole('treeitem', { name: 'Sofia' }));
    expect(screen.getByRole('button', { name: 'Remove Sofia' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(search).toBeDisabled();
    expect(locations).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Remove Sofia' })).not.toBeInTheDocument();
    expect(screen.getByText('A remote-only position has no location')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    expect(search).toBeEnabled();
    expect(locations).not.toHaveAttribute('aria-disabled');
    expect(locations).toHaveAttribute('aria-required', 'true');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Create position' }));
    expect(await screen.findByText(LOCATION_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(locations).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/positions')).toHaveLength(0);
  });

  it('sends several locations, a whole country and a city of another, as `locations`', async () => {
    const api = mockApi({ ...referenceReplies, 'POST /api/positions': { status: 201, body: position() } });
    const { user } = renderCreate();
    await fillBasics(user);
    await user.type(screen.getByRole('searchbox', { name: 'Search Required skills' }), 'React');
    await user.click(
      await within(screen.getByRole('tree', { name: /Required skills/ })).findByRole('treeitem', { name: /React/ }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    const locations = screen.getByRole('tree', { name: /^Locations/ });
    // A country is chosen as a whole from the list; a city is found by its name, under its country.
    await user.click(within(locations).getByRole('treeitem', { name: 'Germany' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Locations' }), 'sof');
    expect(
      within(locations)
        .getAllByRole('treeitem')
        .map((item) => item.textContent),
    ).toEqual(['Bulgaria', 'Sofia']);
    await user.click(within(locations).getByRole('treeitem', { name: 'Sofia' }));
    await user.click(screen.getByRole('button', { name: 'Create position' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/positions')).toHaveLength(1));
    const body = api.callsTo('POST /api/positions')[0]?.body;
    expect(body).toMatchObject({ workMode: [2], locations: [10082, 3] });
    expect(body).not.toHaveProperty('location');
  });

  it('starts without errors or a seniority; Create position shows every error and focuses the first field', async () => {
    const api = mockApi(referenceReplies);
    const { user } = renderCreate();
    const seniority = await screen.findByLabelText(/^Seniority/);
    expect(seniority).toHaveDisplayValue('Choose…');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create position' });
    expect(create).toBeEnabled();

    await user.click(create);
    expect(await screen.findByText('Seniority is required')).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one required skill')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one work mode')).toBeInTheDocument();
    expect(create).toBeEnabled();
    // The role tree comes first: its current item takes the focus.
    await vi.waitFor(() =>
      expect(within(screen.getByRole('tree', { name: /^Role/ })).getAllByRole('treeitem')[0]).toHaveFocus(),
    );
    expect(api.callsTo('POST /api/positions')).toHaveLength(0);
  });

  it('moves a skill between the required and optional lists and sends both with 40 hours a week', async () => {
    const api = mockApi({ ...referenceReplies, 'POST /api/positions': { status: 201, body: position() } });
    const { user, currentUrl } = renderCreate();
    await fillBasics(user);
    const required = screen.getByRole('tree', { name: /Required skills/ });
    const optional = screen.getByRole('tree', { name: /Optional skills/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search Required skills' }), 'React');
    await user.click(await within(required).findByRole('treeitem', { name: /React/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Optional skills' }), 'TypeScript');
    await user.click(await within(optional).findByRole('treeitem', { name: /TypeScript/ }));
    // TypeScript moves to the required list, React to the optional one and back: each skill sits in one list only.
    await user.click(screen.getByRole('button', { name: 'TypeScript: move to required' }));
    await user.click(screen.getByRole('button', { name: 'React: move to optional' }));
    expect(screen.getByRole('button', { name: 'React: move to required' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^TypeScript \(months\)/)).toHaveValue('12');
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(screen.getByLabelText(/^Hours per week/)).toHaveValue('40');
    expect(screen.getByText('No selected responsibilities')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create position' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/positions')).toHaveLength(1));
    expect(api.callsTo('POST /api/positions')[0]?.body).toMatchObject({
      projectId: 3,
      patternId: 5,
      seniority: 4,
      workMode: [3],
      requiredSkills: [{ skillId: 56, months: 12 }],
      optionalSkills: [86],
      hoursPerWeek: 40,
    });
    // Back to its project's page, where the new position is shown open and lit.
    await vi.waitFor(() => expect(currentUrl()).toBe('/project/3?position=7'));
  });

  it('keeps the current status when an existing position is saved', async () => {
    const api = mockApi({
      ...referenceReplies,
      'GET /api/positions/7': {
        body: position({ statusId: 5, status: 'Other', isActive: false, customCloseReason: 'Paused' }),
      },
      'PUT /api/positions/:id': { body: position() },
    });
    const { user } = renderPage(<PositionFormScreen positionId={7} />, { path: '/position/7/edit', session });
    // The position's place shows chosen, open under its country.
    expect(await screen.findByRole('button', { name: 'Remove Sofia' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Bulgaria' })).toHaveAttribute('aria-expanded', 'true');
    await user.clear(await screen.findByLabelText(/^Hours per week/));
    await user.type(screen.getByLabelText(/^Hours per week/), '32');
    await user.click(screen.getByRole('button', { name: 'Save position' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/positions/:id')).toHaveLength(1));
    expect(api.callsTo('PUT /api/positions/:id')[0]?.body).toMatchObject({
      statusId: 5,
      hoursPerWeek: 32,
      locations: [3],
    });
  });

  it("shows 'Position not found' for an unknown position", async () => {
    mockApi(referenceReplies);
    renderPage(<PositionFormScreen positionId={99} />, { path: '/position/99/edit', session });
    expect(await screen.findByText('Position not found')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find a position with that id.")).toBeInTheDocument();
  });
});
