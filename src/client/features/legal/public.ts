/** What other features use of this one: a legal document's text, for a page that asks to agree to it. */
export { LegalText } from './legal-text';
