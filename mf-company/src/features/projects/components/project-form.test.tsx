import { mockApi, renderPage, testUser } from '@benchlink/test-support';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerGroups, project } from '../test/fixtures';
import { AUTO_DURATION_INFO, NEEDS_END_DATE_INFO, PRIVATE_WITHOUT_GROUPS_INFO, ProjectForm } from './project-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const session = testUser({ companyId: 5 });
const setDate = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('project form', () => {
  it('shows no error on an untouched form, and every one on a save', async () => {
    mockApi({});
    const { user } = renderPage(<ProjectForm partnerGroups={partnerGroups} />, {
      path: '/company/project/create',
      session,
    });
    const description = screen.getByLabelText(/^Description/);
    // The counter shows, not as an error.
    expect(screen.getByText('Enter at least 30 characters')).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await vi.waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('computes the duration from both dates and disables its inputs', async () => {
    mockApi({});
    renderPage(<ProjectForm partnerGroups={partnerGroups} />, { path: '/company/project/create', session });
    setDate(/^Start date/, '2030-01-15');
    expect(await screen.findByText(NEEDS_END_DATE_INFO)).toBeInTheDocument();
    setDate(/^End date/, '2031-03-14');
    expect(await screen.findByText(AUTO_DURATION_INFO)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Years/)).toBeDisabled();
    expect(screen.getByLabelText(/^Years/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Months/)).toHaveValue('1');
  });

  it('clears the dates when a duration is entered by hand', async () => {
    mockApi({});
    const { user } = renderPage(<ProjectForm partnerGroups={partnerGroups} />, {
      path: '/company/project/create',
      session,
    });
    setDate(/^Start date/, '2030-01-15');
    await user.selectOptions(screen.getByLabelText(/^Years/), '2');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('');
    expect(screen.queryByText(NEEDS_END_DATE_INFO)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Months/)).toHaveValue('0');
  });

  it('creates a private project shared with a group, the duration following the dates', async () => {
    const api = mockApi({
      'POST /api/projects': { status: 201, body: project({ partnerOnly: true, partnerGroups: [4] }) },
    });
    const { user, currentUrl } = renderPage(<ProjectForm partnerGroups={partnerGroups} />, {
      path: '/company/project/create',
      session,
    });
    await user.type(screen.getByLabelText(/^Name/), 'Customer portal');
    fireEvent.change(screen.getByLabelText(/^Description/), {
      target: { value: 'A customer portal for a logistics company, built from scratch.' },
    });
    setDate(/^Start date/, '2030-01-15');
    setDate(/^End date/, '2031-07-20');
    await user.click(screen.getByRole('switch', { name: 'Partners only' }));
    expect(screen.getByText(PRIVATE_WITHOUT_GROUPS_INFO)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Trusted partners' }));
    expect(screen.queryByText(PRIVATE_WITHOUT_GROUPS_INFO)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/projects')).toHaveLength(1));
    expect(api.callsTo('POST /api/projects')[0]?.body).toMatchObject({
      name: 'Customer portal',
      startDate: '2030-01-15',
      endDate: '2031-07-20',
      duration: { years: 1, months: 6 },
      partnerOnly: true,
      partnerGroups: [4],
    });
    // A created project opens its page, where its first position is added.
    await vi.waitFor(() => expect(currentUrl()).toBe('/project/3'));
  });

  it('states referral terms: none at first, then a percentage or a fixed amount within its bounds', async () => {
    const api = mockApi({
      'POST /api/projects': { status: 201, body: project({ referral: { kind: 'FIXED', value: 1500 } }) },
    });
    const { user } = renderPage(<ProjectForm partnerGroups={partnerGroups} />, {
      path: '/company/project/create',
      session,
    });
    await user.type(screen.getByLabelText(/^Name/), 'Customer portal');
    fireEvent.change(screen.getByLabelText(/^Description/), {
      target: { value: 'A customer portal for a logistics company, built from scratch.' },
    });
    await user.selectOptions(screen.getByLabelText(/^Years/), '1');
    expect(screen.getByRole('radio', { name: 'No referral terms' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Percentage/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Percentage' }));
    // Untouched, the empty value says nothing until the form is sent.
    expect(screen.queryByText('Enter a whole percentage from 1 to 50')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Enter a whole percentage from 1 to 50')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Percentage/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^Percentage/ }), '60');
    expect(screen.getByText('Enter a whole percentage from 1 to 50')).toBeInTheDocument();

    // The amount typed stays; 60 is a fine amount of euros.
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('60');
    expect(screen.getByText('1 to 100,000 euros, once per hire')).toBeInTheDocument();
    // The switch re-checks the field asynchronously (the form's resolver); on a busy machine that is a moment later.
    await vi.waitFor(() => expect(screen.queryByText(/Enter a whole/)).not.toBeInTheDocument());
    await user.clear(screen.getByRole('textbox', { name: /^Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '100001');
    expect(await screen.findByText('Enter a whole amount from 1 to 100,000 euros')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1500');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await vi.waitFor(() => expect(api.callsTo('POST /api/projects')).toHaveLength(1));
    expect(api.callsTo('POST /api/projects')[0]?.body).toMatchObject({ referral: { kind: 'FIXED', value: 1500 } });
  });

  it('asks for a duration or both dates, and rejects a start after the end', async () => {
    mockApi({});
    const { user } = renderPage(<ProjectForm partnerGroups={partnerGroups} />, {
      path: '/company/project/create',
      session,
    });
    await user.type(screen.getByLabelText(/^Name/), 'Portal');
    fireEvent.change(screen.getByLabelText(/^Description/), {
      target: { value: 'A customer portal for a logistics company, built from scratch.' },
    });
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Enter a duration, or both a start and an end date')).toBeInTheDocument();
    setDate(/^Start date/, '2031-01-15');
    setDate(/^End date/, '2030-01-15');
    expect(await screen.findByText('start date cannot be after end date')).toBeInTheDocument();
    expect(screen.getByText('end date cannot be before start date')).toBeInTheDocument();
  });

  it('shows the edited project’s expiry, and removes its referral terms with "No referral terms"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-22T11:00:00.000Z'));
    const api = mockApi({ 'PUT /api/projects/:id': { body: project() } });
    const { user, currentUrl } = renderPage(
      <ProjectForm project={project({ referral: { kind: 'PERCENT', value: 8 } })} partnerGroups={partnerGroups} />,
      { path: '/project/3/edit', session },
    );
    expect(
      screen.getByText('Expires in 1 day (2030-01-23). Saving lists it for 3 weeks from now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Percentage' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Percentage/ })).toHaveValue('8');
    await user.click(screen.getByRole('radio', { name: 'No referral terms' }));
    expect(screen.queryByRole('textbox', { name: /^Percentage/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/projects/:id')).toHaveLength(1));
    expect(api.callsTo('PUT /api/projects/:id')[0]?.body).toMatchObject({ referral: null });
    // An edit goes back to the list, as before.
    await vi.waitFor(() => expect(currentUrl()).toBe('/company/projects'));
  });

  it('edits an existing project with its values filled in', async () => {
    const api = mockApi({ 'PUT /api/projects/:id': { body: project({ name: 'Portal v2' }) } });
    const { user } = renderPage(<ProjectForm project={project()} partnerGroups={partnerGroups} />, {
      path: '/project/3/edit',
      session,
    });
    expect(screen.getByRole('heading', { name: 'Edit project' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Customer portal');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Portal v2');
    await user.click(screen.getByRole('button', { name: 'Save project' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/projects/:id')).toHaveLength(1));
    expect(api.callsTo('PUT /api/projects/:id')[0]?.body).toMatchObject({
      name: 'Portal v2',
      duration: { years: 1, months: 1 },
    });
  });
});
