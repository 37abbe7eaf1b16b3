import { AuditTrail } from '../features/audit/components/audit-trail';

/** `/admin/audit`: the administrator reads the audit trail. */
export default function AuditPage() {
  return <AuditTrail />;
}
