import type { Company } from '@benchlink/contracts/companies';
import { ProfileHero } from '@benchlink/design-system/listings';
import type { ReactNode } from 'react';

export interface CompanyIdentityProps {
  company: Company;
  /** Extra rows under the contacts, e.g. the own view's status chips. */
  children?: ReactNode;
  /** Leaves the name heading out, when the page's heading already is the company's name. */
  hideTitle?: boolean;
}

/**
 * A company's header, for its own profile and for others: banner across the top, the logo overlapping it, name,
 * type and domain chips and the contact links.
 */
export function CompanyIdentity({ company, children, hideTitle }: CompanyIdentityProps) {
  return (
    <ProfileHero
      title={company.name}
      bannerUrl={company.banner}
      logoUrl={company.image}
      tags={[
        { label: company.companyType.name, tone: 'primary' },
        ...(company.domain ? [{ label: company.domain.name, tone: 'info' as const }] : []),
      ]}
      email={company.email}
      website={company.website}
      links={company.linkedIn ? [{ label: 'LinkedIn', href: company.linkedIn }] : []}
      hideTitle={hideTitle}
    >
      {children}
    </ProfileHero>
  );
}
