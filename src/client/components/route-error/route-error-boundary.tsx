import { Component, type ErrorInfo, type ReactNode } from 'react';
import './route-error.css';

interface Props {
  /** The page's address: a new one clears the error, so the shopper can navigate away from it. */
  resetKey: string;
  children: ReactNode;
  /** Reloads the page; the browser's own by default (tests pass their own). */
  reload?: () => void;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a screen that fails to render (or whose chunk cannot be loaded, also after chunk-reload.ts's
 * one reload) from blanking the page: the header and footer stay, and the screen's place says what
 * happened and offers a reload.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A képernyő nem jeleníthető meg', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <div className="container route-error" role="alert">
        <h1>Az oldalt nem sikerült megjeleníteni</h1>
        <p>
          Hiba történt az oldal betöltése közben. Ha közben frissült a webáruház, az oldal
          újratöltése megoldja.
        </p>
        <button type="button" className="button button--primary" onClick={reload}>
          Oldal újratöltése
        </button>
      </div>
    );
  }
}
