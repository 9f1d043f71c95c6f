import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GenericErrorScreen } from './error-screens.tsx';

interface Props {
  /** Which part of the page (header, main, bottom-nav) — for the log line. */
  region: string;
  children: ReactNode;
  fallback?: ReactNode;
}

/** Keeps a crash in one page region (header, content, bottom navigation) from blanking the rest. */
export class RegionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.region}]`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? <GenericErrorScreen />;
    return this.props.children;
  }
}
