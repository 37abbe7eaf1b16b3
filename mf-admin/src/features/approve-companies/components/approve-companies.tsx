import { nonApprovedCompaniesQueryOptions, useApproveCompany, useRefuseCompany } from '@benchlink/api-client';
import type { Company } from '@benchlink/contracts/companies';
import {
  CardList,
  ConfirmDialog,
  EmptyState,
  ErrorAlert,
  PageHeader,
  ROWS_PER_PAGE_OPTIONS,
  ShieldIcon,
  SkeletonList,
  countWithNoun,
  useSnackbar,
} from '@benchlink/design-system';
import { TablePagination } from '@benchlink/design-system/listings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PaginationFrame } from '../../../components/pagination-frame';
import { usePageParams } from '../../../lib/use-page-params';
import { CompanyApprovalCard } from './company-approval-card';
import { DecisionHistory } from './decision-history';
import { RefuseDialog } from './refuse-dialog';

/** 'Approve Companies': the admin's list of companies waiting for approval, a page at a time. */
export function ApproveCompanies() {
  const { pageIndex, pageSize, setPage } = usePageParams();
  const companies = useQuery(nonApprovedCompaniesQueryOptions({ offset: pageIndex, pageSize }));
  const approve = useApproveCompany();
  const refuse = useRefuseCompany();
  const snackbar = useSnackbar();
  const [pending, setPending] = useState<Company | null>(null);
  const [refusing, setRefusing] = useState<Company | null>(null);

  const page = companies.data;
  const lastPageIndex = page ? Math.max(0, page.totalPages - 1) : 0;
  // Approving the last company of the last page, or a link to a page that no longer exists: show the last real page.
  const isPastTheEnd = page !== undefined && !companies.isPlaceholderData && pageIndex > lastPageIndex;
  useEffect(() => {
    if (isPastTheEnd) setPage(lastPageIndex, undefined, true);
  }, [isPastTheEnd, lastPageIndex, setPage]);

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

  const confirmRefusal = (reason: string) => {
    if (!refusing) return;
    refuse.mutate(
      { id: refusing.id, reason },
      {
        onSuccess: (company) => snackbar.showSuccess(`${company.name} has been refused`),
        onError: (error) => snackbar.showError(error.message),
        onSettled: () => setRefusing(null),
      },
    );
  };

  const total = page?.totalElements ?? 0;
  return (
    <>
      <PageHeader
        title="Approve Companies"
        subtitle={total > 0 ? `${countWithNoun(total, 'company', 'companies')} waiting for approval` : undefined}
      />
      {companies.isPending && <SkeletonList rows={3} label="Loading companies" />}
      {companies.isError && !page && (
        <ErrorAlert
          title="Could not load companies"
          message={companies.error.message}
          onRetry={() => void companies.refetch()}
        />
      )}
      {page && total === 0 && (
        <EmptyState
          icon={<ShieldIcon />}
          title="Could not find any companies that are not approved"
          description="All caught up: every registered company has been approved or refused. New registrations will appear here."
        />
      )}
      {page && page.content.length > 0 && (
        <CardList aria-label="Companies waiting for approval" aria-busy={companies.isPlaceholderData}>
          {page.content.map((company) => (
            <li key={company.id}>
              <CompanyApprovalCard company={company} onApprove={setPending} onRefuse={setRefusing} />
            </li>
          ))}
        </CardList>
      )}
      {page && total > ROWS_PER_PAGE_OPTIONS[0] && (
        <PaginationFrame>
          <TablePagination
            count={total}
            page={Math.min(pageIndex, lastPageIndex)}
            rowsPerPage={pageSize}
            onPageChange={(index) => setPage(index)}
            onRowsPerPageChange={(rowsPerPage) => setPage(0, rowsPerPage)}
          />
        </PaginationFrame>
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
      <RefuseDialog
        company={refusing}
        isLoading={refuse.isPending}
        onRefuse={confirmRefusal}
        onCancel={() => setRefusing(null)}
      />
      <DecisionHistory />
    </>
  );
}
