import { ImageResponse } from "next/og";
import { companyCopy, seedCompanySettings } from "@/content/company";

// The share card is drawn once at build, with the name the company starts with (pages name it as its settings do).
const company = { name: seedCompanySettings.name, tagline: companyCopy.tagline };

export const alt = `${company.name}: ${company.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The default link-preview card, drawn at build time in the brand colours (no outside fonts or images). */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "#0b1f38",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 14,
            background: "#163d6a",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          <div style={{ width: 40, height: 26, border: "5px solid #f58a07", borderRadius: 3 }} />
        </div>
        <div style={{ fontSize: 44, fontWeight: 700 }}>{company.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{company.tagline}</div>
        <div style={{ fontSize: 30, color: "#adc8ea" }}>Book a 3-hour slot at any of our seven hubs</div>
      </div>
      <div style={{ height: 10, width: 240, background: "#f58a07", borderRadius: 5 }} />
    </div>,
    size,
  );
}
