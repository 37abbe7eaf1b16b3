import type { Talent } from '@benchlink/contracts/talents';
import { paths } from '@benchlink/contracts/paths';
import { TalentCard } from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import type { ReferenceNames } from './position-result-card';

/** A browsed talent: the design-system card with links to the talent and, when known, its company. */
export function TalentResultCard({ talent, names }: { talent: Talent; names: ReferenceNames }) {
  return (
    <TalentCard
      role={talent.role.name}
      seniority={talent.seniorityLabel}
      experience={talent.experience.totalTime}
      rate={talent.rate}
      workModes={talent.workModes.map(names.workMode)}
      locations={talent.locations.map(names.location)}
      skills={talent.experience.skills.map((skill) => ({ name: names.skill(skill.skillId), months: skill.months }))}
      isActive={talent.active}
      bio={talent.description}
      companyName={
        talent.companyId !== undefined && talent.companyName ? (
          <TextLink to={paths.company.href(talent.companyId)}>{talent.companyName}</TextLink>
        ) : undefined
      }
      footer={<TextLink to={paths.talent.href(talent.id)}>View talent</TextLink>}
    />
  );
}
