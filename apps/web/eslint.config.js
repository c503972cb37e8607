import { nextAppConfig } from "@freight/eslint-config/next-app";

// Every feature imports only shared code (src/components, src/lib) and the packages; no crossing is allowed.
export default nextAppConfig({ appDir: import.meta.dirname, knownCrossings: [] });
