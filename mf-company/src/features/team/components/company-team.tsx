import { companyQueryOptions, teamQueryOptions, useSession } from '@benchlink/api-client';
import { AWAITING_APPROVAL_INVITE_MESSAGE } from '@benchlink/contracts/messages';
import { Card, ErrorAlert, InfoNotice, PageHeader, SkeletonList } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { InvitationsCard } from './invitations-card';
import { InviteForm } from './invite-form';
import { MembersCard } from './members-card';
import { TeamDialog, type TeamChange } from './team-dialog';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Intro = styled.p`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * `/company/team`: the company's members with their role and the pending invitations. Any member invites, revokes an
 * invitation and leaves (the last owner cannot); an owner also removes members and makes them owners. A company
 * awaiting approval reads why it cannot invite yet instead of the invitation form.
 */
export function CompanyTeam() {
  const { user, companyId } = useSession();
  const teamQuery = useQuery(teamQueryOptions());
  const companyQuery = useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== undefined });
  const companyName = companyQuery.data?.name ?? 'the company';
  const [change, setChange] = useState<TeamChange | null>(null);

  const header = <PageHeader title="Team" />;
  if (teamQuery.isError && !teamQuery.data) {
    return (
      <>
        {header}
        <ErrorAlert
          title="Could not load the team"
          message={teamQuery.error.message}
          onRetry={() => void teamQuery.refetch()}
        />
      </>
    );
  }
  if (!teamQuery.data || !user) {
    return (
      <>
        {header}
        <SkeletonList rows={3} label="Loading the team" />
      </>
    );
  }

  return (
    <>
      {header}
      <Intro>
        Everyone on the team acts for {companyName}: its profile, projects, bench and applications. Owners also remove
        members and make other members owners.
      </Intro>
      <Stack>
        <Card title="Invite a colleague">
          {companyQuery.data?.approved === false ? (
            <InfoNotice>{AWAITING_APPROVAL_INVITE_MESSAGE}</InfoNotice>
          ) : (
            <InviteForm />
          )}
        </Card>
        <MembersCard members={teamQuery.data.members} viewerId={user.id} onChange={setChange} />
        <InvitationsCard invitations={teamQuery.data.invitations} onChange={setChange} />
      </Stack>
      <TeamDialog change={change} companyName={companyName} onClose={() => setChange(null)} />
    </>
  );
}
