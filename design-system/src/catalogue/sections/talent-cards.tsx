import { Button, IconButton } from '../../components/button/button';
import { DeleteIcon, EditIcon } from '../../components/icons/icons';
import { TalentCard } from '../../components/talent-card/talent-card';
import { Grid, Section } from '../layout';

const base = {
  role: 'Front-End Developer',
  seniority: 'Senior',
  experience: { years: 6, months: 4 },
  workModes: ['Hybrid', 'Remote'],
  locations: ['Sofia', 'Plovdiv'],
  skills: [
    { name: 'React', months: 48 },
    { name: 'TypeScript', months: 36 },
    { name: 'CSS', months: 60 },
  ],
  bio: 'Builds accessible customer portals. Led the move of a banking app to a shared design system.',
};

/** Talent cards as the own bench and Browse Talents show them. */
export function TalentCardsSection() {
  return (
    <Section
      id="talent-cards"
      title="Talent cards"
      description="A bench talent with experience, rate, work modes, locations and skills with months; INACTIVE when not active and See bio / Collapse for the bio. Icon actions go top right, buttons in the footer."
    >
      <Grid $min="340px">
        <TalentCard
          {...base}
          rate={{ min: 45, max: 60 }}
          isActive
          defaultExpanded
          actions={
            <>
              <IconButton label="Edit this talent">
                <EditIcon />
              </IconButton>
              <IconButton label="Delete this talent" variant="danger">
                <DeleteIcon />
              </IconButton>
            </>
          }
        />
        <TalentCard
          {...base}
          role="Back-End Developer"
          seniority="Mid"
          experience={{ years: 0, months: 9 }}
          rate={{}}
          locations={[]}
          skills={[{ name: 'Node.js', months: 9 }]}
          isActive={false}
          companyName="Northwind Software"
          footer={<Button size="small">Request Talent</Button>}
        />
      </Grid>
    </Section>
  );
}
