import { notificationsQueryOptions, useMarkNotificationsRead } from '@benchlink/api-client';
import type { Notification } from '@benchlink/contracts/notifications';
import { BellIcon, focusRing, formatCount, IconButton, visuallyHidden } from '@benchlink/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

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

const Panel = styled.section`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 1;
  width: min(360px, calc(100vw - 24px));
  max-height: min(480px, calc(100vh - 96px));
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  @media (max-width: 599px) {
    position: fixed;
    top: 72px;
    right: 12px;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const TextButton = styled.button`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  ${focusRing}
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-y: auto;
`;

const ItemLink = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 8px 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  ${focusRing}
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const ItemTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const ItemMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday": how long ago, in the largest unit that fits. Read against the clock at each render. */
export function timeAgo(iso: string, now = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relativeTime.format(Math.round(amount), unit);
    amount /= size;
  }
  return relativeTime.format(Math.round(amount), 'year');
}

/** The bell's accessible name: how many are unread, in words a screen reader says. */
export const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${formatCount(unread)} unread`;

/**
 * The bell in the top bar: the unread count (15+ past 15) and a panel of the latest notifications, each a link to
 * where it is acted on. Opening one marks it read; "Mark all as read" marks the rest. The list is re-read every few
 * seconds while the page is open, and when the tab gets focus again. Escape or a click outside closes the panel.
 */
export function NotificationBell() {
  const [isOpen, setOpen] = useState(false);
  const { data } = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationsRead();
  const panelId = useId();
  const titleId = useId();
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
        <Panel id={panelId} aria-labelledby={titleId} onKeyDown={onPanelKeyDown}>
          <PanelHeader>
            <PanelTitle id={titleId}>Notifications</PanelTitle>
            {unread > 0 && (
              <TextButton type="button" onClick={() => markRead.mutate(undefined)}>
                Mark all as read
              </TextButton>
            )}
          </PanelHeader>
          {data && data.content.length > 0 ? (
            <List>
              {data.content.map((notification) => (
                <li key={notification.id}>
                  <ItemLink to={notification.link} $unread={!notification.read} onClick={() => open(notification)}>
                    <Dot $unread={!notification.read} aria-hidden="true" />
                    {/* The hidden words and stops make one sentence for screen readers, the visible text in it. */}
                    <ItemText>
                      <ItemTitle>
                        {notification.read ? null : <ScreenReaderOnly>Unread:</ScreenReaderOnly>} {notification.title}
                        <ScreenReaderOnly>.</ScreenReaderOnly>
                      </ItemTitle>{' '}
                      <span>{notification.body}</span> <ItemMeta>{timeAgo(notification.createdAt)}</ItemMeta>
                    </ItemText>
                  </ItemLink>
                </li>
              ))}
            </List>
          ) : (
            <Empty role="status">You are all caught up: there are no new notifications.</Empty>
          )}
        </Panel>
      )}
    </Root>
  );
}
