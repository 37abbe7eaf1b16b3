// What many screens show the same way: term/value lists, status chips in one palette, a position card's fields, links,
// and the page title a page names itself with.
export { TermList, type TermListItem, type TermListLayout, type TermListProps } from './term-list';
export {
  positionActivity,
  StatusChip,
  STATUS_LABELS,
  STATUS_TONES,
  type PositionActivity,
  type StatusChipProps,
  type StatusKind,
  type StatusKinds,
} from './status';
export { ButtonLink } from './button-link';
export {
  InvalidAddress,
  INVALID_ADDRESS_DESCRIPTION,
  INVALID_ADDRESS_TITLE,
  isInvalidAddressError,
  parseIdParam,
} from './invalid-address';
export { CvUploadProgress } from './cv-upload-progress';
export { ExternalLink, MailLink, TextLink, textLinkStyles, type ExternalLinkProps } from './links';
export { positionCardFields, type PositionCardFields } from './position-card-fields';
export { PAGE_TITLE_EVENT, usePageTitle, type PageTitleDetail } from './page-title';
