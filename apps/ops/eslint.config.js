import { nextAppConfig } from "@freight/eslint-config/next-app";

export default nextAppConfig({ appDir: import.meta.dirname });
