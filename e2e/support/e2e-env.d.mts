export declare const e2ePaths: { tmp: string; data: string; mail: string; remotesFile: string; screenshots: string };
export declare const e2ePorts: { app: number; smtp: number; remoteHost: number; clockAhead: number; demo: number };
export declare const ADMIN_PASSWORD: string;
export declare function serverEnv(port: number): NodeJS.ProcessEnv;
