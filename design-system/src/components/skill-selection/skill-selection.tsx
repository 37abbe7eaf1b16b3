import type { ReactNode } from 'react';
import styled from 'styled-components';
// The design system's own parts come through its shared entry, so this module (shared apart, see pickers.ts) uses
// the page's one copy of them.
import { ArrowDownIcon, ArrowUpIcon, Chip, FieldMessage } from '@benchlink/design-system';
import { TreePicker } from '../tree-picker/tree-picker';
import { buildTree, indexTree, type TreeId, type TreeNodeInput } from '../tree-picker/tree-helpers';

export type SkillList = 'required' | 'optional';

export interface SkillSelectionValue<Id extends TreeId = TreeId> {
  required: Id[];
  optional: Id[];
}

/**
 * Puts a skill into one list and removes it from the other: a skill is never both required and optional.
 * @example moveSkill({ required: [1], optional: [] }, 1, 'optional') // { required: [], optional: [1] }
 */
export function moveSkill<Id extends TreeId>(
  value: SkillSelectionValue<Id>,
  id: Id,
  target: SkillList,
): SkillSelectionValue<Id> {
  const required = value.required.filter((item) => item !== id);
  const optional = value.optional.filter((item) => item !== id);
  return target === 'required' ? { required: [...required, id], optional } : { required, optional: [...optional, id] };
}

/** Applies a new list for one side; skills newly added there leave the other side. */
export function setSkillList<Id extends TreeId>(
  value: SkillSelectionValue<Id>,
  list: SkillList,
  ids: ReadonlyArray<Id>,
): SkillSelectionValue<Id> {
  if (list === 'required') return { required: [...ids], optional: value.optional.filter((id) => !ids.includes(id)) };
  return { required: value.required.filter((id) => !ids.includes(id)), optional: [...ids] };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface SkillSelectionProps<Id extends TreeId> {
  skills: ReadonlyArray<TreeNodeInput<Id>>;
  value: SkillSelectionValue<Id>;
  onChange: (value: SkillSelectionValue<Id>) => void;
  requiredLabel?: ReactNode;
  optionalLabel?: ReactNode;
  requiredError?: string;
  optionalError?: string;
  isReadOnly?: boolean;
}

/** Required and optional skill trees that stay exclusive; chips move a skill between the lists. */
export function SkillSelection<Id extends TreeId>({
  skills,
  value,
  onChange,
  requiredLabel = 'Required skills',
  optionalLabel = 'Optional skills',
  requiredError,
  optionalError,
  isReadOnly,
}: SkillSelectionProps<Id>) {
  const index = indexTree(buildTree(skills));
  const nameOf = (id: Id) => index.get(id)?.name ?? String(id);
  const renderMoves = (list: SkillList) => {
    const ids = value[list];
    const target: SkillList = list === 'required' ? 'optional' : 'required';
    if (ids.length === 0) return <Empty>No skills selected</Empty>;
    return (
      <Summary>
        {ids.map((id) => (
          <Chip
            key={String(id)}
            tone="neutral"
            label={`${nameOf(id)}: move to ${target}`}
            icon={list === 'required' ? <ArrowDownIcon size={14} /> : <ArrowUpIcon size={14} />}
            onClick={isReadOnly ? undefined : () => onChange(moveSkill(value, id, target))}
          />
        ))}
      </Summary>
    );
  };
  return (
    <Grid>
      <Column>
        <TreePicker<Id>
          multiple
          label={requiredLabel}
          required
          nodes={skills}
          value={value.required}
          onChange={(ids) => onChange(setSkillList(value, 'required', ids))}
          isReadOnly={isReadOnly}
          searchPlaceholder="Search skills"
        />
        {requiredError && (
          <FieldMessage $isError role="alert">
            {requiredError}
          </FieldMessage>
        )}
        {renderMoves('required')}
      </Column>
      <Column>
        <TreePicker<Id>
          multiple
          label={optionalLabel}
          nodes={skills}
          value={value.optional}
          onChange={(ids) => onChange(setSkillList(value, 'optional', ids))}
          isReadOnly={isReadOnly}
          searchPlaceholder="Search skills"
        />
        {optionalError && (
          <FieldMessage $isError role="alert">
            {optionalError}
          </FieldMessage>
        )}
        {renderMoves('optional')}
      </Column>
    </Grid>
  );
}
