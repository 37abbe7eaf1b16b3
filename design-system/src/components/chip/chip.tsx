import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ThemeColors } from '../../theme/theme';
import { focusRing } from '../../theme/focus';
import { CloseIcon, LockIcon, GlobeIcon } from '../icons/icons';

/** A chip's colour. Apps map their states (application status, approval) to a label and a tone. */
export type ChipTone = 'neutral' | 'primary' | 'success' | 'error' | 'warning' | 'info';

/** Every tone, in the order the catalogue shows them. */
export const CHIP_TONES: readonly ChipTone[] = ['neutral', 'primary', 'success', 'error', 'warning', 'info'];

const tones: Record<ChipTone, { fg: keyof ThemeColors; bg: keyof ThemeColors }> = {
  neutral: { fg: 'textMuted', bg: 'surfaceMuted' },
  primary: { fg: 'primary', bg: 'primarySoft' },
  success: { fg: 'success', bg: 'successSoft' },
  error: { fg: 'error', bg: 'errorSoft' },
  warning: { fg: 'warning', bg: 'warningSoft' },
  info: { fg: 'info', bg: 'infoSoft' },
};

const chipStyles = css<{ $tone: ChipTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 28px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid transparent;
  background: ${({ theme, $tone }) => theme.colors[tones[$tone].bg]};
  color: ${({ theme, $tone }) => theme.colors[tones[$tone].fg]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  max-width: 100%;
  min-width: 0;
`;

/** A label longer than the space it has ends in an ellipsis; the full text stays in the DOM and in the tooltip. */
const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StaticChip = styled.span<{ $tone: ChipTone }>`
  ${chipStyles}
`;

const ButtonChip = styled.button<{ $tone: ChipTone }>`
  ${chipStyles}
  cursor: pointer;
  &:hover {
    border-color: ${({ theme, $tone }) => theme.colors[tones[$tone].fg]};
  }
  ${focusRing}
`;

const Delete = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-right: -6px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(127, 127, 127, 0.2);
  }
  ${focusRing}
`;

export interface ChipProps {
  label: ReactNode;
  tone?: ChipTone;
  icon?: ReactNode;
  /** Makes the chip a button (e.g. 'Import from company'). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Adds a remove button; `deleteLabel` names it for screen readers. */
  onDelete?: () => void;
  deleteLabel?: string;
  className?: string;
}

/** Compact label in one of the tones, optionally clickable or removable; a long label is truncated, its full text kept as the title. */
export function Chip({ label, tone = 'neutral', icon, onClick, onDelete, deleteLabel, className }: ChipProps) {
  const title = typeof label === 'string' ? label : undefined;
  if (onClick) {
    return (
      <ButtonChip type="button" $tone={tone} onClick={onClick} className={className} title={title}>
        {icon}
        <Label>{label}</Label>
      </ButtonChip>
    );
  }
  return (
    <StaticChip $tone={tone} className={className} title={title}>
      {icon}
      <Label>{label}</Label>
      {onDelete && (
        <Delete
          type="button"
          aria-label={deleteLabel ?? (typeof label === 'string' ? `Remove ${label}` : 'Remove')}
          onClick={onDelete}
        >
          <CloseIcon size={12} />
        </Delete>
      )}
    </StaticChip>
  );
}

export interface VisibilityChipProps {
  isPublic: boolean;
}

/** 'Public' or 'Private' chip of a talent or project. */
export function VisibilityChip({ isPublic }: VisibilityChipProps) {
  return (
    <Chip
      label={isPublic ? 'Public' : 'Private'}
      tone={isPublic ? 'info' : 'neutral'}
      icon={isPublic ? <GlobeIcon size={14} /> : <LockIcon size={14} />}
    />
  );
}
