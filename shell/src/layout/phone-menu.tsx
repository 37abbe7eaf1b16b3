import { CloseIcon, IconButton } from '@benchlink/design-system';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Brand } from './brand';
import { Navigation, type NavigationEntry } from './navigation';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Drawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(300px, 85vw);
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-left: ${({ theme }) => theme.space(3)};
`;

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface PhoneMenuProps {
  navigation: readonly NavigationEntry[];
  /** Closes the menu; `restoreFocus` when closed by hand (the focus goes back to 'Open menu'), not by a followed link. */
  onClose: (restoreFocus: boolean) => void;
}

/**
 * The navigation as a drawer over the page, on phones. It is modal: it takes keyboard focus when it opens, keeps Tab
 * inside, and closes on Escape or the backdrop.
 */
export function PhoneMenu({ navigation, onClose }: PhoneMenuProps) {
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButtonRef.current?.focus();
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const keepFocusInDrawer = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !drawerRef.current) return;
    const items = Array.from(drawerRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Backdrop onClick={() => onClose(true)} />
      <Drawer ref={drawerRef} role="dialog" aria-modal="true" aria-label="Menu" onKeyDown={keepFocusInDrawer}>
        <DrawerHeader>
          <Brand />
          <IconButton ref={closeButtonRef} label="Close menu" onClick={() => onClose(true)}>
            <CloseIcon />
          </IconButton>
        </DrawerHeader>
        <Navigation entries={navigation} onNavigate={() => onClose(false)} />
      </Drawer>
    </>
  );
}
