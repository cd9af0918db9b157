/**
 * The shape of a legal document (Terms of Service, Privacy Policy) in one language.
 *
 * Text may contain, and the page fills in or renders:
 *   {{brand}}             the configured brand name (config.brandName)
 *   {{contact}}           how to reach the Grievance Officer: the e-mail address when one is
 *                         configured, the Contact Us form and the Report Bugs page
 *   [label](/path)        a link: an in-app path, #anchor, mailto: or https:// address
 *   **words**             strong emphasis
 *
 * Section ids are English slugs shared by every language, so an anchor such as
 * /privacy-policy#children works whichever language the reader chose.
 */
export interface LegalSection {
  /** The anchor of the section's heading; unique in the document, the same in every language. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
  /** An interactive control the page places at the end of the section. */
  action?: 'cookie-settings';
}

export interface LegalDocument {
  title: string;
  /** The date the text was last changed and takes effect (ISO yyyy-mm-dd). */
  updated: string;
  intro: string;
  /** The "In short" box: a few plain sentences. */
  summary: string[];
  sections: LegalSection[];
}

export type LegalKind = 'terms' | 'privacy';
