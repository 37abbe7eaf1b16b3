import { browsePositionsQueryOptions, browseTalentsQueryOptions } from '@benchlink/api-client';
import { paths } from '@benchlink/contracts/paths';
import { InfoNotice } from '@benchlink/design-system';
import { TextLink } from '@benchlink/domain-ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PositionResultCard } from '../../../components/position-result-card';
import { TalentResultCard } from '../../../components/talent-result-card';
import { useApplyToProject } from '../../../hooks/use-apply-to-project';
import { useReferenceNames } from '../../../hooks/use-reference-names';
import { ListingSection } from './listing-section';

/** A company page lists a few of each at a time: the page is about the company first. */
export const COMPANY_LISTINGS_PAGE_SIZE = 5;

export const NO_OPEN_POSITIONS_TEXT = 'No open positions you can see';
export const NO_SHARED_TALENTS_TEXT = 'No talents shared with you';

/** Each list's page lives in the URL (`?positionsPage=2&talentsPage=3`), like every page of a list. */
function usePageParam(name: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get(name));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set(name, String(next));
      else params.delete(name);
      return params;
    });
  return [page, setPage] as const;
}

const pageQuery = (companyId: number, page: number) => ({
  companyId: String(companyId),
  offset: String(page - 1),
  pageSize: String(COMPANY_LISTINGS_PAGE_SIZE),
});

/** Another company's open positions the reader may see, with Apply as in Browse Projects; newest first. */
function CompanyPositions({ companyId }: { companyId: number }) {
  const [page, setPage] = usePageParam('positionsPage');
  const positions = useQuery(browsePositionsQueryOptions(pageQuery(companyId, page)));
  const names = useReferenceNames();
  const { openApply, applyDialog } = useApplyToProject();
  return (
    <>
      <ListingSection
        title="Open positions"
        query={positions}
        page={page}
        onPageChange={setPage}
        noun="position"
        emptyText={NO_OPEN_POSITIONS_TEXT}
        errorTitle="Failed to load positions"
        renderCard={(position) => (
          <PositionResultCard position={position} names={names} onApply={openApply} showCompany={false} />
        )}
      />
      {applyDialog}
    </>
  );
}

/** Another company's talents shared with the reader (publicly or through a partner group); cheapest first. */
function CompanyTalents({ companyId }: { companyId: number }) {
  const [page, setPage] = usePageParam('talentsPage');
  const talents = useQuery(browseTalentsQueryOptions(pageQuery(companyId, page)));
  const names = useReferenceNames();
  return (
    <ListingSection
      title="Talents shared with you"
      query={talents}
      page={page}
      onPageChange={setPage}
      noun="talent"
      emptyText={NO_SHARED_TALENTS_TEXT}
      errorTitle="Failed to load talents"
      renderCard={(talent) => <TalentResultCard talent={talent} names={names} showCompany={false} />}
    />
  );
}

export interface CompanyListingsProps {
  companyId: number;
  /** The reader's company, if any: the admin has none. */
  readerCompanyId: number | undefined;
}

/**
 * Under a company's details: its open positions and the talents it shares with the reader. Browsing never lists the
 * reader's own company, so its own page points to where those are managed instead; the admin, who has no company to
 * browse as, sees neither.
 */
export function CompanyListings({ companyId, readerCompanyId }: CompanyListingsProps) {
  if (readerCompanyId === undefined) return null;
  if (readerCompanyId === companyId) {
    return (
      <InfoNotice title="Your listings">
        Other companies see your open positions and shared talents here. Manage them on{' '}
        <TextLink to={paths.companyProjects.href()}>Projects</TextLink> and{' '}
        <TextLink to={paths.companyTalents.href()}>Talents</TextLink>.
      </InfoNotice>
    );
  }
  return (
    <>
      <CompanyPositions companyId={companyId} />
      <CompanyTalents companyId={companyId} />
    </>
  );
}
