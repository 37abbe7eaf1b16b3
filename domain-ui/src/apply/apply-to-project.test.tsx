import { mockApi, renderPage, testPosition, testUser } from '@benchlink/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplyToProject } from './apply-to-project';

const open = testPosition({ id: 21, projectId: 5, rate: { min: 50, max: 70 } });
const closed = testPosition({ id: 22, projectId: 5, isActive: false, statusId: 2, status: 'Closed' });

function mockApplyData() {
  return mockApi({
    'GET /api/projects/5/positions': { body: [open, closed] },
    'GET /api/companies/my-talents/partial': { body: [{ id: 31, patternId: 2, seniorityId: 4 }] },
    'GET /api/companies/my-applications': { body: [] },
    'GET /api/patterns': { body: [{ id: 2, name: 'Front-End Developer', parentId: null, suggestedSkills: [] }] },
    'GET /api/seniorities': { body: [{ id: 4, label: 'Senior', level: 4 }] },
    'POST /api/companies/apply': (call) => ({
      status: 201,
      body: {
        id: 1,
        ...(call.body as { positionId: number; talentId: number; rate: number; availableFrom: string }),
        applicationStatus: 'IN_PROGRESS',
        applicationDateTime: '2030-01-01T00:00:00Z',
        lastUpdateDateTime: '2030-01-01T00:00:00Z',
        hasCv: false,
      },
    }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyToProject', () => {
  it('offers the project’s open positions and the caller’s talents, sends, confirms and closes', async () => {
    const api = mockApplyData();
    const onClose = vi.fn();
    const { user } = renderPage(<ApplyToProject projectId={5} positionId={21} isOpen onClose={onClose} />, {
      path: '/',
      session: testUser({ companyId: 9 }),
    });

    const fields = within(await screen.findByRole('group', { name: 'Senior Front-End Developer · € 50–70 /h' }));
    expect(screen.queryByRole('checkbox', { name: /Closed/ })).not.toBeInTheDocument();
    await user.selectOptions(fields.getByLabelText('Talent'), '31');
    await user.click(screen.getByRole('button', { name: 'Send Application' }));

    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /api/companies/apply')[0]?.body).toMatchObject({ positionId: 21, talentId: 31, rate: 50 });
  });

  it('loads nothing while closed', () => {
    const api = mockApplyData();
    renderPage(<ApplyToProject projectId={5} positionId={21} isOpen={false} onClose={() => undefined} />, {
      path: '/',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
