import type { Company } from '@benchlink/contracts/companies';
import { apiError, mockApi, renderPage, testCompany, testUser } from '@benchlink/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyProfile } from './company-profile';

const companyTypes = [
  { id: 1, name: 'Product company' },
  { id: 2, name: 'Outsourcing' },
];
const domains = [{ id: 3, name: 'Fintech' }];
const skills = [
  { id: 10, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 11, name: 'React', parentId: 10, assignable: true },
  { id: 12, name: 'TypeScript', parentId: 10, assignable: true },
];

/** The own company as its members see it: with its e-mail verification and approval. */
const company = (overrides: Partial<Company> = {}): Company =>
  testCompany({ emailVerification: 'PENDING', approved: false, ...overrides });

const reference = {
  'GET /api/company-types': { body: companyTypes },
  'GET /api/domains': { body: domains },
  'GET /api/skills': { body: skills },
};

const PROFILE = '/company/profile';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('company profile without a company', () => {
  it('is forced into edit mode with no way back to an empty view', { timeout: 15_000 }, async () => {
    mockApi(reference);
    renderPage(<CompanyProfile />, { path: PROFILE });
    expect(await screen.findByRole('button', { name: 'Save profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('creates the company and picks up the new company id from the session', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const created = company({
      id: 9,
      website: undefined,
      linkedIn: undefined,
      description: undefined,
      skills: [11],
      companyType: companyTypes[0]!,
    });
    const api = mockApi({
      ...reference,
      'POST /api/companies': { status: 201, body: created },
      'GET /api/companies/9': { body: created },
      'GET /api/user': { body: testUser({ companyId: 9 }) },
    });
    renderPage(<CompanyProfile />, { path: PROFILE });

    await user.type(await screen.findByLabelText(/^Name/), 'Acme Labs');
    await user.type(screen.getByLabelText(/^E-mail/), 'hello@acme.test');
    await user.type(screen.getByRole('searchbox', { name: 'Search Skills' }), 'React');
    await user.click(await screen.findByRole('treeitem', { name: /React/ }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Company profile saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies')[0]?.body).toEqual({
      applicationMail: 'INSTANT',
      name: 'Acme Labs',
      email: 'hello@acme.test',
      companyTypeId: 1,
      skills: [11],
    });
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
  });

  it('uploads a picked logo after creating the company', { timeout: 20_000 }, async () => {
    // The file input is visually hidden behind the 'Upload logo' button.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const created = company({ id: 9 });
    const api = mockApi({
      ...reference,
      'POST /api/companies': { status: 201, body: created },
      'POST /api/companies/images/set': { body: { ...created, image: '/api/companies/9/image?v=1' } },
      'GET /api/user': { body: testUser({ companyId: 9 }) },
    });
    const { container } = renderPage(<CompanyProfile />, { path: PROFILE });
    await user.type(await screen.findByLabelText(/^Name/), 'Acme Labs');
    await user.type(screen.getByLabelText(/^E-mail/), 'hello@acme.test');
    const [logoInput] = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(logoInput!, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Company logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('img', { name: 'Acme Labs logo' })).toHaveAttribute(
      'src',
      '/api/companies/9/image?v=1',
    );
    const form = api.callsTo('POST /api/companies/images/set')[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('image')).toBeInstanceOf(Blob);
    expect((form as FormData).get('banner')).toBeNull();
  });
});

describe('company profile of an existing company', () => {
  const session = testUser({ companyId: 5 });

  it('shows the read view with PENDING approval and a pending e-mail', async () => {
    mockApi({ ...reference, 'GET /api/companies/5': { body: company() } });
    renderPage(<CompanyProfile />, { path: PROFILE, session });
    expect(await screen.findByRole('heading', { name: 'Acme Labs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company Profile' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('E-mail pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeInTheDocument();
    const about = screen.getByRole('heading', { name: 'About the Company' }).closest('section')!;
    expect(within(about).getByText('We build things.')).toBeInTheDocument();
    expect(await within(about).findByText('TypeScript')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/acme',
    );
  });

  it('shows APPROVED and a verified e-mail', async () => {
    mockApi({
      ...reference,
      'GET /api/companies/5': { body: company({ approved: true, emailVerification: 'VERIFIED' }) },
    });
    renderPage(<CompanyProfile />, { path: PROFILE, session });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('E-mail verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).not.toBeInTheDocument();
  });

  it('starts the resend countdown after resending the verification e-mail', async () => {
    const user = userEvent.setup();
    mockApi({
      ...reference,
      'GET /api/companies/5': { body: company() },
      'GET /api/companies/resend-email-confirmation': { body: { retryAfter: 90 } },
    });
    renderPage(<CompanyProfile />, { path: PROFILE, session });
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(/You can resend again in 1:(30|29)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification e-mail' })).toBeDisabled();
  });

  it('toggles edit mode through IsEditing=true and back with Cancel', async () => {
    const user = userEvent.setup();
    mockApi({ ...reference, 'GET /api/companies/5': { body: company() } });
    const { router } = renderPage(<CompanyProfile />, { path: PROFILE, session });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?IsEditing=true');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Acme Labs');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Company Profile' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens in edit mode from the URL and validates with the shared schema', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...reference, 'GET /api/companies/5': { body: company() } });
    renderPage(<CompanyProfile />, { path: `${PROFILE}?IsEditing=true`, session });
    const website = await screen.findByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'not a url');
    await user.tab();
    expect(await screen.findByText('Website must be a valid URL')).toBeInTheDocument();
    // Save stays enabled: pressing it shows the errors and focuses the first, and saves nothing.
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(website).toHaveFocus());
    expect(api.callsTo('PUT /api/companies')).toHaveLength(0);
    await user.clear(website);
    await waitFor(() => expect(screen.queryByText('Website must be a valid URL')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  it('shows every error on Enter in a field, though Save profile sits outside the form', async () => {
    const user = userEvent.setup();
    const api = mockApi(reference);
    renderPage(<CompanyProfile />, { path: PROFILE });
    const website = await screen.findByLabelText('Website');
    await user.type(website, 'not a url{Enter}');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Website must be a valid URL')).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies')).toHaveLength(0);
  });

  it('counts the description down from 3000 characters and flags the excess', async () => {
    const user = userEvent.setup();
    mockApi({ ...reference, 'GET /api/companies/5': { body: company({ description: undefined }) } });
    renderPage(<CompanyProfile />, { path: `${PROFILE}?IsEditing=true`, session });
    const description = await screen.findByLabelText('Description');
    expect(screen.getByText('3000 characters left')).toBeInTheDocument();
    await user.type(description, 'Hello');
    expect(screen.getByText('2995 characters left')).toBeInTheDocument();
    await user.click(description);
    await user.paste('x'.repeat(2996));
    expect(screen.getByText('Character limit exceeded by 1 characters')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Description must not exceed 3000 characters')).toBeInTheDocument();
  });

  it('shows server field errors on their fields', async () => {
    const user = userEvent.setup();
    mockApi({
      ...reference,
      'GET /api/companies/5': { body: company() },
      'PUT /api/companies': apiError(409, 'A company with this name already exists', {
        fields: { name: 'A company with this name already exists' },
      }),
    });
    renderPage(<CompanyProfile />, { path: `${PROFILE}?IsEditing=true`, session });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('A company with this name already exists'));
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('warns about unsaved changes before leaving the page', async () => {
    const user = userEvent.setup();
    mockApi({ ...reference, 'GET /api/companies/5': { body: company() } });
    const { router } = renderPage(<CompanyProfile />, { path: `${PROFILE}?IsEditing=true`, session });
    await user.type(await screen.findByLabelText(/^Name/), ' Group');
    await act(() => router.navigate('/company/projects'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(PROFILE);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Acme Labs Group');
  });

  it('shows the error alert when the company cannot be loaded', async () => {
    mockApi({ ...reference, 'GET /api/companies/5': apiError(500, 'Internal error') });
    renderPage(<CompanyProfile />, { path: PROFILE, session });
    expect(await screen.findByText('Failed to load company data')).toBeInTheDocument();
  });

  it('confirms the e-mail verification the mailed link lands with', async () => {
    mockApi({ ...reference, 'GET /api/companies/5': { body: company({ emailVerification: 'VERIFIED' }) } });
    renderPage(<CompanyProfile />, { path: `${PROFILE}?emailVerified=true`, session });
    expect(await screen.findByText('Company e-mail verified')).toBeInTheDocument();
  });
});

describe('company profile of the administrator', () => {
  it('does not push the admin, who has no company, into creating one', async () => {
    const api = mockApi(reference);
    const { user, currentUrl } = renderPage(<CompanyProfile />, {
      path: PROFILE,
      session: testUser({ username: 'admin', isAdmin: true }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeInTheDocument();
    expect(screen.getByText('The administrator account has no company')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Approve companies' }));
    expect(currentUrl()).toBe('/admin/approve-companies');
    expect(api.calls).toHaveLength(0);
  });
});

describe('company profile statuses', () => {
  it('lists each status as a term with its value, in sentence case', async () => {
    mockApi({
      'GET /api/companies/5': { body: company({ emailVerification: 'VERIFIED', approved: true }) },
      ...reference,
    });
    renderPage(<CompanyProfile />, { path: PROFILE, session: testUser({ companyId: 5 }) });
    const approval = await screen.findByText('Approval status');
    expect(approval.tagName).toBe('DT');
    const list = approval.closest('dl') as HTMLElement;
    for (const group of Array.from(list.children)) {
      expect(Array.from(group.children).map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
    expect(within(list).getByText('Approved')).toBeInTheDocument();
    expect(within(list).getByText('E-mail verified')).toBeInTheDocument();
  });

  it('lists the skills by name, whatever order the API gives', async () => {
    mockApi({ 'GET /api/companies/5': { body: company({ skills: [12, 11] }) }, ...reference });
    renderPage(<CompanyProfile />, { path: PROFILE, session: testUser({ companyId: 5 }) });
    const skillsList = await screen.findByRole('list', { name: 'Skills' });
    expect(
      within(skillsList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript']);
  });
});
