import type { Notification, NotificationPage } from '@benchlink/contracts/notifications';
import { focusRing, inWordsFromNow, visuallyHidden } from '@benchlink/design-system';
import { useId, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

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
    if (Math.abs(amount) < size) return inWordsFromNow(Math.round(amount), unit);
    amount /= size;
  }
  return inWordsFromNow(Math.round(amount), 'year');
}

export interface NotificationPanelProps {
  id: string;
  /** The latest notifications and the unread count, once read. */
  page: NotificationPage | undefined;
  onMarkAllRead: () => void;
  /** A notification's link was followed. */
  onOpen: (notification: Notification) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The bell's panel: the latest notifications, each a link to where it is acted on, and "Mark all as read". */
export function NotificationPanel({ id, page, onMarkAllRead, onOpen, onKeyDown }: NotificationPanelProps) {
  const titleId = useId();
  const unread = page?.unread ?? 0;
  return (
    <Panel id={id} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <PanelHeader>
        <PanelTitle id={titleId}>Notifications</PanelTitle>
        {unread > 0 && (
          <TextButton type="button" onClick={onMarkAllRead}>
            Mark all as read
          </TextButton>
        )}
      </PanelHeader>
      {page && page.content.length > 0 ? (
        <List>
          {page.content.map((notification) => (
            <li key={notification.id}>
              <ItemLink to={notification.link} $unread={!notification.read} onClick={() => onOpen(notification)}>
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
  );
}
