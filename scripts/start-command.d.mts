/** Node's compile cache: filled when the server's bundle is built, read by `npm start`. */
export const compileCacheDir: string;

/** `npm start`'s command without npm (package.json): node's flags, such as its heap caps, then the script. */
export function startCommand(): string[];

/** The flags alone, without the script. */
export function startNodeFlags(): string[];
