import type { ApplicationContact } from '@benchlink/contracts/applications';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 3px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.successSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Mail = styled.a`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The other side of an accepted application: its company and the member who applied or accepted, as mail links. */
export function ContactDetails({ contact, who }: { contact: ApplicationContact; who: 'Applied by' | 'Accepted by' }) {
  return (
    <Box aria-label={`Contact: ${contact.companyName}`} role="group">
      <span>
        <Label>Contact: </Label>
        {contact.companyName} · <Mail href={`mailto:${contact.companyEmail}`}>{contact.companyEmail}</Mail>
      </span>
      {contact.name && contact.email && (
        <span>
          <Label>{who}: </Label>
          {contact.name} · <Mail href={`mailto:${contact.email}`}>{contact.email}</Mail>
        </span>
      )}
    </Box>
  );
}
