type Ports = { app: number; smtp: number; remoteHost: number; clockAhead: number; demo: number };
export declare const e2eSlot: number;
export declare const e2eWorkers: number;
export declare const e2ePaths: { tmp: string; data: string; mail: string; remotesFile: string; screenshots: string };
export declare function portsOfSlot(slot: number): Ports;
export declare const e2ePorts: Ports;
export declare const ADMIN_PASSWORD: string;
export declare function serverEnv(port: number): NodeJS.ProcessEnv;
