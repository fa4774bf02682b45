import type { ReactNode } from 'react';
import '../identity-shared.css';
import './account-field.css';

/** One row of an account form: its label, the control, and the field's error message under it. */
export function AccountField(props: {
  label: string;
  /** the control's id, for the label; leave out for a group of buttons (the label is then plain text) */
  htmlFor?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <div className="acc-field">
        {props.htmlFor ? <label htmlFor={props.htmlFor}>{props.label}</label> : <span>{props.label}</span>}
        {props.children}
      </div>
      {props.error ? (
        <p className="acc-error" data-testid="field-error">
          {props.error}
        </p>
      ) : null}
    </>
  );
}
