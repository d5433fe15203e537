import { Component, type ErrorInfo, type ReactNode } from 'react';
import { consoleLogger } from '../services/logger';

interface OptionalBoundaryProps {
  /** Names the part in the log line. */
  name: string;
  children: ReactNode;
}

/**
 * For optional parts of the page (an overlay whose code failed to load, say, because the
 * connection dropped): the part is left out and logged, the screen goes on working.
 */
export class OptionalBoundary extends Component<OptionalBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    consoleLogger.warn(`${this.props.name} is unavailable`, error.message, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
