import { mockApi, renderPage, testCompany } from '@benchlink/test-support';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyAbout } from './company-about';

const skills = [
  { id: 10, name: 'Tech Skills', parentId: null, assignable: false },
  { id: 11, name: 'React', parentId: 10, assignable: true },
  { id: 12, name: 'Go', parentId: 10, assignable: true },
];

const aboutSection = () => screen.getByRole('heading', { name: 'About the Company' }).closest('section') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanyAbout', () => {
  it('shows the description and the names of the skills', async () => {
    mockApi({ 'GET /api/skills': { body: skills } });
    renderPage(<CompanyAbout company={testCompany()} />, { path: '/' });
    expect(within(aboutSection()).getByText('We build things.')).toBeInTheDocument();
    expect(await within(aboutSection()).findByText('React')).toBeInTheDocument();
    expect(within(aboutSection()).getByText('Go')).toBeInTheDocument();
  });

  it('says when there is no description and no skill, without waiting for the skill list', () => {
    mockApi({ 'GET /api/skills': { body: skills } });
    renderPage(<CompanyAbout company={testCompany({ description: undefined, skills: [] })} />, { path: '/' });
    expect(within(aboutSection()).getByText('No description yet')).toBeInTheDocument();
    expect(within(aboutSection()).getByText('No skills selected')).toBeInTheDocument();
  });
});
