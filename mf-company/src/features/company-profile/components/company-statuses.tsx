import { isApiError } from '@benchlink/api-client';
import {
  COMPANY_APPROVAL_LABELS,
  companyApprovalStatus,
  EMAIL_VERIFICATION_LABELS,
  type Company,
  type CompanyApprovalStatus,
  type EmailVerification,
} from '@benchlink/contracts';
import { Button, Chip, formatSeconds, MailIcon, useCountdown, useSnackbar, type ChipTone } from '@benchlink/design-system';
import styled from 'styled-components';
import { useResendCompanyEmail } from '../api/resend-company-email';

const Root = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
  margin: 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: 700px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A `dl` group may hold only `dt` and `dd`: the hint under a status belongs to its `dd`.
const Value = styled.dd`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
`;

const ValueRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const verificationTones: Record<EmailVerification, ChipTone> = { PENDING: 'warning', VERIFIED: 'success' };
const approvalTones: Record<CompanyApprovalStatus, ChipTone> = { PENDING: 'warning', APPROVED: 'success' };

/** The own view's e-mail verification (with resend and its 90-second cooldown) and approval status. */
export function CompanyStatuses({ company }: { company: Company }) {
  const resend = useResendCompanyEmail();
  const { secondsLeft, start } = useCountdown();
  const snackbar = useSnackbar();
  const verification = company.emailVerification ?? 'PENDING';
  const isVerified = verification === 'VERIFIED';
  const approval = companyApprovalStatus(company.approved);

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ retryAfter }) => {
        start(retryAfter);
        snackbar.showSuccess(`Verification e-mail sent to ${company.email}`);
      },
      onError: (error) => {
        if (isApiError(error) && error.retryAfter !== undefined) start(error.retryAfter);
        snackbar.showError(error.message);
      },
    });

  return (
    <Root>
      <Item>
        <Term>E-mail verification</Term>
        <Value>
          <ValueRow>
            <Chip label={EMAIL_VERIFICATION_LABELS[verification]} tone={verificationTones[verification]} />
            {!isVerified && (
              <Button
                variant="text"
                size="small"
                startIcon={<MailIcon size={16} />}
                onClick={onResend}
                isLoading={resend.isPending}
                disabled={secondsLeft > 0}
              >
                Resend verification e-mail
              </Button>
            )}
          </ValueRow>
          {!isVerified && (
            <Hint aria-live="polite">
              {secondsLeft > 0
                ? `Verification e-mail sent. You can resend again in ${formatSeconds(secondsLeft)}`
                : `Open the link we sent to ${company.email} to verify it.`}
            </Hint>
          )}
        </Value>
      </Item>
      <Item>
        <Term>Approval status</Term>
        <Value>
          <ValueRow>
            <Chip label={COMPANY_APPROVAL_LABELS[approval]} tone={approvalTones[approval]} />
          </ValueRow>
          {!company.approved && (
            <Hint>
              An admin reviews new companies. Until then other companies cannot see your company, its projects or its
              talents, and you cannot apply to positions.
            </Hint>
          )}
        </Value>
      </Item>
    </Root>
  );
}
