/** Whether a request path has valid percent-encoding and decodes without NUL or an unpaired surrogate. */
export declare function isReadablePath(pathname: string): boolean;
/** The 400 an app's proxy answers for a path that does not decode, or undefined when the path is readable. */
export declare function unreadablePathResponse(pathname: string): Response | undefined;
