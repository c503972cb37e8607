import { buildApp } from "./app.js";
import { startRequestTracing } from "./http/request-tracing.js";
import { openDatabase } from "./db/database.js";
import { EmbeddedPostgresSetupError } from "./db/embedded-postgres.js";
import { EnvError, loadEnv } from "./env.js";
import { ensureStaffAccount } from "./accounts/staff-account.js";

/** What the stop may take past SHUTDOWN_TIMEOUT_MS: background jobs finishing, the pools closing. */
const STOP_MARGIN_MS = 15_000;

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let stopping = false;
  const bootLog = {
    info: (message: string) => console.info(message),
    // While stopping, the embedded server's own exit hook may drop idle connections first; that is expected.
    warn: (message: string) => (stopping ? undefined : console.warn(message)),
    debug: (message: string) =>
      env.logLevel === "debug" || env.logLevel === "trace" ? console.info(message) : undefined,
  };
  const database = await openDatabase(env, bootLog);
  const tracing = env.tracing ? startRequestTracing(env.tracing) : undefined;
  const app = await buildApp({
    db: database.db,
    databases: database.databases,
    env,
    tracer: tracing?.tracer,
  });
  if (tracing) app.log.info(`Tracing to ${env.tracing?.endpoint} as ${env.tracing?.serviceName}`);
  app.log.info(`Database: ${database.description}`);
  const staff = await ensureStaffAccount(database.db, env);
  if (staff === "created") app.log.info(`Created the staff account ${env.staffEmail}`);
  if (staff === "skipped") app.log.warn("No staff account: set STAFF_PASSWORD (and STAFF_EMAIL) to have one");

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: not ready, no new connections, finishing the answers already started`);
    // Past the drain (SHUTDOWN_TIMEOUT_MS) only the pools are left, whose queries are bounded by their statement
    // timeouts; a stop that still hangs (a job's long statement) ends here, and PostgreSQL rolls back what it had.
    setTimeout(() => {
      console.error(`The API did not stop within ${env.shutdownTimeoutMs + STOP_MARGIN_MS} ms; exiting`);
      process.exit(1);
    }, env.shutdownTimeoutMs + STOP_MARGIN_MS).unref();
    try {
      const { cut } = await app.gracefulStop.stop();
      if (cut > 0)
        app.log.warn(`${cut} connections still busy after ${env.shutdownTimeoutMs} ms were closed`);
      // Spans not yet sent go now; a collector that is away does not fail the shutdown.
      await tracing?.shutdown().catch(() => undefined);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Shutdown failed");
      process.exit(1);
    }
  };
  // The API owns its shutdown: embedded-postgres hooks these signals to stop its server and exit (143) at
  // once, which would cut requests and uploads in flight. stop() closes the server after them instead.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }

  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    app.log.error({ err: error }, `Could not listen on ${env.host}:${env.port}`);
    await database.close();
    process.exit(1);
  }
  const shownHost = env.host === "0.0.0.0" || env.host === "::" ? "localhost" : env.host;
  app.log.info(`Freight API listening on http://${shownHost}:${env.port} (docs at /docs)`);
}

main().catch((error: unknown) => {
  // A problem the person starting the API can fix is told in its own words, without a stack.
  if (error instanceof EmbeddedPostgresSetupError) console.error(`The API failed to start: ${error.message}`);
  else console.error("The API failed to start:", error);
  process.exit(1);
});
