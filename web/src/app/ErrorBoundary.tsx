import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of the children once one of them has thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** React's error boundary (a class is the only way to write one): logs the failure and shows the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
