import { useSkillNames } from '@benchlink/api/client';
import type { Company } from '@benchlink/api/contracts';
import { Card, Chip, Skeleton } from '@benchlink/design-system';
import styled from 'styled-components';

const Description = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** 'About the Company': the description and the skills (the company's tech stack). */
export function CompanyAbout({ company }: { company: Company }) {
  const { names, isLoading } = useSkillNames(company.skills);
  return (
    <Card title="About the Company">
      {company.description ? <Description>{company.description}</Description> : <Muted>No description yet</Muted>}
      <SubHeading>Skills</SubHeading>
      {isLoading && company.skills.length > 0 && <Skeleton width="240px" height="28px" />}
      {!isLoading && names.length === 0 && <Muted>No skills selected</Muted>}
      {names.length > 0 && (
        <Chips aria-label="Skills">
          {names.map((name) => (
            <li key={name}>
              <Chip label={name} />
            </li>
          ))}
        </Chips>
      )}
    </Card>
  );
}
