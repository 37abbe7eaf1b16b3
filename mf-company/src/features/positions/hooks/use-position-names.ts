import { locationsQueryOptions, skillsQueryOptions, workModesQueryOptions } from '@benchlink/api-client';
import type { Position } from '@benchlink/contracts/positions';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';

/** Resolves a position's reference ids to the names its card shows. */
export type PositionNames = {
  locations: (position: Position) => string[];
  workModes: (position: Position) => string[];
  requiredSkills: (position: Position) => { name: string; months: number }[];
  optionalSkills: (position: Position) => string[];
};

const namesOf = (byId: Map<number, string>, ids: ReadonlyArray<number>) =>
  ids.map((id) => byId.get(id)).filter((name): name is string => name !== undefined);

/** Loads skills, locations and work modes once and names positions with them. */
export function usePositionNames(): {
  names: PositionNames;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
} {
  const [skills, locations, workModes] = useQueries({
    queries: [skillsQueryOptions, locationsQueryOptions, workModesQueryOptions],
  });
  const names = useMemo<PositionNames>(() => {
    const skillById = new Map((skills.data ?? []).map((item) => [item.id, item.name]));
    const locationById = new Map((locations.data ?? []).map((item) => [item.id, item.name]));
    const workModeById = new Map((workModes.data ?? []).map((item) => [item.id, item.name]));
    return {
      locations: (position) => namesOf(locationById, position.locations),
      workModes: (position) => namesOf(workModeById, position.workMode),
      requiredSkills: (position) =>
        position.requiredSkills.flatMap((skill) => {
          const name = skillById.get(skill.skillId);
          return name === undefined ? [] : [{ name, months: skill.months }];
        }),
      optionalSkills: (position) => namesOf(skillById, position.optionalSkills),
    };
  }, [skills.data, locations.data, workModes.data]);
  const failed = [skills, locations, workModes].find((query) => query.isError && !query.data);
  return {
    names,
    isLoading: [skills, locations, workModes].some((query) => !query.data && !query.isError),
    error: failed?.error ?? null,
    refetch: () => void failed?.refetch(),
  };
}
