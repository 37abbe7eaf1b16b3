import { useSkillNames } from '@benchlink/api-client';
import type { Company } from '@benchlink/contracts/companies';
import { ProfileAbout } from '@benchlink/design-system/listings';

/** 'About the Company': the description and the skills (the company's tech stack), for its own profile and for others. */
export function CompanyAbout({ company }: { company: Company }) {
  const { names, isLoading } = useSkillNames(company.skills);
  return (
    <ProfileAbout
      title="About the Company"
      description={company.description}
      emptyDescriptionText="No description yet"
      tagsTitle="Skills"
      tags={names}
      // Skill names are known to be empty without waiting for the list when the company has none.
      isLoadingTags={isLoading && company.skills.length > 0}
      emptyTagsText="No skills selected"
    />
  );
}
