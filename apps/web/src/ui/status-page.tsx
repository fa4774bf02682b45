import type { ReactNode } from 'react';
import './status-page.css';

export type StatusPageProps = {
  testId: string;
  illustration: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  actionText?: string;
  onAction?: () => void;
};

/** A centred full-page state (not found, coming soon, error): illustration, text, one button. */
export function StatusPage(props: StatusPageProps) {
  return (
    <main className="app-status-page" data-testid={props.testId}>
      <div className="app-status-page-illustration" aria-hidden="true">
        {props.illustration}
      </div>
      {props.title ? <h1 className="app-status-page-title">{props.title}</h1> : null}
      {props.description ? <p className="app-status-page-description">{props.description}</p> : null}
      {props.actionText && props.onAction ? (
        <button type="button" className="app-button app-status-page-action" onClick={props.onAction}>
          {props.actionText}
        </button>
      ) : null}
    </main>
  );
}
