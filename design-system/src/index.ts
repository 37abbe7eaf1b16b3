// The one public entry: federation shares the design system by this import path.
export * from './theme';
export * from './components/icons/icons';
export {
  Button,
  IconButton,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type IconButtonProps,
} from './components/button/button';
export {
  Spinner,
  FullScreenSpinner,
  type SpinnerProps,
  type FullScreenSpinnerProps,
} from './components/spinner/spinner';
export {
  LIST_SHAPES,
  PAGE_SKELETONS,
  PageSkeleton,
  Skeleton,
  SkeletonList,
  type ListShape,
  type PageSkeletonProps,
  type PageSkeletonVariant,
  type SkeletonProps,
  type SkeletonListProps,
} from './components/skeleton/skeleton';
export {
  Alert,
  ErrorAlert,
  InfoNotice,
  type AlertProps,
  type AlertSeverity,
  type ErrorAlertProps,
  type InfoNoticeProps,
} from './components/alert/alert';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { Card, type CardProps } from './components/card/card';
export { CardList } from './components/card-list/card-list';
export { PageHeader, type PageHeaderProps, type PageHeaderAction } from './components/page-header/page-header';
export {
  NavAction,
  NavGroup,
  NavItem,
  NavList,
  type NavActionProps,
  type NavGroupProps,
  type NavItemProps,
} from './components/navigation/navigation';
export { useNavStore, type NavState } from './components/navigation/nav-store';
export {
  DesignSystemProvider,
  type DesignSystemProviderProps,
} from './components/design-system-provider/design-system-provider';
export {
  SnackbarProvider,
  useSnackbar,
  SNACKBAR_AUTO_HIDE_MS,
  type SnackbarApi,
  type SnackbarSeverity,
} from './components/snackbar/snackbar';
export { Dialog, type DialogProps, type DialogWidth } from './components/dialog/dialog';
export {
  ConfirmDialog,
  ConfirmDeleteDialog,
  type ConfirmDialogProps,
  type ConfirmDeleteDialogProps,
} from './components/dialog/confirm-dialog';
export {
  UnsavedChangesGuard,
  UnsavedChangesDialog,
  useBeforeUnload,
  UNSAVED_CHANGES_TITLE,
  UNSAVED_CHANGES_MESSAGE,
  type UnsavedChangesGuardProps,
  type UnsavedChangesDialogProps,
} from './components/dialog/unsaved-changes-guard';
export * from './formatters';
export { submitOnEnter } from './components/form/submit-on-enter';
export {
  Field,
  FieldGroup,
  FieldMessage,
  fieldErrorSentence,
  LabelText,
  type FieldProps,
  type FieldGroupProps,
} from './components/field/field';
export {
  TextField,
  PasswordField,
  type TextFieldProps,
  type PasswordFieldProps,
} from './components/text-field/text-field';
export { TextArea, textAreaCounter, type TextAreaProps, type TextAreaCounter } from './components/text-area/text-area';
export { NumberField, parseWholeNumber, type NumberFieldProps } from './components/number-field/number-field';
export {
  Select,
  NumberSelect,
  MonthsPicker,
  parseNumberOption,
  numberRange,
  EMPTY_OPTION_LABEL,
  type SelectOption,
  type SelectProps,
  type NumberSelectProps,
  type MonthsPickerProps,
} from './components/select/select';
export { YearsField, type YearsFieldProps } from './components/select/years-field';
export { DateField, type DateFieldProps } from './components/date-field/date-field';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxProps,
  type CheckboxGroupProps,
  type ChoiceOption,
} from './components/checkbox/checkbox';
export { RadioList, type RadioListProps } from './components/radio-list/radio-list';
export { Switch, type SwitchProps } from './components/switch/switch';
export {
  Chip,
  VisibilityChip,
  CHIP_TONES,
  type ChipProps,
  type ChipTone,
  type VisibilityChipProps,
} from './components/chip/chip';
export {
  FileUpload,
  ImageUpload,
  readFileAsDataUrl,
  isAcceptedFile,
  type FileUploadProps,
  type ImageUploadProps,
  type UploadedFile,
} from './components/file-upload/file-upload';
export { ChipRow, MutedText } from './components/listing-card/chip-row';
export { ROWS_PER_PAGE_OPTIONS, DEFAULT_ROWS_PER_PAGE, type RowsPerPage } from './components/data-table/rows-per-page';
// The lists and the cards in them are the `listings` entry (src/listings.ts); their types are named here as well,
// which costs nothing at run time.
export type { SortBarProps, SortDirectionLabels, SortOption } from './components/sort-bar/sort-bar';
export type { PagerProps } from './components/pager/pager';
export type { DataTableProps, DataTableColumn, TablePaginationProps } from './components/data-table/data-table';
export type { PositionCardProps } from './components/position-card/position-card';
export type { ChipListProps, FactGridProps } from './components/listing-card/listing-card';
export type { TalentCardProps, TalentCardSkill } from './components/talent-card/talent-card';
export type { ProfileHeroProps, ProfileHeroTag, ProfileHeroLink } from './components/profile-hero/profile-hero';
export type { ProfileAboutProps } from './components/profile-about/profile-about';
export { useCountdown } from './hooks/use-countdown';
