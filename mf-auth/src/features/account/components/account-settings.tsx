import { useSession } from '@benchlink/api-client';
import { PageHeader, SkeletonList } from '@benchlink/design-system';
import { Sections } from './account-layout';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';

/** `/account`: the signed-in user's name, e-mail and password, each saved on its own. */
export function AccountSettings() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title="Account settings" subtitle={user ? `Signed in as ${user.username}` : undefined} />
      {user ? (
        <Sections>
          <NameForm user={user} />
          <EmailForm user={user} />
          <PasswordForm />
        </Sections>
      ) : (
        <SkeletonList rows={3} label="Loading your account" />
      )}
    </>
  );
}
