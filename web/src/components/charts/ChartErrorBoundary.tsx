import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of a chart whose chunk failed to download or that threw while drawing. */
export class ChartErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
