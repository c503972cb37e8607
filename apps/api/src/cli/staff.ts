// Staff command line over the API's staff calls: pnpm --filter @freight/api staff -- <command>
import { createApiClient } from "@freight/api-client/client";
import { loadEnv } from "../env.js";
import { runStaffCommand, StaffCliError, staffCliUsage } from "./staff-cli.js";

async function main(): Promise<void> {
  const argv = process.argv.slice(2).filter((arg) => arg !== "--");
  if (argv.length === 0 || argv[0] === "help" || argv[0] === "--help") {
    console.info(staffCliUsage);
    return;
  }
  const env = loadEnv();
  if (!env.staffPassword) throw new StaffCliError("Set STAFF_PASSWORD to sign in as staff");
  const anonymous = createApiClient({ baseUrl: env.publicApiUrl });
  const { data, error, response } = await anonymous.POST("/login", {
    body: { email: env.staffEmail, password: env.staffPassword },
  });
  if (!data?.token) {
    throw new StaffCliError(
      `Could not sign in as ${env.staffEmail} at ${env.publicApiUrl} (${response.status}${error ? `: ${JSON.stringify(error)}` : ""})`,
    );
  }
  const token = data.token;
  const client = createApiClient({ baseUrl: env.publicApiUrl, getToken: () => token });
  await runStaffCommand(client, argv, (line) => console.info(line));
}

main().catch((error: unknown) => {
  console.error(error instanceof StaffCliError ? error.message : error);
  process.exit(1);
});
