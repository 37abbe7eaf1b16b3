import { notificationsQueryOptions, useMarkNotificationsRead } from '@benchlink/api-client';
import type { Notification } from '@benchlink/contracts/notifications';
import { BellIcon, formatCount, IconButton } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

// The panel loads when the bell is first opened: most pages are seen without opening it.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel })),
);

const Root = styled.div`
  position: relative;
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

/** The bell's accessible name: how many are unread, in words a screen reader says. */
export const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${formatCount(unread)} unread`;

/**
 * The bell in the top bar: the unread count (15+ past 15) and a panel of the latest notifications, each a link to
 * where it is acted on (`NotificationPanel`). Opening one marks it read; "Mark all as read" marks the rest. The list is
 * re-read every few seconds while the page is open, and when the tab gets focus again. Escape or a click outside
 * closes the panel.
 */
export function NotificationBell() {
  const [isOpen, setOpen] = useState(false);
  const { data } = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationsRead();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape also closes the panel while focus is still on the bell (it stays there after opening).
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    // The layout's drawer also listens for Escape; inside the panel, this one belongs to the panel.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const open = (notification: Notification) => {
    setOpen(false);
    if (!notification.read) markRead.mutate([notification.id]);
  };

  return (
    <Root ref={rootRef}>
      <IconButton
        ref={buttonRef}
        label={bellLabel(unread)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <BellIcon />
      </IconButton>
      {unread > 0 && <Badge aria-hidden="true">{formatCount(unread)}</Badge>}
      {isOpen && (
        <Suspense fallback={null}>
          <NotificationPanel
            id={panelId}
            page={data}
            onMarkAllRead={() => markRead.mutate(undefined)}
            onOpen={open}
            onKeyDown={onPanelKeyDown}
          />
        </Suspense>
      )}
    </Root>
  );
}
