import { useSkillNames } from '@benchlink/api-client';
import { type Company } from '@benchlink/contracts/companies';
import { companyApprovalStatus } from '@benchlink/contracts/enums';
import { paths } from '@benchlink/contracts/paths';
import {
  Button,
  Card,
  CheckIcon,
  Chip,
  ChevronDownIcon,
  ChevronRightIcon,
  ChevronUpIcon,
} from '@benchlink/design-system';
import { ExternalLink, MailLink, StatusChip, TermList, TextLink } from '@benchlink/domain-ui';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 56px;
  height: 56px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Details = styled(TermList)`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p<{ $isExpanded: boolean }>`
  white-space: pre-wrap;
  overflow: hidden;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $isExpanded }) => ($isExpanded ? 'unset' : 2)};
`;

const Toggle = styled(Button)`
  margin: ${({ theme }) => theme.space(1)} 0 0 -${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const PageLink = styled(TextLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-right: auto;
`;

const NOT_GIVEN = <Muted>Not given</Muted>;

/** A link the company gave, or that it gave none. */
const linkOrNotGiven = (href: string | undefined) => (href ? <ExternalLink href={href} /> : NOT_GIVEN);

export interface CompanyApprovalCardProps {
  company: Company;
  onApprove: (company: Company) => void;
  onRefuse: (company: Company) => void;
}

/**
 * Whether the collapsed description is cut off, so 'View details' has something to reveal; re-measured when the
 * card's width changes.
 */
function useIsClamped(ref: RefObject<HTMLElement | null>, text: string | undefined) {
  const [isClamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text]);
  return isClamped;
}

/** One company waiting for approval, with everything the admin needs to decide. */
export function CompanyApprovalCard({ company, onApprove, onRefuse }: CompanyApprovalCardProps) {
  const [isExpanded, setExpanded] = useState(false);
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const isClamped = useIsClamped(descriptionRef, company.description);
  const { names: techStack } = useSkillNames(company.skills);
  const detailsId = useId();
  const titleId = useId();
  const verification = company.emailVerification ?? 'PENDING';

  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Logo>
          {company.image ? (
            <img src={company.image} alt={`${company.name} logo`} />
          ) : (
            <span aria-hidden="true">{company.name.charAt(0).toUpperCase()}</span>
          )}
        </Logo>
        <Titles>
          <Name id={titleId}>{company.name}</Name>
          <Row>
            <StatusChip kind="approval" status={companyApprovalStatus(company.approved)} />
            <StatusChip kind="emailVerification" status={verification} />
          </Row>
        </Titles>
      </Header>
      <Details
        items={[
          { term: 'E-mail', value: <MailLink email={company.email} /> },
          { term: 'Company type', value: company.companyType.name },
          { term: 'Website', value: linkOrNotGiven(company.website) },
          { term: 'LinkedIn', value: linkOrNotGiven(company.linkedIn) },
          { term: 'Domain', value: company.domain?.name ?? NOT_GIVEN },
          {
            term: 'Tech stack',
            value:
              techStack.length > 0 ? (
                <Row>
                  {techStack.map((name) => (
                    <Chip key={name} label={name} />
                  ))}
                </Row>
              ) : (
                <Muted>No skills selected</Muted>
              ),
          },
          {
            term: 'Description',
            isWide: true,
            value: company.description ? (
              <>
                <Description ref={descriptionRef} id={detailsId} $isExpanded={isExpanded}>
                  {company.description}
                </Description>
                {(isClamped || isExpanded) && (
                  <Toggle
                    variant="text"
                    size="small"
                    aria-expanded={isExpanded}
                    aria-controls={detailsId}
                    endIcon={isExpanded ? <ChevronUpIcon size={16} /> : <ChevronDownIcon size={16} />}
                    onClick={() => setExpanded((value) => !value)}
                  >
                    {isExpanded ? 'Hide details' : 'View details'}
                  </Toggle>
                )}
              </>
            ) : (
              <Muted>No description</Muted>
            ),
          },
        ]}
      />
      <Actions>
        <PageLink to={paths.company.href(company.id)}>
          View full page
          <ChevronRightIcon size={16} aria-hidden="true" />
        </PageLink>
        <Button variant="secondary" onClick={() => onRefuse(company)}>
          Refuse
        </Button>
        <Button startIcon={<CheckIcon size={18} />} onClick={() => onApprove(company)}>
          Approve
        </Button>
      </Actions>
    </Card>
  );
}
