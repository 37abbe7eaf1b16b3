import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry: () => void; resetKey: string };
type State = { hasError: boolean };

/** Catches a remote that fails to load or throws while rendering, so the rest of the page stays usable. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A section of the page failed to load', error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.hasError) this.setState({ hasError: false });
  }

  /** The parent remounts this boundary (new key) once the remote is reset; resetting here would re-throw the old failure. */
  private retry = () => {
    this.props.onRetry();
  };

  override render() {
    return this.state.hasError ? this.props.fallback(this.retry) : this.props.children;
  }
}
