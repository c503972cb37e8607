import PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A one-page business document as PDF bytes (pdfkit with its built-in Helvetica; no font files to ship): the
 * company's letterhead, a title, label–value rows, then whatever `body` draws.
 */
export function renderBusinessPdf(
  { title, rows }: { title: string; rows: readonly (readonly [string, string])[] },
  body: (doc: Doc) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 56, info: { Title: title, Author: "Freight" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.font("Helvetica-Bold").fontSize(22).text("Freight", { continued: false });
    doc.font("Helvetica").fontSize(10).fillColor("#555").text("Cross-dock, transload and logistics services");
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

/** A date as YYYY-MM-DD (UTC), or a dash when there is none. */
export function documentDate(date: Date | null): string {
  return date ? date.toISOString().slice(0, 10) : "—";
}
