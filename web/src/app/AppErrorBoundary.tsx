import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/ErrorPage';

interface State {
  error: unknown;
}

/** Last line of defence for errors outside the router (providers); the router has its own errorElement. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
