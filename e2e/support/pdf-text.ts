import { inflateSync } from "node:zlib";

/**
 * The text a pdfkit document draws, for assertions: every Flate stream is inflated and the hex strings of its
 * text operators are decoded and joined (as apps/api/tests/pdf-text.ts does for the API's own tests).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexParts = [...(array[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? "");
      lines.push(Buffer.from(hexParts.join(""), "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}
