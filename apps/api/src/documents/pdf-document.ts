import { companyAddressLine, type CompanySettings } from "@freight/domain/company/company-settings";
import { formatCents } from "@freight/domain/money/cents";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A one-page business document as PDF bytes (pdfkit with its built-in Helvetica; no font files to ship): the
 * company's letterhead (its name, legal name, address, tax id and contacts, from the settings as they are when the
 * document is made), a title, label–value rows, then whatever `body` draws.
 */
export function renderBusinessPdf(
  {
    title,
    rows,
    company,
  }: { title: string; rows: readonly (readonly [string, string])[]; company: CompanySettings },
  body: (doc: Doc) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 56,
      info: { Title: title, Author: company.legalName },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.font("Helvetica-Bold").fontSize(22).text(company.name, { continued: false });
    doc.font("Helvetica").fontSize(10).fillColor("#555");
    doc.text(company.legalName);
    doc.text(companyAddressLine(company.address));
    doc.text(
      [company.taxId ? `Tax ID: ${company.taxId}` : "", company.email, company.phone]
        .filter((part) => part !== "")
        .join("  ·  "),
    );
    doc.moveDown(2);
    doc.fillColor("#000").font("Helvetica-Bold").fontSize(18).text(title);
    doc.font("Helvetica").fontSize(11).moveDown(0.5);
    for (const [label, value] of rows) {
      doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
    }
    doc.moveDown(1.5);
    body(doc);
    doc.end();
  });
}

/**
 * A moment on a document, on the clock of the hub it concerns with the zone's abbreviation ("02 Dec, 2026, 12:58 PM
 * PST"), or a dash when there is none; a document tied to no hub writes it in UTC and says so.
 */
export function documentDate(date: Date | null, timeZone = "UTC"): string {
  return date ? formatZonedDateTime(date, timeZone) : "—";
}

/** One line of amounts on a document: a label and cents (negative for what is taken off); totals are bold. */
export interface AmountLine {
  label: string;
  cents: number;
  isTotal?: boolean;
}

/** Draws lines of label and amount, the amounts right-aligned in one column ("-$25.00" for what is taken off). */
export function amountLines(doc: InstanceType<typeof PDFDocument>, lines: readonly AmountLine[]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 120;
  for (const line of lines) {
    const y = doc.y;
    doc.font(line.isTotal ? "Helvetica-Bold" : "Helvetica");
    doc.text(line.label, left, y, { width: width - amountWidth - 12 });
    const after = doc.y;
    const amount = formatCents(line.cents);
    doc.text(amount, left + width - amountWidth, y, { width: amountWidth, align: "right" });
    doc.x = left;
    doc.y = Math.max(after, doc.y);
  }
  doc.font("Helvetica");
}
