import { useConfirmEmailChange } from '@benchlink/api-client';
import { Address, EmailLinkPage } from './email-link-page';

/**
 * `/confirm-email-change?token=…`, the link mailed to a new address: confirms it and says which address the account
 * has now.
 */
export function ConfirmEmailChange() {
  const confirm = useConfirmEmailChange({ meta: { ignoreUnauthorized: true } });
  return (
    <EmailLinkPage
      call={confirm}
      successTitle="E-mail changed"
      success={(email) => (
        <>
          Your account’s e-mail address is now <Address>{email}</Address>. Sign in with it from now on.
        </>
      )}
      failureTitle="The e-mail was not changed"
      pending="Confirming your new e-mail address…"
    />
  );
}
