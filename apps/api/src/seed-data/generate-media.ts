/**
 * Draws the placeholder illustrations the seed data references into apps/api/media.
 * A developer tool, not part of the product: it needs ImageMagick's `convert` on PATH.
 *
 *   pnpm --filter @freight/api exec tsx src/seed-data/generate-media.ts
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { blogPosts } from "./blog-posts.js";
import { hubs } from "./hubs.js";
import { banners, heroes } from "./landing.js";
import { productApplications, productFeatures, products } from "./products.js";
import { services } from "./services.js";

type Motif =
  | "warehouse"
  | "truck"
  | "container"
  | "pallet"
  | "roll"
  | "strap"
  | "dock"
  | "shield"
  | "label"
  | "person"
  | "document"
  | "badge"
  | "scale";

interface MediaJob {
  path: string;
  title: string;
  subtitle: string;
  motif: Motif;
  /** Gradient start and end colours. */
  palette: readonly [string, string];
  width: number;
  height: number;
}

const mediaRoot = fileURLToPath(new URL("../../media", import.meta.url));

const palettes: readonly (readonly [string, string])[] = [
  ["#0f2a44", "#1f6f8b"],
  ["#1e3a5f", "#3b82a0"],
  ["#243b55", "#4f6d8f"],
  ["#14532d", "#2f855a"],
  ["#3f2a56", "#6b4f8f"],
  ["#7c2d12", "#c2410c"],
  ["#334155", "#64748b"],
  ["#0c4a6e", "#0891b2"],
  ["#713f12", "#b7791f"],
  ["#1f2937", "#4b5563"],
];

/** Same slug, same palette: a stable pick so regenerated images do not change colour. */
function paletteFor(key: string): readonly [string, string] {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length] ?? ["#0f2a44", "#1f6f8b"];
}

/** Shapes drawn in a 100x100 box, as ImageMagick draw primitives. */
const motifShapes: Readonly<Record<Motif, readonly string[]>> = {
  warehouse: [
    "fill rgba(255,255,255,0.85) polygon 0,40 50,10 100,40 100,100 0,100",
    "fill rgba(15,23,42,0.55) rectangle 12,62 33,100 rectangle 40,62 61,100 rectangle 68,62 89,100",
  ],
  truck: [
    "fill rgba(255,255,255,0.85) rectangle 0,25 66,80 roundrectangle 69,45 99,80 4,4",
    "fill rgba(15,23,42,0.6) rectangle 76,50 94,62",
    "fill rgba(15,23,42,0.8) circle 16,86 16,95 circle 50,86 50,95 circle 86,86 86,95",
  ],
  container: [
    "fill rgba(255,255,255,0.85) rectangle 0,25 100,85",
    "stroke rgba(15,23,42,0.45) stroke-width 2 line 12,30 12,80 line 24,30 24,80 line 36,30 36,80 line 48,30 48,80 line 60,30 60,80 line 72,30 72,80 line 84,30 84,80",
  ],
  pallet: [
    "fill rgba(255,255,255,0.9) rectangle 5,58 48,86 rectangle 52,58 95,86 rectangle 5,28 48,56 rectangle 52,28 95,56",
    "fill rgba(214,176,120,0.95) rectangle 0,88 100,94 rectangle 4,94 16,100 rectangle 44,94 56,100 rectangle 84,94 96,100",
  ],
  roll: [
    "fill rgba(255,255,255,0.7) roundrectangle 25,12 75,92 6,6",
    "fill rgba(255,255,255,0.95) ellipse 50,14 25,7 0,360",
    "fill rgba(15,23,42,0.6) ellipse 50,14 6,2 0,360",
  ],
  strap: [
    "fill rgba(255,255,255,0.85) rectangle 10,35 90,95",
    "stroke rgba(250,204,21,0.95) stroke-width 7 line 0,55 100,55 line 0,78 100,78",
    "fill rgba(15,23,42,0.75) rectangle 42,48 58,62 rectangle 42,71 58,85",
  ],
  dock: [
    "fill rgba(255,255,255,0.85) rectangle 8,8 92,100",
    "stroke rgba(15,23,42,0.4) stroke-width 2 line 8,22 92,22 line 8,36 92,36 line 8,50 92,50 line 8,64 92,64 line 8,78 92,78",
    "fill rgba(250,204,21,0.95) rectangle 0,92 100,100",
  ],
  shield: [
    "fill rgba(255,255,255,0.9) polygon 50,4 92,18 86,60 50,96 14,60 8,18",
    "fill none stroke rgba(22,163,74,0.95) stroke-width 8 polyline 30,50 45,65 72,36",
  ],
  label: [
    "fill rgba(255,255,255,0.92) roundrectangle 8,16 92,84 6,6",
    "fill rgba(15,23,42,0.85) rectangle 18,28 21,60 rectangle 24,28 26,60 rectangle 30,28 35,60 rectangle 38,28 40,60 rectangle 44,28 48,60 rectangle 52,28 54,60 rectangle 58,28 63,60 rectangle 66,28 68,60 rectangle 72,28 76,60 rectangle 79,28 82,60",
    "fill rgba(15,23,42,0.5) rectangle 18,66 70,72",
  ],
  person: [
    "fill rgba(255,255,255,0.9) circle 50,36 50,14",
    "fill rgba(255,255,255,0.9) ellipse 50,100 36,34 180,360",
  ],
  document: [
    "fill rgba(255,255,255,0.9) polygon 15,4 70,4 88,22 88,96 15,96",
    "fill rgba(15,23,42,0.45) rectangle 26,34 76,38 rectangle 26,46 76,50 rectangle 26,58 76,62 rectangle 26,70 60,74",
  ],
  badge: [
    "fill rgba(255,255,255,0.9) circle 50,50 50,8",
    "fill none stroke rgba(15,23,42,0.75) stroke-width 8 polyline 30,52 45,66 72,38",
  ],
  scale: [
    "fill rgba(255,255,255,0.85) rectangle 0,80 100,92",
    "fill rgba(255,255,255,0.85) rectangle 6,40 70,78 roundrectangle 72,55 98,78 3,3",
    "fill rgba(15,23,42,0.8) rectangle 60,10 96,34",
    "fill rgba(34,197,94,0.95) rectangle 64,14 92,30",
  ],
};

