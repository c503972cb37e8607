/** What both HTTP benches take on the command line. */
export interface BenchOptions {
  /** Seconds per measured route (and per reference run right before it). */
  duration: number;
  /** Connections per measured route (in the signed-in bench each connection is its own visitor). */
  connections: number;
  /** Measurements of each route, each right after one of its reference; the table shows the medians. */
  rounds: number;
  /** Seconds of the mixed load (0: none, where the bench allows it). */
  mixed: number;
  /** Connections of the mixed load. */
  mixedConnections: number;
  /** Only the rows whose name contains this text (e.g. `dashboard`); empty for all. */
  only: string;
  help: boolean;
}

type Numeric = keyof Omit<BenchOptions, "help" | "only">;

const numeric: Record<string, Numeric> = {
  "--duration": "duration",
  "--connections": "connections",
  "--rounds": "rounds",
  "--mixed": "mixed",
  "--mixed-connections": "mixedConnections",
};

/**
 * Reads `--name value` pairs over a bench's defaults; a wrong name, or a value that is not a whole number from 1
 * (0 for the options in `zeroAllowed`) to 3600, is an error. `--only` takes a text where `withOnly` is set.
 */
export function parseBenchArgs(
  args: readonly string[],
  defaults: Omit<BenchOptions, "help" | "only">,
  { zeroAllowed = [], withOnly = false }: { zeroAllowed?: Numeric[]; withOnly?: boolean } = {},
): BenchOptions {
  const options: BenchOptions = { ...defaults, only: "", help: false };
  const known = [...Object.keys(numeric), ...(withOnly ? ["--only"] : []), "--help"].join(", ");
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index] ?? "";
    if (name === "--") continue;
    if (name === "--help" || name === "-h") {
      options.help = true;
      continue;
    }
    const raw = args[index + 1];
    index += 1;
    if (withOnly && name === "--only") {
      if (raw === undefined) throw new Error("--only needs a text");
      options.only = raw;
      continue;
    }
    const key = numeric[name];
    if (!key) throw new Error(`Unknown option ${name}; known: ${known}`);
    const value = Number(raw);
    const least = zeroAllowed.includes(key) ? 0 : 1;
    if (raw === undefined || !/^\d+$/.test(raw) || value < least || value > 3600) {
      throw new Error(`${name} needs a whole number from ${least} to 3600, got ${raw ?? "nothing"}`);
    }
    options[key] = value;
  }
  return options;
}
