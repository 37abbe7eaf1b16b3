/** The compiled production server's entry, built first when missing or older than its sources. */
export declare function ensureServerBuild(): Promise<string>;
export declare const serverEntry: string;
