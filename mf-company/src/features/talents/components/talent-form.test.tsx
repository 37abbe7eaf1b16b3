import { CV_SIZE_MESSAGE, CV_TYPE_MESSAGE } from '@benchlink/contracts/applications';
import { TALENT_REFERENCE_REQUIRED_MESSAGE, type Talent } from '@benchlink/contracts/talents';
import { apiError, mockApi, renderPage, testUser } from '@benchlink/test-support';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseCv, pdfFile, stubCvUploads } from '../test/cv-uploads';
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
  'GET /api/locations': {
    body: [
      { id: 10032, name: 'Bulgaria', parentId: null },
      { id: 10082, name: 'Germany', parentId: null },
      { id: 2950159, name: 'Berlin', parentId: 10082 },
      { id: 3, name: 'Sofia', parentId: 10032 },
    ],
  },
};

const savedTalent: Talent = {
  id: 7,
  reference: 'Anna K.',
  companyId: 5,
  companyName: 'Acme Labs',
  active: true,
  availabilityConfirmedAt: '2030-01-02T09:00:00.000Z',
  availabilityStatus: 'CONFIRMED',
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

const storedCv = { type: 'application/pdf', size: 245_760, uploadedAt: '2030-01-02T10:00:00.000Z' };

async function fillRequired(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /^Name or reference/ }), 'Anna K.');
  await user.type(await screen.findByRole('searchbox', { name: 'Search Role' }), 'Front');
  await user.click(await screen.findByRole('treeitem', { name: /Front-End Developer/ }));
  await user.selectOptions(screen.getByLabelText(/^Seniority/), 'Junior');
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
      reference: 'Anna K.',
      availableFrom: null,
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
    expect(screen.getByRole('button', { name: 'Add talent' })).toBeEnabled();

    await user.clear(screen.getByLabelText('Minimum rate'));
    expect(await screen.findByText('Maximum rate is set to 50, but no minimum rate is defined')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Minimum rate'), '40');
    expect(screen.queryByText(/Maximum rate is set to/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add talent' })).toBeEnabled();
    expect(api.callsTo('POST /api/companies/talents')).toHaveLength(0);
  });

  it('starts without a seniority and asks for one, with every other error, when saved empty', async () => {
    const api = mockApi(reference);
    const { user } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    const seniority = await screen.findByLabelText(/^Seniority/);
    expect(seniority).toHaveDisplayValue('Choose…');
    expect(screen.queryByText('Seniority is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add talent' }));
    expect(await screen.findByText('Seniority is required')).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(screen.getByText(TALENT_REFERENCE_REQUIRED_MESSAGE)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /^Name or reference/ })).toHaveFocus());
    expect(api.callsTo('POST /api/companies/talents')).toHaveLength(0);
  });

  it('asks for a name or reference, which only the company sees', { timeout: 20_000 }, async () => {
    const api = mockApi(reference);
    const { user } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    const field = await screen.findByRole('textbox', { name: /^Name or reference/ });
    expect(field).toHaveAccessibleDescription(/Only your company sees it/);
    await user.click(screen.getByRole('button', { name: 'Add talent' }));
    expect(await screen.findByText(TALENT_REFERENCE_REQUIRED_MESSAGE)).toBeInTheDocument();

    await user.type(field, 'x'.repeat(81));
    await user.tab();
    expect(await screen.findByText(/must not exceed 80 characters/)).toBeInTheDocument();
    expect(screen.queryByText(TALENT_REFERENCE_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/talents')).toHaveLength(0);
  });

  it('sends the date a talent is available from', { timeout: 20_000 }, async () => {
    const api = mockApi({ ...reference, 'POST /api/companies/talents': { status: 201, body: savedTalent } });
    const { user } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add suggested skills' }));
    expect(screen.getByLabelText('Available from')).toHaveAccessibleDescription(/available now/);
    await user.type(screen.getByLabelText('Available from'), '2030-03-01');
    await user.click(screen.getByRole('button', { name: 'Add talent' }));
    expect(await screen.findByText('Talent added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/talents')[0]?.body).toMatchObject({
      reference: 'Anna K.',
      availableFrom: '2030-03-01',
    });
  });

  it('places a talent in a whole country and in a city of another', { timeout: 20_000 }, async () => {
    const api = mockApi({ ...reference, 'POST /api/companies/talents': { status: 201, body: savedTalent } });
    const { user } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add suggested skills' }));
    expect(screen.getByText('No locations selected')).toBeInTheDocument();
    const locations = screen.getByRole('tree', { name: 'Locations' });
    await user.click(within(locations).getByRole('treeitem', { name: 'Bulgaria' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Locations' }), 'Berlin');
    await user.click(within(locations).getByRole('treeitem', { name: 'Berlin' }));
    expect(screen.queryByText('No locations selected')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add talent' }));
    expect(await screen.findByText('Talent added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/talents')[0]?.body).toMatchObject({ locations: [10032, 2950159] });
  });

  it('uploads the CV chosen for a new talent once the talent is added', { timeout: 20_000 }, async () => {
    const api = mockApi({ ...reference, 'POST /api/companies/talents': { status: 201, body: savedTalent } });
    const uploads = stubCvUploads({ status: 200, body: { ...savedTalent, cv: storedCv } }, true);
    const { user, currentUrl } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add suggested skills' }));
    await chooseCv(pdfFile());
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add talent' }));
    expect(await screen.findByText('Uploading CV… 50%')).toBeInTheDocument();
    expect(api.callsTo('POST /api/companies/talents')).toHaveLength(1);
    expect(uploads.sent).toEqual([
      { method: 'PUT', url: '/api/companies/talents/7/cv', file: expect.objectContaining({ name: 'cv.pdf' }) },
    ]);
    expect(currentUrl()).toBe('/company/talents/add');

    act(() => uploads.finish());
    expect(await screen.findByText('Talent added')).toBeInTheDocument();
    expect(currentUrl()).toBe('/company/talents');
  });

  it(
    'keeps a new talent whose CV the server refuses, says why and opens it for editing',
    { timeout: 20_000 },
    async () => {
      const api = mockApi({ ...reference, 'POST /api/companies/talents': { status: 201, body: savedTalent } });
      stubCvUploads(apiError(415, CV_TYPE_MESSAGE));
      const { user, currentUrl } = renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Add suggested skills' }));
      await chooseCv(pdfFile());
      expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add talent' }));

      expect(
        await screen.findByText(`Talent added, but its CV was not uploaded: ${CV_TYPE_MESSAGE}`),
      ).toBeInTheDocument();
      expect(currentUrl()).toBe('/talent/7/edit');
      expect(api.callsTo('POST /api/companies/talents')).toHaveLength(1);
    },
  );

  it('refuses a CV over 10 MB before sending anything', { timeout: 20_000 }, async () => {
    mockApi(reference);
    const uploads = stubCvUploads({ status: 200, body: savedTalent });
    renderPage(<TalentFormContainer />, { path: '/company/talents/add', session });
    await screen.findByRole('textbox', { name: /^Name or reference/ });
    await chooseCv(pdfFile('big.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText(CV_SIZE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('big.pdf')).not.toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it("edits a talent's reference and clears its date, keeping the rest", { timeout: 20_000 }, async () => {
    const talent = { ...savedTalent, availableFrom: '2030-03-01' };
    const api = mockApi({
      ...reference,
      'GET /api/companies/talents/7': { body: talent },
      'PUT /api/companies/talents/:id': { body: { ...talent, reference: 'Anna Kovacs' } },
    });
    const { user, currentUrl } = renderPage(<TalentFormContainer talentId={7} />, { path: '/talent/7/edit', session });
    const field = await screen.findByRole('textbox', { name: /^Name or reference/ });
    expect(field).toHaveValue('Anna K.');
    expect(screen.getByLabelText('Available from')).toHaveValue('2030-03-01');
    await user.clear(field);
    await user.type(field, 'Anna Kovacs');
    await user.clear(screen.getByLabelText('Available from'));
    await user.click(screen.getByRole('button', { name: 'Save talent' }));

    expect(await screen.findByText('Talent saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/companies/talents/:id')[0]?.body).toMatchObject({
      reference: 'Anna Kovacs',
      availableFrom: null,
      workModes: [3],
    });
    expect(currentUrl()).toBe('/company/talents');
  });

  it("shows an existing talent's stored CV, to download or remove", { timeout: 20_000 }, async () => {
    let talent: Talent = { ...savedTalent, cv: storedCv };
    const api = mockApi({
      ...reference,
      'GET /api/companies/talents/7': () => ({ body: talent }),
      'DELETE /api/companies/talents/:id/cv': () => {
        talent = { ...savedTalent };
        return { status: 204 };
      },
    });
    const { user } = renderPage(<TalentFormContainer talentId={7} />, { path: '/talent/7/edit', session });
    expect(await screen.findByText('Stored CV: PDF · 240 KB · uploaded 2030-01-02')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/companies/talents/7/cv');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove CV' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove the CV of Anna K.?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('CV removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/companies/talents/:id/cv')[0]?.params).toEqual({ id: '7' });
    expect(await screen.findByText(/No CV stored yet/)).toBeInTheDocument();
  });

  it(
    "uploads an existing talent's CV at once, apart from the form, with the server's refusal",
    { timeout: 20_000 },
    async () => {
      const api = mockApi({ ...reference, 'GET /api/companies/talents/7': { body: savedTalent } });
      stubCvUploads(apiError(413, CV_SIZE_MESSAGE));
      renderPage(<TalentFormContainer talentId={7} />, { path: '/talent/7/edit', session });
      expect(await screen.findByText(/No CV stored yet/)).toBeInTheDocument();
      await chooseCv(pdfFile());

      expect(await screen.findByRole('alert')).toHaveTextContent(CV_SIZE_MESSAGE);
      expect(api.callsTo('PUT /api/companies/talents/:id')).toHaveLength(0);
      expect(screen.queryByText('Uploading CV… 50%')).not.toBeInTheDocument();
    },
  );

  it("replaces an existing talent's CV and shows the new one", { timeout: 20_000 }, async () => {
    let talent: Talent = { ...savedTalent, cv: storedCv };
    mockApi({ ...reference, 'GET /api/companies/talents/7': () => ({ body: talent }) });
    const replaced = { ...storedCv, size: 3.5 * 1024 * 1024, uploadedAt: '2030-02-03T10:00:00.000Z' };
    const uploads = stubCvUploads({ status: 200, body: { ...savedTalent, cv: replaced } }, true);
    renderPage(<TalentFormContainer talentId={7} />, { path: '/talent/7/edit', session });
    expect(await screen.findByText(/Stored CV: PDF · 240 KB/)).toBeInTheDocument();
    await chooseCv(pdfFile('new-cv.pdf'));
    expect(await screen.findByText('Uploading CV… 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace CV' })).toBeDisabled();

    talent = { ...savedTalent, cv: replaced };
    act(() => uploads.finish());
    expect(await screen.findByText('CV uploaded')).toBeInTheDocument();
    expect(await screen.findByText('Stored CV: PDF · 3.5 MB · uploaded 2030-02-03')).toBeInTheDocument();
    expect(uploads.sent[0]?.file?.name).toBe('new-cv.pdf');
  });

  it('shows Talent not found for an unknown talent', async () => {
    mockApi({ ...reference, 'GET /api/companies/talents/99': apiError(404, 'Talent not found') });
    renderPage(<TalentFormContainer talentId={99} />, { path: '/talent/99/edit', session });
    expect(await screen.findByText('Talent not found')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find a talent with that ID.")).toBeInTheDocument();
  });
});
