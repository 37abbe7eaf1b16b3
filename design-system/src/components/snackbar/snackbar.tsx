import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from '../button/button';
import { CloseIcon, ErrorIcon, SuccessIcon } from '../icons/icons';

export type SnackbarSeverity = 'success' | 'error';

interface SnackbarMessage {
  id: number;
  message: string;
  severity: SnackbarSeverity;
}

export interface SnackbarApi {
  showSuccess: (message: string) => void;
  showError: (message: string) => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

const slideIn = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Stack = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(6)};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: min(480px, calc(100vw - 32px));
  pointer-events: none;
`;

const Toast = styled.div<{ $severity: SnackbarSeverity }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  min-height: 52px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => (theme.isDark ? theme.colors.surfaceRaised : '#1f2433')};
  color: #f5f6fa;
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  pointer-events: auto;
  animation: ${slideIn} 160ms ease-out;
  > svg {
    color: ${({ $severity }) => ($severity === 'success' ? '#4ade80' : '#f87171')};
    flex-shrink: 0;
  }
  button {
    color: #c9cede;
  }
  button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
    color: #ffffff;
  }
`;

const Text = styled.p`
  flex: 1;
`;

/** Auto-hide delay: docs/product.md leaves it open; 5 s is long enough to read a sentence. */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

function SnackbarItem({ item, onDismiss }: { item: SnackbarMessage; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(item.id), SNACKBAR_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [item.id, onDismiss]);
  return (
    <Toast $severity={item.severity} role={item.severity === 'error' ? 'alert' : 'status'}>
      {item.severity === 'success' ? <SuccessIcon /> : <ErrorIcon />}
      <Text>{item.message}</Text>
      <IconButton label="Dismiss" size="small" onClick={() => onDismiss(item.id)}>
        <CloseIcon size={16} />
      </IconButton>
    </Toast>
  );
}

/** Hosts success and error snackbars for everything below it. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<SnackbarMessage[]>([]);
  const nextId = useRef(1);
  const push = useCallback((message: string, severity: SnackbarSeverity) => {
    const id = nextId.current++;
    // Keep at most three on screen; older ones are already stale.
    setItems((current) => [...current.slice(-2), { id, message, severity }]);
  }, []);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const api = useMemo<SnackbarApi>(
    () => ({ showSuccess: (message) => push(message, 'success'), showError: (message) => push(message, 'error') }),
    [push],
  );
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Stack>
        {items.map((item) => (
          <SnackbarItem key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </Stack>
    </SnackbarContext.Provider>
  );
}

/** Shows a success or error snackbar; needs a SnackbarProvider above. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside a SnackbarProvider');
  return api;
}
