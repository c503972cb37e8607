export interface HttpBenchOptions {
  /** Seconds per measured route (and per reference run next to it). */
  duration: number;
  /** Connections per measured route. */
  connections: number;
  /** Measurements of each route, each right after one of its reference; the table shows the medians. */
  rounds: number;
  /** Seconds of the mixed load. */
  mixed: number;
  /** Connections of the mixed load (half on the site's pages, half on the API's reads). */
  mixedConnections: number;
  help: boolean;
}

const defaults: HttpBenchOptions = {
  duration: 5,
  connections: 10,
  rounds: 3,
  mixed: 60,
  mixedConnections: 100,
  help: false,
};

const numeric: Record<string, keyof Omit<HttpBenchOptions, "help">> = {
  "--duration": "duration",
  "--connections": "connections",
  "--rounds": "rounds",
  "--mixed": "mixed",
  "--mixed-connections": "mixedConnections",
};

/** Reads `--name value` pairs; a wrong name or a value that is not a whole number from 1 to 3600 is an error. */
export function parseHttpBenchArgs(args: readonly string[]): HttpBenchOptions {
  const options = { ...defaults };
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index] ?? "";
    if (name === "--") continue;
    if (name === "--help" || name === "-h") {
      options.help = true;
      continue;
    }
    const key = numeric[name];
    if (!key) throw new Error(`Unknown option ${name}; known: ${Object.keys(numeric).join(", ")}, --help`);
    const raw = args[index + 1];
    const value = Number(raw);
    if (raw === undefined || !/^\d+$/.test(raw) || value < 1 || value > 3600) {
      throw new Error(`${name} needs a whole number from 1 to 3600, got ${raw ?? "nothing"}`);
    }
    options[key] = value;
    index += 1;
  }
  return options;
}
