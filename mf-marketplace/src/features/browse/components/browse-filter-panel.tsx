import { skillsQueryOptions, workModesQueryOptions } from '@benchlink/api-client';
import { Button, CheckboxGroup, NumberField, Skeleton } from '@benchlink/design-system';
import { TreePicker } from '@benchlink/design-system/pickers';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  display: flex;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** How long the rate waits for the next keystroke before it filters: one request per number, not per digit. */
const RATE_DEBOUNCE_MS = 400;

export interface BrowseFilterPanelProps {
  skills: number[];
  workModes: number[];
  rate: number | undefined;
  onSkillsChange: (skills: number[]) => void;
  onWorkModesChange: (workModes: number[]) => void;
  onRateChange: (rate: number | undefined) => void;
  onClear: () => void;
  /** What only one page filters by, placed above the shared fields (saved filter, own position). */
  before?: ReactNode;
  /** What only one page filters by, placed under the shared fields ('Show Partners only'). */
  after?: ReactNode;
}

/** The browse filters both pages share: skills (fuzzy tree search), work modes and a rate in euros. */
export function BrowseFilterPanel({
  skills,
  workModes,
  rate,
  onSkillsChange,
  onWorkModesChange,
  onRateChange,
  onClear,
  before,
  after,
}: BrowseFilterPanelProps) {
  const skillList = useQuery(skillsQueryOptions);
  const workModeList = useQuery(workModesQueryOptions);
  const skillNodes = useMemo(
    () =>
      (skillList.data ?? []).map((skill) => ({
        id: skill.id,
        name: skill.name,
        parent: skill.parentId,
        assignable: skill.assignable,
      })),
    [skillList.data],
  );

  // The rate is typed here and sent on a pause; the URL stays the source of truth (back, reload, shared link).
  const [draftRate, setDraftRate] = useState(rate);
  // A new rate from the URL (back, a cleared filter) replaces the draft, during render rather than in an effect.
  const [urlRate, setUrlRate] = useState(rate);
  if (rate !== urlRate) {
    setUrlRate(rate);
    setDraftRate(rate);
  }
  useEffect(() => {
    if (draftRate === rate) return;
    const timer = setTimeout(() => onRateChange(draftRate), RATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftRate, rate, onRateChange]);

  return (
    <Panel aria-labelledby="browse-filters-heading">
      <Heading>
        <h2 id="browse-filters-heading">Filters</h2>
        <Button variant="text" size="small" onClick={onClear}>
          Clear filters
        </Button>
      </Heading>
      {before}
      {skillList.isPending ? (
        <Skeleton variant="rect" height="220px" />
      ) : (
        <TreePicker<number>
          multiple
          label="Skills"
          nodes={skillNodes}
          value={skills}
          onChange={onSkillsChange}
          searchPlaceholder="Search skills"
          error={skillList.isError ? skillList.error.message : undefined}
        />
      )}
      {workModeList.isPending ? (
        <Skeleton variant="rect" height="80px" />
      ) : (
        <CheckboxGroup<number>
          label="Work modes"
          options={(workModeList.data ?? []).map((mode) => ({ value: mode.id, label: mode.name }))}
          value={workModes}
          onChange={onWorkModesChange}
          error={workModeList.isError ? workModeList.error.message : undefined}
        />
      )}
      <NumberField
        label="Rate"
        value={draftRate}
        onChange={setDraftRate}
        onBlur={() => {
          if (draftRate !== rate) onRateChange(draftRate);
        }}
        endAdornment="€"
        helperText="Euros per hour"
        inputMode="numeric"
      />
      {after}
    </Panel>
  );
}
