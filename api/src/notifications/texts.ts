// What each notification says. A received or withdrawn application never names the applying company: the owner
// learns who applied only at acceptance, as in every other view of the application.
import type { NotificationContent } from './notify';

type PositionNames = { positionId: number; positionTitle: string; projectName: string };

const reviewLink = (positionId: number) => `/position/${positionId}/applications`;
const SENT_APPLICATIONS_LINK = '/company/applications?view=sent';

export const applicationReceived = (position: PositionNames): NotificationContent => ({
  type: 'APPLICATION_RECEIVED',
  title: 'New application',
  body: `A company applied to ${position.positionTitle} in ${position.projectName}.`,
  link: reviewLink(position.positionId),
});

export const applicationCancelled = (position: PositionNames): NotificationContent => ({
  type: 'APPLICATION_CANCELLED',
  title: 'Application withdrawn',
  body: `An applicant withdrew its application to ${position.positionTitle} in ${position.projectName}.`,
  link: reviewLink(position.positionId),
});

export const applicationAccepted = (position: PositionNames & { ownerName: string }): NotificationContent => ({
  type: 'APPLICATION_ACCEPTED',
  title: 'Application accepted',
  body: `${position.ownerName} accepted your application to ${position.positionTitle} in ${position.projectName}.`,
  link: SENT_APPLICATIONS_LINK,
});

export const applicationDenied = (
  position: PositionNames & { ownerName: string; reason?: string | undefined },
): NotificationContent => ({
  type: 'APPLICATION_DENIED',
  title: 'Application denied',
  body:
    `${position.ownerName} denied your application to ${position.positionTitle} in ${position.projectName}.` +
    (position.reason ? ` Reason: ${position.reason}` : ''),
  link: SENT_APPLICATIONS_LINK,
});

export const positionClosed = (position: PositionNames & { ownerName: string }): NotificationContent => ({
  type: 'POSITION_CLOSED',
  title: 'Position closed',
  body: `${position.ownerName} closed ${position.positionTitle} in ${position.projectName} while your application was in progress.`,
  link: SENT_APPLICATIONS_LINK,
});

export const companyApproved = (companyName: string): NotificationContent => ({
  type: 'COMPANY_APPROVED',
  title: 'Company approved',
  body: `${companyName} is approved: publish projects, share your bench and apply to positions.`,
  link: '/browse-projects',
});

export const companyRefused = (companyName: string, reason: string): NotificationContent => ({
  type: 'COMPANY_REFUSED',
  title: 'Company not approved',
  body: `${companyName} was not approved: ${reason} Save your profile again to ask for a new review.`,
  link: '/company/profile',
});

export const partnerGroupAdded = (ownerName: string): NotificationContent => ({
  type: 'PARTNER_GROUP_ADDED',
  title: 'Added to a partner group',
  body: `${ownerName} added your company to one of its partner groups: you see what it shares with that group.`,
  link: '/browse-projects',
});

export const companyAwaitingApproval = (companyName: string): NotificationContent => ({
  type: 'COMPANY_AWAITING_APPROVAL',
  title: 'Company awaiting approval',
  body: `${companyName} is waiting for your approval.`,
  link: '/admin/approve-companies',
});
