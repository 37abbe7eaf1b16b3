import { locationsQueryOptions, skillsQueryOptions, workModesQueryOptions } from '@benchlink/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** Names of the reference ids a card shows. */
export interface ReferenceNames {
  skill: (id: number) => string;
  workMode: (id: number) => string;
  location: (id: number) => string;
}

/** Looks up the names the cards show for skill, work mode and location ids; an id not (yet) known shows as '…'. */
export function useReferenceNames(): ReferenceNames {
  const skills = useQuery(skillsQueryOptions);
  const workModes = useQuery(workModesQueryOptions);
  const locations = useQuery(locationsQueryOptions);
  return useMemo(() => {
    const lookup = (items: ReadonlyArray<{ id: number; name: string }> | undefined) => {
      const byId = new Map((items ?? []).map((item) => [item.id, item.name]));
      return (id: number) => byId.get(id) ?? '…';
    };
    return { skill: lookup(skills.data), workMode: lookup(workModes.data), location: lookup(locations.data) };
  }, [skills.data, workModes.data, locations.data]);
}
