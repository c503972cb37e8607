/** A marketing or policy page kept as data: a heading, an introduction and titled sections. */
export interface ContentSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

interface ContentPageCallToAction {
  label: string;
  href: string;
}

export interface ContentPage {
  /** The page heading, also its document title. */
  title: string;
  /** A short line above the heading. */
  eyebrow?: string;
  metaDescription: string;
  intro: string;
  sections: readonly ContentSection[];
  callToAction?: ContentPageCallToAction;
  /** For policies: the date the text took effect, 'YYYY-MM-DD'. */
  effectiveDate?: string;
}
