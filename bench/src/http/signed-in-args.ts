export interface SignedInBenchOptions {
  /** Seconds per measured page (and per reference run right before it). */
  duration: number;
  /** Connections per measured page; each connection is its own visitor (session and forwarded address). */
  connections: number;
  /** Measurements of each page, each right after one of its reference; the table shows the medians. */
  rounds: number;
  /** Seconds of a mixed load over every signed-in page (0: none). */
  mixed: number;
  /** Connections of the mixed load. */
  mixedConnections: number;
  /** Only the rows whose name contains this text (e.g. `dashboard`); empty for all. */
  only: string;
  help: boolean;
}

const defaults: SignedInBenchOptions = {
  duration: 5,
  connections: 10,
  rounds: 1,
  mixed: 0,
  mixedConnections: 100,
  only: "",
  help: false,
};

const numeric: Record<string, keyof Omit<SignedInBenchOptions, "help" | "only">> = {
  "--duration": "duration",
  "--connections": "connections",
  "--rounds": "rounds",
  "--mixed": "mixed",
  "--mixed-connections": "mixedConnections",
};

/** Reads `--name value` pairs; a wrong name or a number outside 0–3600 (1–3600 but for --mixed) is an error. */
export function parseSignedInBenchArgs(args: readonly string[]): SignedInBenchOptions {
  const options = { ...defaults };
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index] ?? "";
    if (name === "--") continue;
    if (name === "--help" || name === "-h") {
      options.help = true;
      continue;
    }
    const raw = args[index + 1];
    if (name === "--only") {
      if (raw === undefined) throw new Error("--only needs a text");
      options.only = raw;
      index += 1;
      continue;
    }
    const key = numeric[name];
    if (!key)
      throw new Error(`Unknown option ${name}; known: ${Object.keys(numeric).join(", ")}, --only, --help`);
    const value = Number(raw);
    const least = key === "mixed" ? 0 : 1;
    if (raw === undefined || !/^\d+$/.test(raw) || value < least || value > 3600) {
      throw new Error(`${name} needs a whole number from ${least} to 3600, got ${raw ?? "nothing"}`);
    }
    options[key] = value;
    index += 1;
  }
  return options;
}
