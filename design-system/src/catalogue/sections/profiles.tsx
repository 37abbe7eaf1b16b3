import { Chip } from '../../components/chip/chip';
import { ProfileAbout } from '../../components/profile-about/profile-about';
import { ProfileHero } from '../../components/profile-hero/profile-hero';
import { Demo, Grid, Inline, Section } from '../layout';
import { sampleLogo } from '../sample-data';

/** Profile header and 'about' card, as the company profiles show them. */
export function ProfilesSection() {
  return (
    <Section
      id="profiles"
      title="Profiles"
      description="A profile header with banner, logo (or initials), tags and contact links, and an 'about' card with the description and a tag list."
    >
      <Demo title="Profile header with a logo and an extra row">
        <ProfileHero
          title="Northwind Software"
          logoUrl={sampleLogo}
          tags={[
            { label: 'Outsourcing', tone: 'primary' },
            { label: 'Fintech', tone: 'info' },
          ]}
          email="hello@northwind.example"
          website="https://northwind.example"
          links={[{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/northwind' }]}
        >
          <Inline>
            <Chip label="Approved" tone="success" />
          </Inline>
        </ProfileHero>
      </Demo>
      <Grid>
        <Demo title="Without images: gradient and initials">
          <ProfileHero
            title="Blue Harbor Labs"
            tags={[{ label: 'Product company', tone: 'primary' }]}
            email="team@blueharbor.example"
          />
        </Demo>
        <Demo title="About card">
          <ProfileAbout
            title="About the Company"
            description={'We build payment platforms.\nTeams of 5 to 50 engineers.'}
            emptyDescriptionText="No description yet"
            tagsTitle="Skills"
            tags={['React', 'TypeScript', 'Go', 'PostgreSQL']}
            emptyTagsText="No skills selected"
          />
        </Demo>
        <Demo title="About card, empty">
          <ProfileAbout
            title="About the Company"
            emptyDescriptionText="No description yet"
            tagsTitle="Skills"
            tags={[]}
            emptyTagsText="No skills selected"
          />
        </Demo>
      </Grid>
    </Section>
  );
}
