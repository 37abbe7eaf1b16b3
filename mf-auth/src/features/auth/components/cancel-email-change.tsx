import { useCancelEmailChange } from '@benchlink/api-client';
import { Address, EmailLinkPage } from './email-link-page';

/**
 * `/cancel-email-change?token=…`, the link mailed to the current address when a change of e-mail is asked: cancels
 * the pending change. Whoever did not ask for it should change the password next: the account settings hold the form.
 */
export function CancelEmailChange() {
  const cancel = useCancelEmailChange({ meta: { ignoreUnauthorized: true } });
  return (
    <EmailLinkPage
      call={cancel}
      successTitle="E-mail change cancelled"
      success={(email) => (
        <>
          Your account will not move to <Address>{email}</Address>; it keeps its e-mail address. If you did not ask for
          the change, change your password now.
        </>
      )}
      failureTitle="Nothing was cancelled"
      pending="Cancelling the change of e-mail…"
    />
  );
}
