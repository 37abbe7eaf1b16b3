import { isApiError, useResendCompanyEmail } from '@benchlink/api-client';
import { APPLICATION_MAIL_LABELS, type Company } from '@benchlink/contracts/companies';
import { companyApprovalStatus } from '@benchlink/contracts/enums';
import { Button, formatSeconds, MailIcon, useCountdown, useSnackbar } from '@benchlink/design-system';
import { StatusChip, TermList } from '@benchlink/domain-ui';
import styled from 'styled-components';

const Root = styled(TermList)`
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A status with the hint under it, both in the status's `dd`. */
const Value = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
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

const Refusal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 3px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.errorSoft};
  overflow-wrap: anywhere;
`;

/**
 * The own view's e-mail verification (with resend and its 90-second cooldown), approval status (with the reason of a
 * refusal) and how the company hears of received applications.
 */
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

  const verificationValue = (
    <Value>
      <ValueRow>
        <StatusChip kind="emailVerification" status={verification} />
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
  );

  const approvalValue = (
    <Value>
      <ValueRow>
        <StatusChip kind="approval" status={approval} />
      </ValueRow>
      {company.refusal ? (
        <Refusal role="note" aria-label="Not approved">
          <strong>The administrator did not approve your company:</strong> {company.refusal.reason}
          <Hint>Update your profile and save it: your company goes back to the administrator for review.</Hint>
        </Refusal>
      ) : (
        !company.approved && (
          <Hint>
            An admin reviews new companies. Until then other companies cannot see your company, its projects or its
            talents, and you cannot apply to positions.
          </Hint>
        )
      )}
    </Value>
  );

  return (
    <Root
      items={[
        { term: 'E-mail verification', value: verificationValue },
        { term: 'Approval status', value: approvalValue },
        { term: 'Application mails', value: APPLICATION_MAIL_LABELS[company.applicationMail ?? 'INSTANT'] },
      ]}
    />
  );
}
