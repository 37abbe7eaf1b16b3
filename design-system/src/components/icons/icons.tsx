import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Builds an outline icon (24px grid, currentColor stroke); icons are decorative, so aria-hidden. */
function createIcon(displayName: string, paths: string[]) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Hamburger menu icon. */
export const MenuIcon = createIcon('MenuIcon', ['M4 6h16', 'M4 12h16', 'M4 18h16']);
/** Notification bell icon. */
export const BellIcon = createIcon('BellIcon', [
  'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
]);
/** Sign-out icon. */
export const LogoutIcon = createIcon('LogoutIcon', [
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'M16 17l5-5-5-5',
  'M21 12H9',
]);
/** Chevron pointing down. */
export const ChevronDownIcon = createIcon('ChevronDownIcon', ['M6 9l6 6 6-6']);
/** Chevron pointing up. */
export const ChevronUpIcon = createIcon('ChevronUpIcon', ['M18 15l-6-6-6 6']);
/** Chevron pointing right. */
export const ChevronRightIcon = createIcon('ChevronRightIcon', ['M9 18l6-6-6-6']);
/** Chevron pointing left. */
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', ['M15 18l-6-6 6-6']);
/** Single user icon. */
export const UserIcon = createIcon('UserIcon', [
  'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2',
  'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
]);
/** Briefcase (projects, positions). */
export const BriefcaseIcon = createIcon('BriefcaseIcon', [
  'M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z',
  'M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2',
  'M3 13h18',
]);
/** Magnifier. */
export const SearchIcon = createIcon('SearchIcon', ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.35-4.35']);
/** Group of people (talents, partners). */
export const PeopleIcon = createIcon('PeopleIcon', [
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M23 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
]);
/** A person with a plus (the company's team, which members invite colleagues to). */
export const TeamIcon = createIcon('TeamIcon', [
  'M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M8.5 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M20 8v6',
  'M23 11h-6',
]);
/** Two chain links (partners: companies linked together). */
export const LinkIcon = createIcon('LinkIcon', [
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
]);
/** Funnel (filters). */
export const FilterIcon = createIcon('FilterIcon', ['M22 3H2l8 9.46V19l4 2v-8.54L22 3z']);
/** Shield (admin). */
export const ShieldIcon = createIcon('ShieldIcon', ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z']);
/** Sun (light theme). */
export const SunIcon = createIcon('SunIcon', [
  'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  'M12 1v2',
  'M12 21v2',
  'M4.22 4.22l1.42 1.42',
  'M18.36 18.36l1.42 1.42',
  'M1 12h2',
  'M21 12h2',
  'M4.22 19.78l1.42-1.42',
  'M18.36 5.64l1.42-1.42',
]);
/** Moon (dark theme). */
export const MoonIcon = createIcon('MoonIcon', ['M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z']);
/** Pencil. */
export const EditIcon = createIcon('EditIcon', ['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4L16.5 3.5z']);
/** Trash can. */
export const DeleteIcon = createIcon('DeleteIcon', [
  'M3 6h18',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6',
  'M14 11v6',
  'M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2',
]);
/** Plus. */
export const AddIcon = createIcon('AddIcon', ['M12 5v14', 'M5 12h14']);
/** Cross. */
export const CloseIcon = createIcon('CloseIcon', ['M18 6L6 18', 'M6 6l12 12']);
/** Tick. */
export const CheckIcon = createIcon('CheckIcon', ['M20 6L9 17l-5-5']);
/** Padlock (partner-only). */
export const LockIcon = createIcon('LockIcon', [
  'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z',
  'M7 11V7a5 5 0 0 1 10 0v4',
]);
/** Circular arrows (retry, reactivate). */
export const RefreshIcon = createIcon('RefreshIcon', [
  'M23 4v6h-6',
  'M1 20v-6h6',
  'M3.51 9a9 9 0 0 1 14.85-3.36L23 10',
  'M1 14l4.64 4.36A9 9 0 0 0 20.49 15',
]);
/** Upload arrow. */
export const UploadIcon = createIcon('UploadIcon', [
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'M17 8l-5-5-5 5',
  'M12 3v12',
]);
/** Open eye (show). */
export const EyeIcon = createIcon('EyeIcon', [
  'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
/** Struck-through eye (hide). */
export const EyeOffIcon = createIcon('EyeOffIcon', [
  'M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94',
  'M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19',
  'M14.12 14.12a3 3 0 1 1-4.24-4.24',
  'M1 1l22 22',
]);
/** Info circle. */
export const InfoIcon = createIcon('InfoIcon', ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01']);
/** Warning triangle. */
export const WarningIcon = createIcon('WarningIcon', [
  'M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
  'M12 9v4',
  'M12 17h.01',
]);
/** Error circle. */
export const ErrorIcon = createIcon('ErrorIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M15 9l-6 6',
  'M9 9l6 6',
]);
/** Success circle. */
export const SuccessIcon = createIcon('SuccessIcon', ['M22 11.08V12a10 10 0 1 1-5.93-9.14', 'M22 4L12 14.01l-3-3']);
/** Calendar. */
export const CalendarIcon = createIcon('CalendarIcon', [
  'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
]);
/** Document (CV). */
export const FileIcon = createIcon('FileIcon', [
  'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z',
  'M14 2v6h6',
]);
/** Image placeholder. */
export const ImageIcon = createIcon('ImageIcon', [
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M21 15l-5-5L5 21',
]);
/** Up arrow (ascending sort). */
export const ArrowUpIcon = createIcon('ArrowUpIcon', ['M12 19V5', 'M5 12l7-7 7 7']);
/** Down arrow (descending sort). */
export const ArrowDownIcon = createIcon('ArrowDownIcon', ['M12 5v14', 'M19 12l-7 7-7-7']);
/** Left arrow (back). */
export const ArrowLeftIcon = createIcon('ArrowLeftIcon', ['M19 12H5', 'M12 19l-7-7 7-7']);
/** List view. */
export const ListIcon = createIcon('ListIcon', [
  'M8 6h13',
  'M8 12h13',
  'M8 18h13',
  'M3 6h.01',
  'M3 12h.01',
  'M3 18h.01',
]);
/** Grid view. */
export const GridIcon = createIcon('GridIcon', ['M3 3h7v7H3z', 'M14 3h7v7h-7z', 'M14 14h7v7h-7z', 'M3 14h7v7H3z']);
/** Building (company). */
export const BuildingIcon = createIcon('BuildingIcon', [
  'M4 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18',
  'M16 10h2a2 2 0 0 1 2 2v10',
  'M2 22h20',
  'M8 6h4',
  'M8 10h4',
  'M8 14h4',
  'M8 18h4',
]);
/** Home. */
export const HomeIcon = createIcon('HomeIcon', ['M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M9 22V12h6v10']);
/** Mail. */
export const MailIcon = createIcon('MailIcon', [
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M22 6l-10 7L2 6',
]);
/** Globe (website). */
export const GlobeIcon = createIcon('GlobeIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
]);
/** Link (external). */
export const ExternalLinkIcon = createIcon('ExternalLinkIcon', [
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  'M15 3h6v6',
  'M10 14L21 3',
]);
/** Vertical dots (more actions). */
export const MoreIcon = createIcon('MoreIcon', ['M12 5h.01', 'M12 12h.01', 'M12 19h.01']);
/** Settings gear. */
export const SettingsIcon = createIcon('SettingsIcon', [
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
]);
