import type { Filter } from '@benchlink/contracts/filters';
import { Chip, DeleteIcon, EditIcon, IconButton, MutedText, Switch } from '@benchlink/design-system';
import { ChipList } from '@benchlink/design-system/listings';
import { useId } from 'react';
import styled from 'styled-components';
import { CardTitleRow } from '../../../components/card-parts';

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface FilterItemProps {
  filter: Filter;
  /** Skill names of the filter; for the Default filter, the company's own skills. */
  skillNames: ReadonlyArray<string>;
  /** Edit and delete are offered while no other filter is being added or edited. */
  isLocked: boolean;
  isToggling: boolean;
  onToggleAlerts: (isEnabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved filter: its skills and its e-mail alerts switch; the Default filter offers only the switch. */
export function FilterItem({
  filter,
  skillNames,
  isLocked,
  isToggling,
  onToggleAlerts,
  onEdit,
  onDelete,
}: FilterItemProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Header>
        <CardTitleRow>
          <Title id={titleId}>{filter.name}</Title>
          {filter.isDefault && <Chip label="Company skills" tone="info" />}
        </CardTitleRow>
        {!filter.isDefault && (
          <Actions>
            <IconButton label={`Edit ${filter.name}`} onClick={onEdit} disabled={isLocked}>
              <EditIcon />
            </IconButton>
            <IconButton label={`Delete ${filter.name}`} variant="danger" onClick={onDelete} disabled={isLocked}>
              <DeleteIcon />
            </IconButton>
          </Actions>
        )}
      </Header>
      {filter.isDefault && (
        <MutedText>
          This filter stands for your company's skills and follows your company profile. It cannot be edited or deleted;
          only its e-mail alerts can be turned on or off.
        </MutedText>
      )}
      {skillNames.length === 0 ? (
        <MutedText>{filter.isDefault ? 'Your company profile lists no skills yet.' : 'No skills selected'}</MutedText>
      ) : (
        <ChipList label={`Skills of ${filter.name}`} items={skillNames} />
      )}
      <Switch
        label="E-mail alerts for matching new positions"
        checked={filter.isEnabled}
        disabled={isToggling}
        onChange={(event) => onToggleAlerts(event.target.checked)}
      />
    </Root>
  );
}
