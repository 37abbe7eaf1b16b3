import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type RenderedMail, renderMail } from './render';

/**
 * Sent to the owner of an address another account asked to move to. The asker is answered as if the link had gone
 * out (the answer must not tell which addresses have accounts); the address's owner learns of the attempt instead.
 */
export function emailChangeAttemptedMail(input: { publicUrl: string; firstName: string }): RenderedMail {
  return renderMail('Someone tried to use your e-mail address on Benchlink', [
    `Hello ${input.firstName},`,
    'someone signed in to another Benchlink account tried to move that account to this e-mail address. This address already belongs to your account, so nothing was changed and nothing needs to be done.',
    'If this keeps happening, tell the Benchlink administrator.',
    { href: absoluteUrl(input.publicUrl, paths.home.href()), label: 'Open Benchlink' },
  ]);
}
