import type { LegalDocument } from '#content/legal/types';

/** A legal document's intro and sections, for a page of its own or a box on another page (the guardian's consent). */
export function LegalText({ document: doc }: { document: LegalDocument }) {
  return (
    <>
      <p>{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </>
  );
}
