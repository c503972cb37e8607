import { render } from "@react-email/render";
import { createElement } from "react";
import { BrandedEmail, type BrandedEmailProps } from "./branded-email.js";

/** An e-mail's two parts: what HTML mail clients show, and the plain text for the others (and the outbox). */
export interface RenderedEmail {
  html: string;
  text: string;
}

/** Renders the branded e-mail as HTML and as plain text (the same words, the button's address written out). */
export async function renderBrandedEmail(props: BrandedEmailProps): Promise<RenderedEmail> {
  const element = createElement(BrandedEmail, props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
