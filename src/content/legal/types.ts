/** Shape of a legal page (用户协议、隐私政策) rendered as plain text sections. */
export interface LegalDocument {
  title: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}
