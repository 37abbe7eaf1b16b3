import { paths } from '@benchlink/contracts/paths';
import { absoluteUrl, type MailBlock, type RenderedMail, renderMail } from './render';

export type DigestLine = { positionId: number; title: string; count: number };

/** The daily digest of new applications to a company's positions: 'role – N application(s)' per position. */
export function applicationDigestMail(input: {
  publicUrl: string;
  companyName: string;
  positions: DigestLine[];
}): RenderedMail {
  const total = input.positions.reduce((sum, line) => sum + line.count, 0);
  const blocks: MailBlock[] = [
    `Hello ${input.companyName},`,
    `Your positions received ${total} new ${total === 1 ? 'application' : 'applications'}.`,
    ...input.positions.flatMap((line): MailBlock[] => [
      `${line.title} – ${line.count} ${line.count === 1 ? 'application' : 'applications'}`,
      {
        href: absoluteUrl(input.publicUrl, paths.positionApplications.href(line.positionId)),
        label: `Review ${line.title}`,
      },
    ]),
  ];
  return renderMail(`${input.companyName}: ${total} new ${total === 1 ? 'application' : 'applications'}`, blocks);
}
