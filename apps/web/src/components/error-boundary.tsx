import { Component, type ErrorInfo, type ReactNode } from 'react';

import { CrashScreen } from './crash-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

/** Catches render errors outside the router (providers, toaster) and shows the crash screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept for diagnosis in the browser console; users see the crash screen.
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return this.props.fallback ?? <CrashScreen />;
    return this.props.children;
  }
}
