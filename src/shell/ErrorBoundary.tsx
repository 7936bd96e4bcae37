import { Component, type ErrorInfo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { StatusPage } from '../components/StatusPage/index.ts';
import { shellMessages } from './shell.messages.ts';

interface Props {
  children?: ReactNode;
  /** A change of this value (e.g. the path) clears a shown error. */
  resetKey?: string;
}

interface State {
  error?: Error;
  resetKey?: string;
}

/** Catches a crashed screen and shows the 'Oops! Try again later.' page instead of a blank app. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen crashed', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: undefined });

  render() {
    return this.state.error ? <ErrorPage onRetry={this.retry} /> : this.props.children;
  }
}

/** 'Oops! Try again later.' with a Try again button. */
function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <StatusPage
      tone="error"
      alert
      title={intl.formatMessage(shellMessages.errorTitle)}
      actions={
        <Button variant="contained" size="large" fullWidth onClick={onRetry}>
          {intl.formatMessage(shellMessages.errorRetry)}
        </Button>
      }
    />
  );
}
