import { myTalentsPartialQueryOptions } from '@benchlink/api-client';
import { compareNames, Select } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

export interface OwnTalentSelectProps {
  talentId: number | undefined;
  onChange: (talentId: number | undefined) => void;
}

/**
 * 'For talent': one of the company's own talents, by the reference the company knows it by. Each position then shows
 * how well it fits that talent, and the list can be ranked by it.
 */
export function OwnTalentSelect({ talentId, onChange }: OwnTalentSelectProps) {
  const talents = useQuery(myTalentsPartialQueryOptions());
  const options = useMemo(
    () =>
      [...(talents.data ?? [])]
        .sort((a, b) => compareNames(a.reference, b.reference))
        .map((talent) => ({
          value: String(talent.id),
          label: talent.active ? talent.reference : `${talent.reference} (inactive)`,
        })),
    [talents.data],
  );
  return (
    <Select
      label="For talent"
      options={options}
      value={talentId === undefined ? '' : String(talentId)}
      disabled={talents.isPending}
      error={talents.isError ? talents.error.message : undefined}
      helperText={
        talents.data?.length === 0
          ? 'You have no talents yet.'
          : 'Shows how well each position fits one of your talents'
      }
      onValueChange={(value) => onChange(value === undefined ? undefined : Number(value))}
    />
  );
}