const serviceMotifs: Readonly<Record<string, Motif>> = {
  "cross-dock": "warehouse",
  transload: "container",
  consolidation: "pallet",
  restack: "pallet",
  rework: "label",
  storage: "warehouse",
  transport: "truck",
  "overweight-help": "scale",
};

const categoryMotifs: Readonly<Record<string, Motif>> = {
  "pallets-skids": "pallet",
  "stretch-wrap-packaging": "roll",
  "load-securement": "strap",
  "dock-equipment": "dock",
  "safety-ppe": "shield",
  "labels-shipping-supplies": "label",
};

const wide = { width: 640, height: 400 } as const;
const gallerySize = { width: 480, height: 300 } as const;
const previewSize = { width: 400, height: 250 } as const;
const heroSize = { width: 960, height: 480 } as const;
const portraitSize = { width: 256, height: 256 } as const;

function buildJobs(): MediaJob[] {
  const jobs: MediaJob[] = [];

  for (const hub of hubs) {
    jobs.push({
      path: hub.image,
      title: hub.city,
      subtitle: `${hub.state}, ${hub.country === "US" ? "USA" : "Canada"}`,
      motif: "warehouse",
      palette: paletteFor(hub.slug),
      ...wide,
    });
  }
  for (const service of services) {
    jobs.push({
      path: service.image,
      title: service.name,
      subtitle: service.shortDescription,
      motif: serviceMotifs[service.slug] ?? "warehouse",
      palette: paletteFor(service.slug),
      ...wide,
    });
  }
  for (const product of products) {
    const motif = categoryMotifs[product.categorySlug] ?? "pallet";
    const palette = paletteFor(product.slug);
    jobs.push({ path: product.image, title: product.name, subtitle: "", motif, palette, ...wide });
    for (const file of product.files) {
      const view = file.fileUrl.endsWith("-detail.png")
        ? "Detail view"
        : file.fileUrl.endsWith("-in-use.png")
          ? "In use"
          : "Archived photo";
      jobs.push({ path: file.fileUrl, title: product.name, subtitle: view, motif, palette, ...gallerySize });
    }
  }
  for (const feature of productFeatures) {
    jobs.push({
      path: feature.image,
      title: feature.name,
      subtitle: "",
      motif: "badge",
      palette: paletteFor(feature.slug),
      ...gallerySize,
    });
  }
  for (const application of productApplications) {
    jobs.push({
      path: application.image,
      title: application.name,
      subtitle: "",
      motif: "truck",
      palette: paletteFor(application.slug),
      ...gallerySize,
    });
  }
  const authorPhotos = new Map<string, string>();
  for (const post of blogPosts) {
    const palette = paletteFor(post.url);
    jobs.push({
      path: post.photo,
      title: post.name,
      subtitle: post.tags.join(" · "),
      motif: "document",
      palette,
      ...wide,
    });
    jobs.push({
      path: post.photoPreview,
      title: post.name,
      subtitle: "",
      motif: "document",
      palette,
      ...previewSize,
    });
    authorPhotos.set(post.authorPhoto, post.author);
  }
  for (const [path, author] of authorPhotos) {
    const initials = author
      .split(" ")
      .map((part) => part.charAt(0))
      .join("");
    jobs.push({
      path,
      title: initials,
      subtitle: "",
      motif: "person",
      palette: paletteFor(author),
      ...portraitSize,
    });
  }
  for (const banner of banners) {
    jobs.push({
      path: banner.image,
      title: banner.title,
      subtitle: banner.subTitle,
      motif: "truck",
      palette: paletteFor(banner.slug),
      ...wide,
    });
  }
  for (const hero of heroes) {
    jobs.push({
      path: hero.image,
      title: hero.title,
      subtitle: "",
      motif: "dock",
      palette: paletteFor(hero.slug),
      ...heroSize,
    });
  }
  return jobs;
}

