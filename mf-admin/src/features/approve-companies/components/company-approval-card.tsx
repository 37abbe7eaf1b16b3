import { useSkillNames } from '@benchlink/api-client';
import {
  COMPANY_APPROVAL_LABELS,
  companyApprovalStatus,
  EMAIL_VERIFICATION_LABELS,
  paths,
  type Company,
  type EmailVerification,
} from '@benchlink/contracts';
import { Button, Card, CheckIcon, Chip, ChevronDownIcon, ChevronRightIcon, ChevronUpIcon, type ChipTone } from '@benchlink/design-system';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
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
  img { width: 100%; height: 100%; object-fit: cover; background: ${({ theme }) => theme.colors.surface}; }
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

const Details = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(5)} 0 0;
  @media (min-width: 720px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Item = styled.div<{ $isWide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  @media (min-width: 720px) { grid-column: ${({ $isWide }) => ($isWide ? '1 / -1' : 'auto')}; }
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.colors.primary}; text-decoration: none; }
  a:hover { text-decoration: underline; }
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

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

function Detail({ term, children, isWide }: { term: string; children: ReactNode; isWide?: boolean }) {
  return (
    <Item $isWide={isWide}>
      <Term>{term}</Term>
      <Value>{children}</Value>
    </Item>
  );
}

const NOT_GIVEN = <Muted>Not given</Muted>;

function ExternalLink({ href }: { href: string | undefined }) {
  if (!href) return NOT_GIVEN;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

export interface CompanyApprovalCardProps {
  company: Company;
  onApprove: (company: Company) => void;
}

const verificationTones: Record<EmailVerification, ChipTone> = { PENDING: 'neutral', VERIFIED: 'success' };

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
export function CompanyApprovalCard({ company, onApprove }: CompanyApprovalCardProps) {
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
        <Logo>{company.image ? <img src={company.image} alt={`${company.name} logo`} /> : <span aria-hidden="true">{company.name.charAt(0).toUpperCase()}</span>}</Logo>
        <Titles>
          <Name id={titleId}>{company.name}</Name>
          <Row>
            <Chip label={COMPANY_APPROVAL_LABELS[companyApprovalStatus(company.approved)]} tone="warning" />
            <Chip label={EMAIL_VERIFICATION_LABELS[verification]} tone={verificationTones[verification]} />
          </Row>
        </Titles>
      </Header>
      <Details>
        <Detail term="E-mail">
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </Detail>
        <Detail term="Company type">{company.companyType.name}</Detail>
        <Detail term="Website">
          <ExternalLink href={company.website} />
        </Detail>
        <Detail term="LinkedIn">
          <ExternalLink href={company.linkedIn} />
        </Detail>
        <Detail term="Domain">{company.domain?.name ?? NOT_GIVEN}</Detail>
        <Detail term="Tech stack">
          {techStack.length > 0 ? (
            <Row>
              {techStack.map((name) => (
                <Chip key={name} label={name} />
              ))}
            </Row>
          ) : (
            <Muted>No skills selected</Muted>
          )}
        </Detail>
        <Detail term="Description" isWide>
          {company.description ? (
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
          )}
        </Detail>
      </Details>
      <Actions>
        <PageLink to={paths.company.href(company.id)}>
          View full page
          <ChevronRightIcon size={16} aria-hidden="true" />
        </PageLink>
        <Button startIcon={<CheckIcon size={18} />} onClick={() => onApprove(company)}>
          Approve
        </Button>
      </Actions>
    </Card>
  );
}
