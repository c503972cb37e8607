import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";
import { BrandedEmail, type BrandedEmailProps } from "./branded-email.js";

/** An e-mail's two parts: what HTML mail clients show, and the plain text for the others (and the outbox). */
export interface RenderedEmail {
  html: string;
  text: string;
}

/** Renders the branded e-mail as HTML and as plain text (the same words, the button's address written out). */
export async function renderBrandedEmail(props: BrandedEmailProps): Promise<RenderedEmail> {
  // One React render; the plain text is read from its HTML (what render's plainText option does, rendering again).
  const html = await render(createElement(BrandedEmail, props));
  return { html, text: toPlainText(html) };
}
