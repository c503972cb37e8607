import QRCode from "qrcode";

/**
 * A code drawn as a QR code by the qrcode library: an SVG as a data URL, for an <img> a phone can show at a
 * counter or a gate (no image optimisation applies to it).
 */
export async function qrSvgDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
