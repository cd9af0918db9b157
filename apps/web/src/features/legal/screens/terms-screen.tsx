import { LegalDocumentPage } from '../components/legal-document';

/** /terms-of-service (SPEC §2): the Terms of Service in the language on screen. */
export default function TermsScreen() {
  return <LegalDocumentPage kind="terms" />;
}
