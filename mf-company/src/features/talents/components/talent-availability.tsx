import { useConfirmAvailability } from '@benchlink/api-client';
import type { Talent } from '@benchlink/contracts/talents';
import {
  Button,
  CalendarIcon,
  CheckIcon,
  Chip,
  ErrorIcon,
  formatDate,
  SuccessIcon,
  WarningIcon,
  useSnackbar,
} from '@benchlink/design-system';
import styled from 'styled-components';
import {
  AVAILABILITY_CONFIRMED_MESSAGE,
  AVAILABILITY_NOT_CONFIRMED,
  availabilityStatusText,
  availabilityText,
  CONFIRM_AVAILABILITY,
} from '../utils/availability';

type Tone = ReturnType<typeof availabilityStatusText>['tone'];

const Panel = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Start = styled(Line)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Status = styled(Line)<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.textMuted : theme.colors[$tone])};
  font-weight: ${({ theme, $tone }) => ($tone === 'success' ? theme.font.weight.regular : theme.font.weight.medium)};
  svg {
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

const statusIcons = {
  success: <SuccessIcon size={16} />,
  warning: <WarningIcon size={16} />,
  error: <ErrorIcon size={16} />,
} as const;

export interface ConfirmAvailabilityButtonProps {
  talentId: number;
  /** Whose availability it confirms, for screen readers when several buttons share a page. */
  talentName: string;
  /** A stale or hidden talent's button stands out; a fresh one's stays quiet. */
  isUrgent: boolean;
}

/** One click: the talent's availability is fresh again for other companies; the snackbar says so. */
export function ConfirmAvailabilityButton({ talentId, talentName, isUrgent }: ConfirmAvailabilityButtonProps) {
  const snackbar = useSnackbar();
  const confirm = useConfirmAvailability({
    onSuccess: () => snackbar.showSuccess(AVAILABILITY_CONFIRMED_MESSAGE),
    onError: (error) => snackbar.showError(error.message),
  });
  return (
    <Button
      size="small"
      variant={isUrgent ? 'primary' : 'secondary'}
      startIcon={<CheckIcon size={16} />}
      aria-label={`${CONFIRM_AVAILABILITY} of ${talentName}`}
      isLoading={confirm.isPending}
      onClick={() => confirm.mutate(talentId)}
    >
      {CONFIRM_AVAILABILITY}
    </Button>
  );
}

export interface OwnAvailabilityProps {
  talent: Pick<Talent, 'id' | 'availableFrom' | 'availabilityStatus' | 'availabilityConfirmedAt'>;
  talentName: string;
}

/**
 * The owner's view of a talent's availability: from when it can start, how fresh the confirmation is (and whether
 * other companies still see the talent), and 'Confirm availability'.
 */
export function OwnAvailability({ talent, talentName }: OwnAvailabilityProps) {
  const status = availabilityStatusText(talent.availabilityStatus, talent.availabilityConfirmedAt);
  return (
    <Panel $tone={status.tone}>
      <Facts>
        <Start>
          <CalendarIcon size={16} />
          {availabilityText(talent.availableFrom)}
        </Start>
        <Status $tone={status.tone}>
          {statusIcons[status.tone]}
          <span>
            {status.tone === 'success' ? (
              <time dateTime={talent.availabilityConfirmedAt} title={formatDate(talent.availabilityConfirmedAt)}>
                {status.text}
              </time>
            ) : (
              status.text
            )}
          </span>
        </Status>
      </Facts>
      <ConfirmAvailabilityButton
        talentId={talent.id}
        talentName={talentName}
        isUrgent={talent.availabilityStatus !== 'CONFIRMED'}
      />
    </Panel>
  );
}

/** Another company's talent: from when it can start, and a warning when its company has not confirmed it lately. */
export function SharedAvailability({ talent }: { talent: Pick<Talent, 'availableFrom' | 'availabilityStatus'> }) {
  return (
    <>
      <Chip label={availabilityText(talent.availableFrom)} tone="info" icon={<CalendarIcon size={14} />} />
      {talent.availabilityStatus !== 'CONFIRMED' && (
        <Chip label={AVAILABILITY_NOT_CONFIRMED} tone="warning" icon={<WarningIcon size={14} />} />
      )}
    </>
  );
}
