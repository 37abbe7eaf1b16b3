import type { SkillExperience } from '@benchlink/contracts/positions';
import type { Skill } from '@benchlink/contracts/reference';
import { DeleteIcon, IconButton, NumberField } from '@benchlink/design-system';
import { TreePicker } from '@benchlink/design-system/pickers';
import { useMemo } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 130px auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface TalentSkillsFieldProps {
  skills: ReadonlyArray<Skill>;
  value: ReadonlyArray<SkillExperience>;
  onChange: (value: SkillExperience[]) => void;
  error?: string;
  /** Per-row messages, by index in `value` (months out of range). */
  rowErrors?: ReadonlyArray<string | undefined>;
}

/** Skills picked from the skill tree, each with the months of experience in it. */
export function TalentSkillsField({ skills, value, onChange, error, rowErrors = [] }: TalentSkillsFieldProps) {
  const nodes = useMemo(
    () =>
      skills.map((skill) => ({ id: skill.id, name: skill.name, parent: skill.parentId, assignable: skill.assignable })),
    [skills],
  );
  const names = useMemo(() => new Map(skills.map((skill) => [skill.id, skill.name])), [skills]);
  const ids = useMemo(() => value.map((skill) => skill.skillId), [value]);

  const pick = (picked: number[]) => {
    const months = new Map(value.map((skill) => [skill.skillId, skill.months]));
    onChange(picked.map((skillId) => ({ skillId, months: months.get(skillId) ?? 0 })));
  };

  return (
    <Root>
      <TreePicker<number>
        multiple
        required
        label="Skills"
        nodes={nodes}
        value={ids}
        onChange={pick}
        error={error}
        searchPlaceholder="Search skills"
      />
      {value.length === 0 ? (
        <Muted>No skills selected</Muted>
      ) : (
        <Rows aria-label="Chosen skills">
          {value.map((skill, index) => {
            const name = names.get(skill.skillId) ?? `Skill ${skill.skillId}`;
            return (
              <Row key={skill.skillId}>
                <Name>{name}</Name>
                <NumberField
                  aria-label={`Months of ${name}`}
                  value={skill.months}
                  onChange={(months) =>
                    onChange(value.map((item, at) => (at === index ? { ...item, months: months ?? 0 } : item)))
                  }
                  error={rowErrors[index]}
                  endAdornment="mo"
                />
                <IconButton label={`Remove ${name}`} onClick={() => onChange(value.filter((_, at) => at !== index))}>
                  <DeleteIcon />
                </IconButton>
              </Row>
            );
          })}
        </Rows>
      )}
    </Root>
  );
}
