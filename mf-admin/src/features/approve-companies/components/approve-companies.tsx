import type { Company } from '@benchlink/api/contracts';
import { ConfirmDialog, EmptyState, ErrorAlert, PageHeader, ShieldIcon, SkeletonList, countWithNoun, useSnackbar } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useApproveCompany } from '../api/approve-company';
import { nonApprovedCompaniesQueryOptions } from '../api/get-non-approved-companies';
import { CompanyApprovalCard } from './company-approval-card';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** 'Approve Companies': the admin's list of companies waiting for approval. */
export function ApproveCompanies() {
  const companies = useQuery(nonApprovedCompaniesQueryOptions);
  const approve = useApproveCompany();
  const snackbar = useSnackbar();
  const [pending, setPending] = useState<Company | null>(null);

  const confirm = () => {
    if (!pending) return;
    approve.mutate(pending.id, {
      onSuccess: (company) => {
        setPending(null);
        snackbar.showSuccess(`${company.name} has been approved`);
      },
      onError: (error) => {
        setPending(null);
        snackbar.showError(error.message);
      },
    });
  };

  const count = companies.data?.length;
  return (
    <>
      <PageHeader
        title="Approve Companies"
        subtitle={count ? `${countWithNoun(count, 'company', 'companies')} waiting for approval` : undefined}
      />
      {companies.isPending && <SkeletonList rows={3} label="Loading companies" />}
      {companies.isError && !companies.data && (
        <ErrorAlert title="Could not load companies" message={companies.error.message} onRetry={() => void companies.refetch()} />
      )}
      {companies.data?.length === 0 && <EmptyState icon={<ShieldIcon />} title="Could not find any companies that are not approved" />}
      {companies.data && companies.data.length > 0 && (
        <List aria-label="Companies waiting for approval">
          {companies.data.map((company) => (
            <li key={company.id}>
              <CompanyApprovalCard company={company} onApprove={setPending} />
            </li>
          ))}
        </List>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title="Approve company"
        message={pending ? `Are you sure you want to approve ${pending.name}?` : undefined}
        confirmLabel="Approve"
        cancelLabel="Cancel"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        isLoading={approve.isPending}
      />
    </>
  );
}
