import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the visitor navigates elsewhere), a shown error page is dropped. */
  resetKey?: string;
}

interface State {
  failedAt: string | undefined | null;
}

/** Catches render errors below it and shows product §13's error page instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: undefined };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt !== null && state.failedAt !== props.resetKey ? { failedAt: null } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected UI error', error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <ErrorPage />;
  }
}
