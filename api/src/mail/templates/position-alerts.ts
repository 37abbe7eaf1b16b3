import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type MailBlock, type RenderedMail, renderMail } from './render';

export type AlertedPosition = { projectId: number; title: string; projectName: string; companyName: string };

const asBlocks = (publicUrl: string, positions: AlertedPosition[]): MailBlock[] =>
  positions.flatMap((position) => [
    `${position.title} — ${position.projectName} (${position.companyName})`,
    { href: absoluteUrl(publicUrl, paths.project.href(position.projectId)), label: `Open ${position.projectName}` },
  ]);

/** The saved-filter alert: positions matching the company's enabled filters, new ones and changed ones apart. */
export function positionAlertsMail(input: {
  publicUrl: string;
  companyName: string;
  created: AlertedPosition[];
  modified: AlertedPosition[];
}): RenderedMail & { listUnsubscribe: string } {
  const total = input.created.length + input.modified.length;
  const blocks: MailBlock[] = [
    `Hello ${input.companyName},`,
    `${total} ${total === 1 ? 'position matches' : 'positions match'} your saved filters on Benchlink.`,
  ];
  if (input.created.length > 0)
    blocks.push(`New positions (${input.created.length}):`, ...asBlocks(input.publicUrl, input.created));
  if (input.modified.length > 0)
    blocks.push(`Updated positions (${input.modified.length}):`, ...asBlocks(input.publicUrl, input.modified));
  const filters = absoluteUrl(input.publicUrl, paths.companyFilters.href());
  blocks.push(
    'You receive this mail because e-mail alerts are on for your filters. Turn them off on the filters page:',
    {
      href: filters,
      label: 'Manage filters and alerts',
    },
  );
  return {
    ...renderMail(
      `${input.companyName}: ${total} matching ${total === 1 ? 'position' : 'positions'} on Benchlink`,
      blocks,
    ),
    listUnsubscribe: filters,
  };
}
