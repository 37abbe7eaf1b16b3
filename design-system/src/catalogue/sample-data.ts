import type { TreeNodeInput } from '../components/tree-picker/tree-helpers';
import type { ChipTone } from '../components/chip/chip';

/** Skill tree shaped like the API's: flat nodes with parents; assignable inherited downwards. */
export const sampleSkills: TreeNodeInput<number>[] = [
  { id: 1, name: 'Frontend', assignable: false },
  { id: 2, name: 'JavaScript', parent: 1, assignable: true },
  { id: 3, name: 'TypeScript', parent: 2 },
  { id: 4, name: 'React', parent: 2 },
  { id: 5, name: 'Angular', parent: 2 },
  { id: 6, name: 'CSS', parent: 1, assignable: true },
  { id: 7, name: 'Backend', assignable: false },
  { id: 8, name: 'Java', parent: 7, assignable: true },
  { id: 9, name: 'Spring Boot', parent: 8 },
  { id: 10, name: 'Node.js', parent: 7, assignable: true },
  { id: 11, name: 'Python', parent: 7, assignable: true },
  { id: 12, name: 'Django', parent: 11 },
  { id: 13, name: 'Cloud', assignable: false },
  { id: 14, name: 'AWS', parent: 13, assignable: true },
  { id: 15, name: 'Kubernetes', parent: 13, assignable: true },
];

/** Role tree: groups are not assignable, roles are. */
export const sampleRoles: TreeNodeInput<number>[] = [
  {
    id: 100,
    name: 'Engineering',
    children: [
      {
        id: 101,
        name: 'Software Engineer',
        assignable: true,
        children: [
          { id: 102, name: 'Frontend Engineer' },
          { id: 103, name: 'Backend Engineer' },
        ],
      },
      { id: 104, name: 'DevOps Engineer', assignable: true },
      { id: 105, name: 'QA Engineer', assignable: true },
    ],
  },
  {
    id: 110,
    name: 'Design',
    children: [
      { id: 111, name: 'Product Designer', assignable: true },
      { id: 112, name: 'UX Researcher', assignable: true },
    ],
  },
  { id: 120, name: 'Management', children: [{ id: 121, name: 'Project Manager', assignable: true }] },
];

/** Places as the API serves them: countries, each chosen as a whole or opened on its cities. */
export const sampleLocations: TreeNodeInput<number>[] = [
  { id: 200, name: 'Austria', assignable: true },
  { id: 201, name: 'Croatia', assignable: true },
  { id: 202, name: 'Germany', assignable: true },
  { id: 210, name: 'Vienna', parent: 200 },
  { id: 211, name: 'Split', parent: 201 },
  { id: 212, name: 'Zagreb', parent: 201 },
  { id: 213, name: 'Berlin', parent: 202 },
  { id: 214, name: 'Munich', parent: 202 },
];

export const sampleResponsibilities = [
  'Write clean code',
  'Review pull requests',
  'Design system architecture',
  'Mentor junior developers',
  'Write automated tests',
  'Maintain CI/CD pipelines',
  'Estimate tasks',
  'Collaborate with designers',
  'Communicate with clients',
  'Document features',
  'Fix production incidents',
  'Optimise performance',
  'Plan sprints',
  'Improve accessibility',
  'Manage cloud infrastructure',
  'Conduct code audits',
  'Prototype new features',
  'Analyse requirements',
  'Support releases',
  'Monitor security',
].map((label, index) => ({ id: index + 1, label }));

export interface SampleApplication {
  id: number;
  talent: string;
  yearsXp: number;
  location: string;
  file: string | null;
  /** What an app would show for the application's state: its label, its chip tone, and whether it can still be cancelled. */
  status: { label: string; tone: ChipTone; isOpen: boolean };
}

const names = [
  'Ana Kovač',
  'Marko Horvat',
  'Ivana Babić',
  'Luka Novak',
  'Petra Jurić',
  'Tomislav Knežević',
  'Maja Vuković',
];
const locations = ['Zagreb', 'Split', 'Berlin', 'Vienna', 'Remote'];
const statuses: SampleApplication['status'][] = [
  { label: 'Applied', tone: 'primary', isOpen: true },
  { label: 'Accepted', tone: 'success', isOpen: false },
  { label: 'Denied', tone: 'error', isOpen: false },
];

export const sampleApplications: SampleApplication[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  talent: `${names[index % names.length] ?? 'Talent'}`,
  yearsXp: ((index * 3) % 12) + 1,
  location: locations[index % locations.length] ?? 'Remote',
  file: index % 3 === 0 ? null : `cv-${index + 1}.pdf`,
  status: statuses[index % statuses.length] ?? { label: 'Applied', tone: 'primary', isOpen: true },
}));

/** A small inline SVG so the image upload has a preview without network access. */
export const sampleLogo = `data:image/svg+xml;utf8,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='120' height='120'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#6366f1'/><stop offset='1' stop-color='#06b6d4'/></linearGradient></defs><rect width='120' height='120' fill='url(#g)'/><text x='60' y='76' font-family='Arial' font-size='46' font-weight='700' fill='white' text-anchor='middle'>BL</text></svg>",
)}`;
