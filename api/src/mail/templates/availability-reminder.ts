import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type MailBlock, type RenderedMail, renderMail } from './render';

export type ReminderTalent = { reference: string; title: string; token: string; hidden: boolean };

/**
 * The weekly reminder: the company's talents whose availability was not confirmed for 14 days, each with a one-click
 * link that confirms it. Talents left unconfirmed for 30 days are already out of other companies' lists.
 */
export function availabilityReminderMail(input: {
  publicUrl: string;
  companyName: string;
  talents: ReminderTalent[];
}): RenderedMail {
  const count = input.talents.length;
  const blocks: MailBlock[] = [
    `Hello ${input.companyName},`,
    `${count} ${count === 1 ? 'talent on your bench has' : 'talents on your bench have'} not had their availability ` +
      'confirmed for 14 days. Other companies see them as "Availability not confirmed", and after 30 days no longer ' +
      'see them at all. One click confirms that a talent is still available:',
    ...input.talents.flatMap((talent): MailBlock[] => [
      `${talent.reference} — ${talent.title}${talent.hidden ? ' (hidden from other companies until confirmed)' : ''}`,
      {
        href: absoluteUrl(input.publicUrl, paths.confirmAvailability.href(talent.token)),
        label: `Confirm ${talent.reference} is available`,
      },
    ]),
    'Each link works for 14 days. Talents no longer available can be set inactive or removed on your bench:',
    { href: absoluteUrl(input.publicUrl, paths.companyTalents.href()), label: 'Open your bench' },
  ];
  return renderMail(
    `${input.companyName}: confirm the availability of ${count} ${count === 1 ? 'talent' : 'talents'}`,
    blocks,
  );
}
