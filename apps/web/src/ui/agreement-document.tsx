import type { ReactNode } from 'react';
import './agreement-document.css';

export type AgreementDocumentData = {
  title: string;
  version: string;
  updatedAt: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
};

/** A legal document from the server (agreements, the refund agreement, about): title, version, headed sections. */
export function AgreementDocument(props: {
  document: AgreementDocumentData;
  testId: string;
  before?: ReactNode;
}) {
  const d = props.document;
  return (
    <article className="agreement-document" data-testid={props.testId}>
      {props.before}
      <h1>{d.title}</h1>
      <div className="agreement-document-meta">
        版本 {d.version} · 更新于 {d.updatedAt}
      </div>
      {d.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