/** The short yellow rule above the title. */
function accentBar(width: number, height: number, margin: number): string[] {
  const right = margin + Math.round(width * 0.08);
  const bottom = margin + Math.max(4, Math.round(height * 0.012));
  return ["-fill", "rgba(250,204,21,0.95)", "-draw", `rectangle ${margin},${margin} ${right},${bottom}`];
}

function convertArgs(job: MediaJob, output: string): string[] {
  const { width, height } = job;
  const isPortrait = width === height;
  const motifSize = Math.round(height * (isPortrait ? 0.7 : 0.46));
  const motifX = isPortrait
    ? Math.round((width - motifSize) / 2)
    : Math.round(width - motifSize - width * 0.07);
  const motifY = isPortrait ? Math.round(height * 0.3) : Math.round((height - motifSize) / 2);
  const scale = motifSize / 100;
  const draws = (motifShapes[job.motif] ?? []).flatMap((shape) => [
    "-draw",
    `translate ${motifX},${motifY} scale ${scale},${scale} ${shape}`,
  ]);
  const margin = Math.round(width * 0.06);
  const textWidth = isPortrait ? width - 2 * margin : Math.round(width * 0.56);
  const titleSize = isPortrait
    ? Math.round(height * 0.2)
    : Math.round(height * (job.title.length > 40 ? 0.065 : 0.08));
  const args = [
    "-size",
    `${width}x${height}`,
    `gradient:${job.palette[0]}-${job.palette[1]}`,
    ...draws,
    ...(isPortrait ? [] : accentBar(width, height, margin)),
    "(",
    "-size",
    `${textWidth}x`,
    "-background",
    "none",
    "-fill",
    "white",
    "-font",
    "DejaVu-Sans-Bold",
    "-pointsize",
    String(titleSize),
    "-gravity",
    isPortrait ? "center" : "northwest",
    `caption:${job.title}`,
    ")",
    "-gravity",
    isPortrait ? "north" : "northwest",
    "-geometry",
    isPortrait ? `+0+${Math.round(height * 0.06)}` : `+${margin}+${margin + Math.round(height * 0.06)}`,
    "-composite",
  ];
  if (job.subtitle !== "") {
    args.push(
      "(",
      "-size",
      `${textWidth}x`,
      "-background",
      "none",
      "-fill",
      "rgba(255,255,255,0.85)",
      "-font",
      "DejaVu-Sans",
      "-pointsize",
      String(Math.round(height * 0.045)),
      `caption:${job.subtitle}`,
      ")",
      "-gravity",
      "southwest",
      "-geometry",
      `+${margin}+${margin}`,
      "-composite",
    );
  }
  args.push("-strip");
  if (output.endsWith(".jpg")) {
    args.push("-sampling-factor", "4:2:0", "-quality", "80");
  } else {
    args.push("-dither", "None", "-colors", "96", "-define", "png:compression-level=9");
  }
  args.push(output);
  return args;
}

function generate(): void {
  const jobs = buildJobs();
  for (const job of jobs) {
    const output = join(mediaRoot, job.path.replace(/^\/media\//, ""));
    mkdirSync(dirname(output), { recursive: true });
    execFileSync("convert", convertArgs(job, output));
  }
  console.info(`Wrote ${jobs.length} images to ${mediaRoot}`);
}

generate();
