import { locationsQueryOptions, skillsQueryOptions, workModesQueryOptions } from '@benchlink/api-client';
import type { Talent } from '@benchlink/contracts/talents';
import type { TalentCardProps } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

type Names = ReadonlyMap<number, string>;

const byId = (items: ReadonlyArray<{ id: number; name: string }> | undefined): Names =>
  new Map((items ?? []).map((item) => [item.id, item.name]));

const namesOf = (names: Names, ids: ReadonlyArray<number>) =>
  ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);

/** What a talent card shows, with every id resolved to its name. */
export type TalentCardContent = Pick<
  TalentCardProps,
  | 'role'
  | 'seniority'
  | 'experience'
  | 'rate'
  | 'workModes'
  | 'locations'
  | 'skills'
  | 'isActive'
  | 'bio'
  | 'companyName'
>;

/**
 * Resolves a talent's skill, work mode and location ids to names for the card, from the shared reference lists.
 * @example const { toCard } = useTalentNames(); <TalentCard {...toCard(talent)} />
 */
export function useTalentNames() {
  const skills = useQuery(skillsQueryOptions);
  const workModes = useQuery(workModesQueryOptions);
  const locations = useQuery(locationsQueryOptions);
  const maps = useMemo(
    () => ({ skills: byId(skills.data), workModes: byId(workModes.data), locations: byId(locations.data) }),
    [skills.data, workModes.data, locations.data],
  );
  const toCard = useCallback(
    (talent: Omit<Talent, 'id'>): TalentCardContent => ({
      role: talent.role.name,
      seniority: talent.seniorityLabel,
      experience: talent.experience.totalTime,
      rate: talent.rate,
      workModes: namesOf(maps.workModes, talent.workModes),
      locations: namesOf(maps.locations, talent.locations),
      skills: talent.experience.skills
        .map((skill) => ({ name: maps.skills.get(skill.skillId), months: skill.months }))
        .filter((skill): skill is { name: string; months: number } => skill.name !== undefined),
      isActive: talent.active,
      bio: talent.description,
      companyName: talent.companyName,
    }),
    [maps],
  );
  return { toCard, isLoading: skills.isLoading || workModes.isLoading || locations.isLoading };
}
