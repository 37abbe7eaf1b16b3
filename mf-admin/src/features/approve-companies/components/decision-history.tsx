import { decidedCompaniesQueryOptions } from '@benchlink/api-client';
import type { Company } from '@benchlink/contracts/companies';
import { paths } from '@benchlink/contracts/paths';
import { Chip, ErrorAlert, formatDate, SkeletonList, type DataTableColumn } from '@benchlink/design-system';
import { DataTable } from '@benchlink/design-system/listings';
import { TextLink } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

/** The most recent decisions shown; older ones are in the audit trail. */
const HISTORY_SIZE = 50;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Reason = styled.span`
  display: block;
  min-width: 12rem;
  white-space: normal;
  overflow-wrap: anywhere;
`;

const columns: DataTableColumn<Company>[] = [
  {
    key: 'company',
    header: 'COMPANY',
    render: (company) => <TextLink to={paths.company.href(company.id)}>{company.name}</TextLink>,
  },
  {
    key: 'decision',
    header: 'DECISION',
    render: (company) =>
      company.refusal ? <Chip label="Refused" tone="error" /> : <Chip label="Approved" tone="success" />,
  },
  { key: 'reason', header: 'REASON', render: (company) => <Reason>{company.refusal?.reason ?? '—'}</Reason> },
  { key: 'date', header: 'DATE', render: (company) => formatDate(company.decidedAt) || '—' },
];

/** The latest approvals and refusals, under the pending list: what the admin decided, and why for a refusal. */
export function DecisionHistory() {
  const history = useQuery(decidedCompaniesQueryOptions({ offset: 0, pageSize: HISTORY_SIZE }));
  return (
    <Section aria-labelledby="decision-history-title">
      <Title id="decision-history-title">Decision history</Title>
      {history.isPending && <SkeletonList rows={3} label="Loading decisions" shape="table" />}
      {history.isError && (
        <ErrorAlert
          title="Could not load the decisions"
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.data && (
        <DataTable
          caption="Approved and refused companies, latest first"
          columns={columns}
          rows={history.data.content}
          getRowId={(company) => company.id}
          emptyText="No company approved or refused yet."
        />
      )}
    </Section>
  );
}
