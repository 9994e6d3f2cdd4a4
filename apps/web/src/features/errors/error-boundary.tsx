import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logToServer } from '../../api/auth-client.ts';
import { MessagePanel } from '../../components/message-panel.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
}

/**
 * A crash in a screen shows a friendly message instead of a blank page, and is reported.
 * (A class: React offers error boundaries only as classes.) Text is fixed English: labels may be what failed.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    void logToServer('error', 'CLIENT_RENDER_ERROR', { message: error.message, stack: info.componentStack });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <FriendlyError />;
  }
}

export function FriendlyError() {
  return (
    <MessagePanel
      title="Something went wrong"
      message="This page ran into a problem. Reloading usually fixes it; if not, please try again in a moment."
    >
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
      <Button href="/">Go to the home page</Button>
    </MessagePanel>
  );
}
