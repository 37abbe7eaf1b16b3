import { EmptyState, LockIcon } from '@benchlink/design-system';
import { Link } from 'react-router';

/** What an edit address of another company's record shows: the record's kind in the product's words. */
export type OwnRecordKind = 'project' | 'position' | 'talent';

/** "You can only edit your own company's project" (docs/product.md, Routes and guards). */
export const notOwnRecordTitle = (kind: OwnRecordKind) => `You can only edit your own company's ${kind}`;

export interface NotOwnRecordProps {
  kind: OwnRecordKind;
  /** Where the record can be read instead, with the link's text ('View project'). */
  view?: { href: string; label: string };
}

/**
 * Shown instead of an edit form when the record belongs to another company: the server would refuse the save anyway,
 * so the page says so at once and offers the record's read view.
 */
export function NotOwnRecord({ kind, view }: NotOwnRecordProps) {
  return (
    <EmptyState
      icon={<LockIcon />}
      title={notOwnRecordTitle(kind)}
      description="It belongs to another company: you can read it, but only that company can change it."
      action={view && <Link to={view.href}>{view.label}</Link>}
    />
  );
}
