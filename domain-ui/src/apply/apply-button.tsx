import { companyQueryOptions, useSession } from '@benchlink/api-client';
import type { Company } from '@benchlink/contracts/companies';
import { AWAITING_APPROVAL_MESSAGE, refusedCompanyMessage } from '@benchlink/contracts/messages';
import { Button } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';

/**
 * Why the caller's company cannot apply yet, in the words the server would answer with: refused (with the
 * administrator's reason) or awaiting approval; null when it may apply. The server checks again on every application.
 * @example applyBlockedReason({ approved: false, refusal: { reason: 'No website', refusedAt } }) // 'Your company was refused: No website'
 */
export function applyBlockedReason(company: Pick<Company, 'approved' | 'refusal'>): string | null {
  // `approved` is read by the company's own members only; a read without it blocks nothing.
  if (company.approved !== false) return null;
  return company.refusal ? refusedCompanyMessage(company.refusal.reason) : AWAITING_APPROVAL_MESSAGE;
}

const Blocked = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: normal;
`;

export interface ApplyButtonProps {
  onApply: () => void;
}

/**
 * A listing's Apply: a company that cannot apply yet (not approved, or refused) reads why beside a disabled button
 * before any dialog opens, instead of after filling one in. While its own company loads, Apply is offered as usual.
 * @example <ApplyButton onApply={() => openApply(position)} />
 */
export function ApplyButton({ onApply }: ApplyButtonProps) {
  const { companyId } = useSession();
  const company = useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== undefined });
  const reasonId = useId();
  const reason = company.data ? applyBlockedReason(company.data) : null;
  if (!reason) {
    return (
      <Button size="small" onClick={onApply}>
        Apply
      </Button>
    );
  }
  return (
    <Blocked>
      <Button size="small" disabled aria-describedby={reasonId}>
        Apply
      </Button>
      <Reason id={reasonId}>{reason}</Reason>
    </Blocked>
  );
}
