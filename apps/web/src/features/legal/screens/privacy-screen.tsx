import { LegalDocumentPage } from '../components/legal-document';

/** /privacy-policy (SPEC §2): the Privacy Policy (DPDP Act notice) in the language on screen. */
export default function PrivacyScreen() {
  return <LegalDocumentPage kind="privacy" />;
}
