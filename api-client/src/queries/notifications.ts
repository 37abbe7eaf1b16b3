import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@benchlink/contracts/notifications';
import { api, unwrap } from '@benchlink/api-client/core';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';
import { resourceKeys } from './resource-keys';

export const notificationKeys = resourceKeys('notifications');

/**
 * How often an open page asks for new notifications. Polling, not a stream: any server instance answers it from the
 * database, with no connection held open per tab and no message bus between instances; a focused tab also asks at once.
 */
export const NOTIFICATIONS_POLL_MS = 15_000;

/** The bell's newest notifications and the unread count (GET /api/notifications), re-read while the page is open. */
export const notificationsQueryOptions = (pageSize = 10) =>
  queryOptions({
    queryKey: notificationKeys.list({ pageSize }),
    queryFn: () => unwrap(api.notifications.$get({ query: { pageSize: String(pageSize) } })),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** Marks the given notifications read, or all with no ids (POST /api/notifications/read). */
export const markNotificationsRead = async (ids?: number[]) => {
  await unwrap(api.notifications.read.$post({ json: ids ? { ids } : {} }));
};

/** Shows them read in every cached page, then re-reads the pages. */
export const markNotificationsReadMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: markNotificationsRead,
    onSuccess: async (_, ids) => {
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }, (page) => {
        if (!page) return page;
        const marks = (id: number) => !ids || ids.includes(id);
        const newlyRead = page.content.filter((item) => !item.read && marks(item.id)).length;
        return {
          ...page,
          unread: ids ? Math.max(0, page.unread - newlyRead) : 0,
          content: page.content.map((item) => (marks(item.id) ? { ...item, read: true } : item)),
        };
      });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });

export function useMarkNotificationsRead(config: MutationConfigOf<typeof markNotificationsRead> = {}) {
  return useMutation(withConfig(markNotificationsReadMutation(useQueryClient()), config));
}
