import type { AuditFilters } from '@benchlink/api-client';
import { AUDIT_ACTIONS, type AuditAction } from '@benchlink/contracts/audit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The filters as the page keeps them in its address (`?action=…&company=…&from=2026-12-01&to=2026-12-07`). */
export type AuditFilterValues = { action?: AuditAction; company?: string; from?: string; to?: string };
export type AuditFilterName = keyof AuditFilterValues;

const isAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The start of a calendar day in the reader's time zone, as an instant the API reads. */
function startOfDay(day: string, daysLater = 0): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + daysLater);
  return date.toISOString();
}

/**
 * The audit trail's filters, from the URL (so a reload or a shared link shows the same events): the values the
 * controls show, the API's filters (the days are the reader's own: from the first one's start to the end of the
 * last), and a setter that goes back to the first page.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const company = params.get('company') ?? '';
  const from = params.get('from');
  const to = params.get('to');
  const values: AuditFilterValues = useMemo(
    () => ({
      ...(isAction(action) ? { action } : {}),
      ...(company ? { company } : {}),
      ...(isDay(from) ? { from } : {}),
      ...(isDay(to) ? { to } : {}),
    }),
    [action, company, from, to],
  );
  const filters: AuditFilters = useMemo(
    () => ({
      action: values.action,
      company: values.company?.trim() || undefined,
      from: values.from ? startOfDay(values.from) : undefined,
      before: values.to ? startOfDay(values.to, 1) : undefined,
    }),
    [values],
  );
  const setFilter = useCallback(
    (name: AuditFilterName, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          // Another filter shows other events: back to their first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { values, filters, setFilter };
}
