import { Button, IconButton } from '../../components/button/button';
import { Chip } from '../../components/chip/chip';
import { DeleteIcon, EditIcon } from '../../components/icons/icons';
import { PositionCard } from '../../components/position-card/position-card';
import { Grid, Section } from '../layout';

const base = {
  role: 'Front-End Developer',
  seniority: 'Senior',
  hoursPerWeek: 40,
  locations: ['Sofia'],
  workModes: ['Hybrid', 'Remote'],
  requiredSkills: [
    { name: 'React', months: 24 },
    { name: 'TypeScript', months: 12 },
  ],
  optionalSkills: ['GraphQL', 'Storybook'],
  description: 'Build the customer portal with a team of five. You own the design system and its accessibility.',
  responsibilities: ['Design and implement new features', 'Review code of other team members'],
  hiringProcess: 'A call with the team lead, then one technical interview.',
  minYearsExperience: 3,
};

/** Position cards as the owner and the marketplace show them. */
export function PositionCardsSection() {
  return (
    <Section
      id="position-cards"
      title="Position cards"
      description="A position with its rate, hours, places and tech stack, a status chip and See job details / Collapse. Icon actions go top right, primary buttons in the footer."
    >
      <Grid $min="340px">
        <PositionCard
          {...base}
          rate={{ min: 40, max: 60 }}
          isActive
          status={<Chip label="ACTIVE" tone="success" />}
          subtitle="Customer portal"
          actions={
            <>
              <IconButton label="Edit position">
                <EditIcon size={18} />
              </IconButton>
              <IconButton label="Delete position" variant="danger">
                <DeleteIcon size={18} />
              </IconButton>
            </>
          }
          footer={<Button size="small">Review Applications (3)</Button>}
        />
        <PositionCard
          {...base}
          role="QA Engineer"
          seniority="Mid"
          rate={{}}
          locations={[]}
          workModes={['Remote']}
          optionalSkills={[]}
          isActive={false}
          status={<Chip label="INACTIVE" tone="neutral" />}
          closeReason="Filled outside of the platform"
          footer={<Button size="small">Apply</Button>}
        />
      </Grid>
    </Section>
  );
}
