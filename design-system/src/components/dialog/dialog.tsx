import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import type { Theme } from '../../theme/theme';
import { IconButton } from '../button/button';
import { CloseIcon } from '../icons/icons';

export type DialogWidth = keyof Theme['dialogWidth'];

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 120ms ease-out;
`;

const Panel = styled.div<{ $maxWidth: DialogWidth }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $maxWidth }) => theme.dialogWidth[$maxWidth]};
  max-height: calc(100vh - 32px);
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${rise} 160ms ease-out;
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)} ${theme.space(2)}`};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)} ${theme.space(4)}`};
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)} ${theme.space(5)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter((el) => !el.hasAttribute('hidden'));
}

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Dialogs default to a medium width (docs/product.md, Constants). */
  maxWidth?: DialogWidth;
  /** Alert dialogs (confirmations) use role="alertdialog". */
  role?: 'dialog' | 'alertdialog';
  /** Hides the corner close button, e.g. when actions already include Cancel. */
  hideCloseButton?: boolean;
  /** Element to focus first; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Modal dialog: focus trap, Escape and backdrop close, focus returns to the opener. */
export function Dialog({
  isOpen,
  onClose,
  title,
  children,
  actions,
  maxWidth = 'md',
  role = 'dialog',
  hideCloseButton = false,
  initialFocusRef,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!isOpen) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? focusableIn(panel).find((el) => !el.dataset.dialogClose) ?? panel;
      target.focus();
    }
    // Background scrolling behind a modal loses the user's place.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [isOpen, initialFocusRef]);

  if (!isOpen) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        $maxWidth={maxWidth}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {!hideCloseButton && (
            <IconButton label="Close dialog" size="small" data-dialog-close="true" onClick={onClose}>
              <CloseIcon size={18} />
            </IconButton>
          )}
        </Header>
        {children && <Body id={bodyId}>{children}</Body>}
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
