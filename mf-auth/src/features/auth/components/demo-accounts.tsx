import { signIn } from '@benchlink/api-client/auth';
import type { DemoAccounts as DemoAccountsData, User } from '@benchlink/contracts/auth';
import { Alert, Button } from '@benchlink/design-system';
import { useState } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Accounts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Account = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Who = styled.span`
  display: grid;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The demo's accounts with a one-press sign-in (`npm run demo`): a visitor explores at once, without reading the
 * terminal for names and the password. Loaded by `DemoAccountsOffer` only on a server that holds the demo.
 */
export function DemoAccounts({
  accounts,
  password,
  onSignedIn,
}: DemoAccountsData & { password: string; onSignedIn: (user: User) => void }) {
  /** The account signing in now, and the last refusal. */
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const signInAs = async (username: string) => {
    setPending(username);
    setFailure(null);
    try {
      onSignedIn(await signIn({ usernameOrEmail: username, password }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Unknown error');
    } finally {
      setPending(null);
    }
  };

  return (
    <Panel aria-labelledby="demo-accounts-heading">
      <Heading id="demo-accounts-heading">Demo accounts</Heading>
      <Hint>
        This server runs the demo. Every account below signs in with the password <strong>{password}</strong>.
      </Hint>
      {failure && (
        <Alert severity="error" title="Could not sign in">
          {failure}
        </Alert>
      )}
      <Accounts>
        {accounts.map((account) => (
          <Account key={account.username}>
            <Who>
              <span>{account.username}</span>
              <span>{account.description}</span>
            </Who>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Sign in as ${account.username}`}
              isLoading={pending === account.username}
              disabled={pending !== null}
              onClick={() => void signInAs(account.username)}
            >
              Sign in
            </Button>
          </Account>
        ))}
      </Accounts>
    </Panel>
  );
}
