export declare class EnvError extends Error {
  constructor(appName: string, problems: string[]);
}
export declare function readUrl(
  name: string,
  raw: string | undefined,
  fallback: string,
  problems: string[],
): string;
export declare const MIN_SECRET_LENGTH: number;
export declare function readSecret(
  name: string,
  raw: string | undefined,
  problems: string[],
): string | undefined;
export declare function readCookieDomain(
  name: string,
  raw: string | undefined,
  problems: string[],
): string | undefined;
export declare function failOnProblems(appName: string, problems: string[]): void;
