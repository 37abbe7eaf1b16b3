// Applying to a project's positions: the listing's Apply (which says first when the company cannot apply), the dialog
// and its rules (from the contracts), and the dialog wired to the API.
export {
  ApplyDialog,
  applicationErrors,
  APPLY_DIALOG_MESSAGES,
  APPLY_DIALOG_TITLE,
  type ApplyDialogApplication,
  type ApplyDialogMatch,
  type ApplyDialogOption,
  type ApplyDialogOutcome,
  type ApplyDialogPosition,
  type ApplyDialogProps,
  type ApplyDialogTalent,
  type ApplyDialogTalents,
} from './apply-dialog';
export { ApplyButton, applyBlockedReason, type ApplyButtonProps } from './apply-button';
export { ApplyToProject, type ApplyToProjectProps } from './apply-to-project';
export { ApplyToProjectOnDemand } from './apply-to-project-on-demand';
