import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { companyAddressLine, type CompanySettings } from "@freight/domain/company/company-settings";

/** A row of facts under the text ("Slot", "Hub"), already written for a person (times with their zone). */
interface EmailFact {
  label: string;
  value: string;
}

export interface BrandedEmailProps {
  company: Pick<CompanySettings, "name" | "legalName" | "email" | "phone" | "address">;
  /** The first words an inbox shows. */
  preview: string;
  heading: string;
  /** Paragraphs of the message, as the in-app message says them. */
  paragraphs: readonly string[];
  facts?: readonly EmailFact[];
  /** The one thing to do next, on the right portal page (an absolute address). */
  button?: { text: string; url: string };
  /** A line under the button, e.g. "The calendar entry is attached." */
  note?: string;
}

const page = { backgroundColor: "#f4f5f7", fontFamily: "Arial, Helvetica, sans-serif", margin: 0 };
const card = { backgroundColor: "#ffffff", margin: "24px auto", maxWidth: "560px", padding: "24px" };
const brand = { color: "#0b3d91", fontSize: "20px", fontWeight: 700, margin: "0 0 16px" };
const text = { color: "#1f2933", fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" };
const factLabel = { ...text, color: "#52606d", margin: "0" };
const button = {
  backgroundColor: "#0b3d91",
  borderRadius: "6px",
  color: "#ffffff",
  display: "inline-block",
  fontSize: "15px",
  fontWeight: 700,
  padding: "12px 20px",
  textDecoration: "none",
};
const footer = { color: "#7b8794", fontSize: "12px", lineHeight: "18px", margin: "0" };

/** Every e-mail's frame: the company's name on top, the message, one button, the company's footer. */
export function BrandedEmail({
  company,
  preview,
  heading,
  paragraphs,
  facts = [],
  button: action,
  note,
}: BrandedEmailProps) {
  const names = company.legalName === company.name ? company.name : `${company.name} (${company.legalName})`;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{company.name}</Text>
          <Heading as="h1" style={{ ...text, fontSize: "20px", fontWeight: 700 }}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph, index) => (
            <Text key={index} style={text}>
              {paragraph}
            </Text>
          ))}
          {facts.length > 0 ? (
            <Section>
              {facts.map((fact) => (
                <Text key={fact.label} style={factLabel}>
                  {fact.label}: <strong>{fact.value}</strong>
                </Text>
              ))}
            </Section>
          ) : null}
          {action ? (
            <Section style={{ margin: "20px 0" }}>
              <Button href={action.url} style={button}>
                {action.text}
              </Button>
            </Section>
          ) : null}
          {note ? <Text style={text}>{note}</Text> : null}
          <Hr />
          <Text style={footer}>{names}</Text>
          <Text style={footer}>{companyAddressLine(company.address)}</Text>
          <Text style={footer}>
            {company.email} · {company.phone}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
